/**
 * The site bucket behind CloudFront. Pages carry a cache-control that lets
 * CloudFront keep them until the publisher invalidates them (s-maxage) while
 * browsers revalidate every time (max-age=0), so a change shows at once.
 */
import { DeleteObjectCommand, GetObjectCommand, NoSuchKey, PutObjectCommand } from '@aws-sdk/client-s3';
import { s3 } from '../aws/s3';
import { cdnInvalidator, type InvalidationOptions } from './invalidation';
import type { PageStore } from './store';

export const pageCacheControl = 'public, max-age=0, s-maxage=31536000, must-revalidate';

export function s3Store(bucket: string, distributionId: string | undefined, options?: InvalidationOptions): PageStore {
  return {
    async write(file, body, contentType) {
      await s3().send(
        new PutObjectCommand({ Bucket: bucket, Key: file, Body: body, ContentType: contentType, CacheControl: pageCacheControl }),
      );
    },
    async read(file) {
      try {
        const answer = await s3().send(new GetObjectCommand({ Bucket: bucket, Key: file }));
        return (await answer.Body?.transformToString('utf-8')) ?? null;
      } catch (error) {
        // Without s3:ListBucket (the role has none) S3 answers a missing key with 403, not 404: either way the file is absent.
        if (error instanceof NoSuchKey || (error as { $metadata?: { httpStatusCode?: number } }).$metadata?.httpStatusCode === 403)
          return null;
        throw error;
      }
    },
    async remove(file) {
      await s3().send(new DeleteObjectCommand({ Bucket: bucket, Key: file }));
    },
    ...(distributionId ? { invalidate: cdnInvalidator(distributionId, options) } : {}),
  };
}
