/**
 * Images reach S3 straight from the browser through a presigned POST to a
 * staging key. A create or update then names that key; only after the stored
 * bytes prove to be a raster image of the allowed kinds and size is the object
 * moved under media/, which the site serves as /media/... . Right after the
 * check it is processed once (./processing): its responsive variants are
 * written beside it, all or none, and its meta goes back to the item.
 */
import { CopyObjectCommand, DeleteObjectCommand, GetObjectCommand, HeadObjectCommand, PutObjectCommand } from '@aws-sdk/client-s3';
import { messages } from '../../contract/messages';
import { maxImageBytes, uploadKeyPattern } from '../../contract/validation';
import type { ImageUpload } from '../../contract/entities';
import { type ImageMeta, variantPaths, variantWidths } from '../../contract/image-variants';
import { presignUpload } from '../aws/presigned-post';
import { s3 } from '../aws/s3';
import { config } from '../config';
import { HttpError } from '../http/errors';
import { type ImageVariant, processImage, UnreadableImageError } from './processing';
import { sniffImageType } from './file-type';
import { logger } from '../logger';

/** Media never changes under its name (new uploads get new keys), so browsers and CloudFront keep it a year. */
const immutable = 'public, max-age=31536000, immutable';

/** An attached image: its public path and what the item records about it. */
export interface AttachedImage {
  url: string;
  meta: ImageMeta;
}

export function createImageUpload(contentType: string): Promise<ImageUpload> {
  return presignUpload(`uploads/${crypto.randomUUID()}`, contentType, maxImageBytes);
}

/** Checks a staged upload, writes its variants and moves it to media/<folder>/; answers its public path and meta. */
export async function attachImage(uploadKey: string, folder: string): Promise<AttachedImage> {
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
  const object = await s3().send(new GetObjectCommand({ Bucket: bucket, Key: uploadKey }));
  const bytes = object.Body ? await object.Body.transformToByteArray() : new Uint8Array();
  const type = sniffImageType(bytes.subarray(0, 32));
  if (!type) {
    await discard(uploadKey);
    throw new HttpError(400, messages.imageWrongType);
  }
  const key = `media/${folder}/${uploadKey.slice('uploads/'.length)}.${type.extension}`;
  // A file whose first bytes pass but which does not decode is refused like any other non-image.
  const processed = await processImage(bytes, type, key).catch(async (error: unknown) => {
    // Anything else (sharp missing from the bundle, say) is our fault: a 500 that is logged, not the user's file.
    if (!(error instanceof UnreadableImageError)) throw error;
    await discard(uploadKey);
    throw new HttpError(400, messages.imageWrongType);
  });
  await writeAll(processed.variants);
  try {
    await s3().send(
      new CopyObjectCommand({
        Bucket: bucket,
        Key: key,
        CopySource: `${bucket}/${uploadKey}`,
        ContentType: type.contentType,
        CacheControl: immutable,
        MetadataDirective: 'REPLACE',
      }),
    );
  } catch (error) {
    await Promise.all(processed.variants.map((variant) => discard(variant.key).catch(() => undefined)));
    throw error;
  }
  await discard(uploadKey);
  return { url: `/${key}`, meta: processed.meta };
}

/**
 * Processes an image already under media/ (items stored before the pipeline):
 * writes its variants and answers its meta; null when the file is gone or is
 * not an image that decodes.
 */
export async function processStoredImage(publicPath: string): Promise<ImageMeta | null> {
  if (!publicPath.startsWith('/media/')) return null;
  const key = publicPath.slice(1);
  const object = await s3()
    .send(new GetObjectCommand({ Bucket: config.mediaBucket, Key: key }))
    .catch((error: unknown) => {
      if (isMissing(error)) return null;
      throw error;
    });
  const bytes = object?.Body ? await object.Body.transformToByteArray() : null;
  const type = bytes ? sniffImageType(bytes.subarray(0, 32)) : null;
  if (!bytes || !type) return null;
  const processed = await processImage(bytes, type, key).catch((error: unknown) => {
    if (error instanceof UnreadableImageError) return null;
    throw error;
  });
  if (!processed) return null;
  await writeAll(processed.variants);
  return processed.meta;
}

/** Writes every variant, or none: a failed write removes those already written. */
export async function writeAll(variants: ImageVariant[]): Promise<void> {
  const results = await Promise.allSettled(
    variants.map((variant) =>
      s3().send(
        new PutObjectCommand({
          Bucket: config.mediaBucket,
          Key: variant.key,
          Body: variant.body,
          ContentType: variant.contentType,
          CacheControl: immutable,
        }),
      ),
    ),
  );
  const failed = results.find((result) => result.status === 'rejected');
  if (!failed) return;
  await Promise.all(variants.map((variant) => discard(variant.key).catch(() => undefined)));
  throw failed.reason;
}

/**
 * Best-effort removal of an image the site no longer shows, with its variants
 * (the widths its meta names; without meta, the standard ones it may have).
 */
export async function removeImage(publicPath: string | undefined, meta?: ImageMeta): Promise<void> {
  if (!publicPath?.startsWith('/media/')) return;
  await Promise.all([removeKeys([publicPath.slice(1)]), removeVariants(publicPath, meta?.widths ?? variantWidths)]);
}

/** Best-effort removal of an image's variants only (the original stays). */
export async function removeVariants(publicPath: string, widths: readonly number[]): Promise<void> {
  if (publicPath.startsWith('/media/')) await removeKeys(variantPaths(publicPath.slice(1), widths));
}

async function removeKeys(keys: string[]): Promise<void> {
  await Promise.all(
    keys.map((key) => discard(key).catch((error: unknown) => logger.warn('image-not-removed', { path: `/${key}`, error }))),
  );
}

async function discard(key: string): Promise<void> {
  await s3().send(new DeleteObjectCommand({ Bucket: config.mediaBucket, Key: key }));
}

function isMissing(error: unknown): boolean {
  const { name, $metadata } = error as { name?: string; $metadata?: { httpStatusCode?: number } };
  return name === 'NotFound' || name === 'NoSuchKey' || $metadata?.httpStatusCode === 404;
}
