/**
 * The caller's address: API Gateway's source IP, or, on a request proven to
 * have come through CloudFront (its secret x-origin-verify header matches
 * ORIGIN_VERIFY), the viewer's IP that CloudFront's function put in
 * x-viewer-address (infra/stack/viewer-address.ts). Without ORIGIN_VERIFY
 * (always locally, and on every function that does not read the address) no
 * header is ever trusted.
 */
import { timingSafeEqual } from 'node:crypto';
import type { APIGatewayProxyEventV2 } from 'aws-lambda';

export const viewerAddressHeader = 'x-viewer-address';
export const originVerifyHeader = 'x-origin-verify';

export function clientAddress(event: APIGatewayProxyEventV2, headers: Record<string, string | undefined>): string | undefined {
  const viewer = headers[viewerAddressHeader]?.trim();
  if (viewer && cameThroughCloudFront(headers[originVerifyHeader])) return viewer;
  return event.requestContext?.http?.sourceIp;
}

function cameThroughCloudFront(presented: string | undefined): boolean {
  const expected = process.env.ORIGIN_VERIFY;
  if (!expected || !presented) return false;
  const a = Buffer.from(presented);
  const b = Buffer.from(expected);
  return a.length === b.length && timingSafeEqual(a, b);
}
