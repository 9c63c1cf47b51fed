/**
 * Images reach S3 straight from the browser through a presigned POST to a
 * staging key. A create or update then names that key; only after the stored
 * bytes prove to be a raster image of the allowed kinds and size is the object
 * moved under media/, which the site serves as /media/... .
 */
import { CopyObjectCommand, DeleteObjectCommand, GetObjectCommand, HeadObjectCommand } from '@aws-sdk/client-s3';
import { createPresignedPost } from '@aws-sdk/s3-presigned-post';
import { messages } from '../contract/messages';
import { maxImageBytes, uploadKeyPattern } from '../contract/validation';
import type { ImageUpload } from '../contract/entities';
import { s3 } from './aws/s3';
import { config } from './config';
import { HttpError } from './http/errors';
import { sniffImageType } from './image-type';
import { logger } from './logger';

const uploadLifetimeSeconds = 600;

export async function createImageUpload(contentType: string): Promise<ImageUpload> {
  const key = `uploads/${crypto.randomUUID()}`;
  const { url, fields } = await createPresignedPost(s3(), {
    Bucket: config.mediaBucket,
    Key: key,
    Conditions: [
      ['content-length-range', 1, maxImageBytes],
      ['eq', '$Content-Type', contentType],
    ],
    Fields: { 'Content-Type': contentType },
    Expires: uploadLifetimeSeconds,
  });
  return { url, fields, key, maxBytes: maxImageBytes };
}

/** Checks a staged upload and moves it to media/<folder>/; answers its public path. */
export async function attachImage(uploadKey: string, folder: string): Promise<string> {
  if (!uploadKeyPattern.test(uploadKey)) throw new HttpError(400, messages.imageReference);
  const bucket = config.mediaBucket;
  const head = await s3()
    .send(new HeadObjectCommand({ Bucket: bucket, Key: uploadKey }))
    .catch((error: unknown) => {
      if (isMissing(error)) throw new HttpError(400, messages.imageMissing);
      throw error;
    });
  if ((head.ContentLength ?? 0) > maxImageBytes) {
    await discard(uploadKey);
    throw new HttpError(400, messages.imageTooLarge);
  }
  const start = await s3().send(new GetObjectCommand({ Bucket: bucket, Key: uploadKey, Range: 'bytes=0-31' }));
  const type = start.Body ? sniffImageType(await start.Body.transformToByteArray()) : null;
  if (!type) {
    await discard(uploadKey);
    throw new HttpError(400, messages.imageWrongType);
  }
  const key = `media/${folder}/${uploadKey.slice('uploads/'.length)}.${type.extension}`;
  await s3().send(
    new CopyObjectCommand({
      Bucket: bucket,
      Key: key,
      CopySource: `${bucket}/${uploadKey}`,
      ContentType: type.contentType,
      CacheControl: 'public, max-age=31536000, immutable',
      MetadataDirective: 'REPLACE',
    }),
  );
  await discard(uploadKey);
  return `/${key}`;
}

/** Best-effort removal of an image the site no longer shows. */
export async function removeImage(publicPath: string | undefined): Promise<void> {
  if (!publicPath?.startsWith('/media/')) return;
  await discard(publicPath.slice(1)).catch((error: unknown) => logger.warn('image-not-removed', { path: publicPath, error }));
}

async function discard(key: string): Promise<void> {
  await s3().send(new DeleteObjectCommand({ Bucket: config.mediaBucket, Key: key }));
}

function isMissing(error: unknown): boolean {
  const { name, $metadata } = error as { name?: string; $metadata?: { httpStatusCode?: number } };
  return name === 'NotFound' || name === 'NoSuchKey' || $metadata?.httpStatusCode === 404;
}
