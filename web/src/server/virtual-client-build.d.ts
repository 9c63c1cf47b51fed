/** Provided at build time by client-build-plugin.ts. */
declare module 'virtual:client-build' {
  export const template: string;
  export const manifest: import('./assets').Manifest;
}
