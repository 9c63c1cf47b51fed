/**
 * /media/*: uploaded images, read from the S3 stand-in as CloudFront reads the
 * images bucket. Confined to the media/ prefix (s3rver keeps objects as files,
 * so a dot segment or an encoded slash in a key would reach other folders) and
 * to image types: anything else stored there is never served.
 */
import type { ServerResponse } from 'node:http';
import type { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { GetObjectCommand } from '@aws-sdk/client-s3';
import { imageContentTypes } from '../../functions/contract/validation';
import { s3 } from '../../functions/core/aws/s3';

const servedTypes = new Set<string>(imageContentTypes);

/** The object key a /media/... path names; a status when the path may not be served. */
export function mediaKey(path: string): { key: string } | { status: 400 | 404 } {
  const rest = path.startsWith('/media/') ? path.slice('/media/'.length) : '';
  // Encoded separators and backslashes have no place in a key the server generated.
  if (!rest || /%2f|%5c|\\/i.test(rest)) return { status: 404 };
  let decoded: string;
  try {
    decoded = decodeURIComponent(rest);
  } catch {
    return { status: 400 };
  }
  const segments = decoded.split('/');
  // biome-ignore lint/suspicious/noControlCharactersInRegex: refusing control characters in a key is the point
  const controlOrBackslash = /[\u0000-\u001f\u007f\\]/;
  const unsafe = segments.some((segment) => segment === '' || segment === '.' || segment === '..' || controlOrBackslash.test(segment));
  return unsafe ? { status: 404 } : { key: `media/${decoded}` };
}

/** Streams the image; a key S3 does not have (or refuses) is 404, a failure of S3 itself rejects (a 500 upstream of here). */
export async function serveMedia(path: string, bucket: string, response: ServerResponse): Promise<void> {
  const target = mediaKey(path);
  if ('status' in target) return notServed(response, target.status);
  const object = await s3()
    .send(new GetObjectCommand({ Bucket: bucket, Key: target.key }))
    .catch((error: unknown) => {
      const status = (error as { $metadata?: { httpStatusCode?: number } }).$metadata?.httpStatusCode ?? 500;
      if (status >= 400 && status < 500) return null;
      throw error;
    });
  if (!object) return notServed(response, 404);
  const body = object.Body as Readable;
  const type = object.ContentType?.split(';')[0]?.trim().toLowerCase() ?? '';
  if (!servedTypes.has(type)) {
    body.destroy();
    return notServed(response, 404);
  }
  response.setHeader('content-type', type);
  response.setHeader('cache-control', object.CacheControl ?? 'public, max-age=3600');
  if (object.ContentLength !== undefined) response.setHeader('content-length', object.ContentLength);
  await pipeline(body, response);
}

function notServed(response: ServerResponse, status: number): void {
  response.statusCode = status;
  response.end();
}
