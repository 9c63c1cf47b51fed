/** /media/*: uploaded images, read from the S3 stand-in as CloudFront reads the images bucket. */
import type { ServerResponse } from 'node:http';
import type { Readable } from 'node:stream';
import { GetObjectCommand } from '@aws-sdk/client-s3';
import { s3 } from '../../functions/core/aws/s3';

export async function serveMedia(path: string, bucket: string, response: ServerResponse): Promise<void> {
  const key = decodeURIComponent(path.slice(1));
  try {
    const object = await s3().send(new GetObjectCommand({ Bucket: bucket, Key: key }));
    response.setHeader('content-type', object.ContentType ?? 'application/octet-stream');
    response.setHeader('cache-control', object.CacheControl ?? 'public, max-age=3600');
    if (object.ContentLength !== undefined) response.setHeader('content-length', object.ContentLength);
    (object.Body as Readable).pipe(response);
  } catch {
    response.statusCode = 404;
    response.end();
  }
}
