declare const __LOGOS_VERSION__: string;

/** A brand logo's file, as the build writes them (web/build-plugins/logo-files.ts). */
export const logoUrl = (logo: string): string => `/assets/logos/${__LOGOS_VERSION__}/${encodeURIComponent(logo)}.svg`;
