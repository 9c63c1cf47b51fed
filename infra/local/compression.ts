/**
 * Compression as CloudFront does it: brotli or gzip by the request's
 * Accept-Encoding (brotli preferred), `Vary: Accept-Encoding`, only
 * compressible types (HTML, CSS, JS, JSON, SVG, XML, text, not images or
 * fonts) and only bodies of at least 1,000 bytes. Pages, assets and API
 * answers alike, so local measurements match the cloud's.
 */
import type { IncomingMessage, ServerResponse } from 'node:http';
import compression from 'compression';

/** CloudFront compresses objects from 1,000 bytes up. */
export const minimumCompressedBytes = 1000;

const middleware = compression({ threshold: minimumCompressedBytes });

/** Makes the response compress what is written to it from here on. */
export function compressResponse(request: IncomingMessage, response: ServerResponse): void {
  middleware(request as never, response as never, () => undefined);
}
