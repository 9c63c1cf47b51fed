/**
 * The security headers of every response, defined once. CloudFront sends them
 * through a ResponseHeadersPolicy (infra/stack/headers.ts) and the local
 * gateway sends the same map, so the site behaves the same in both places.
 * Plain TypeScript with no CDK import: the local gateway loads this too.
 */

export interface SecurityHeaderOptions {
  /**
   * Origin the browser uploads images to with a presigned POST: the images
   * bucket's regional endpoint in the cloud, the S3 stand-in locally
   * (e.g. `http://127.0.0.1:4569`). No trailing slash.
   */
  uploadOrigin: string;
}

/** The only third-party frame: the home page's click-to-play videos. */
export const videoFrameOrigin = 'https://www.youtube-nocookie.com';

/** Two years, the HSTS preload list's requirement (at least one year). */
export const hstsMaxAgeSeconds = 63_072_000;

/** Features the site never uses; an empty allowlist turns each off. */
export const disabledFeatures = [
  'accelerometer',
  'camera',
  'display-capture',
  'geolocation',
  'gyroscope',
  'magnetometer',
  'microphone',
  'midi',
  'payment',
  'usb',
] as const;

/** The Content-Security-Policy directives, in order. */
export function contentSecurityPolicy({ uploadOrigin }: SecurityHeaderOptions): string {
  const directives: Array<[string, string[]]> = [
    ['default-src', ["'self'"]],
    // Site search runs Pagefind's WebAssembly, which needs wasm compilation (not eval of scripts).
    ['script-src', ["'self'", "'wasm-unsafe-eval'"]],
    // React style attributes, react-hot-toast and the Quill editor inject styles.
    ['style-src', ["'self'", "'unsafe-inline'"]],
    ['img-src', ["'self'", 'data:', 'blob:']],
    ['font-src', ["'self'", 'data:']],
    ['connect-src', ["'self'", uploadOrigin]],
    ['frame-src', [videoFrameOrigin]],
    ['frame-ancestors', ["'none'"]],
    ['base-uri', ["'self'"]],
    ['form-action', ["'self'"]],
    ['object-src', ["'none'"]],
  ];
  return directives.map(([name, sources]) => `${name} ${sources.join(' ')}`).join('; ');
}

/** Header name → exact value, as the local gateway sends them. */
export function securityHeaders(options: SecurityHeaderOptions): Record<string, string> {
  return {
    'Content-Security-Policy': contentSecurityPolicy(options),
    'Strict-Transport-Security': `max-age=${hstsMaxAgeSeconds}; includeSubDomains`,
    'X-Frame-Options': 'DENY',
    'X-Content-Type-Options': 'nosniff',
    'Referrer-Policy': 'strict-origin-when-cross-origin',
    // Autoplay only for the video the visitor just clicked to play.
    'Permissions-Policy': [...disabledFeatures.map((feature) => `${feature}=()`), `autoplay=("${videoFrameOrigin}")`].join(', '),
    'Cross-Origin-Opener-Policy': 'same-origin',
  };
}
