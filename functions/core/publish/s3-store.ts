/**
 * The site bucket behind CloudFront. Pages carry a cache-control that lets
 * CloudFront keep them until the publisher invalidates them (s-maxage) while
 * browsers revalidate every time (max-age=0), so a change shows at once.
 */
import { DeleteObjectCommand, PutObjectCommand } from '@aws-sdk/client-s3';
import { CloudFrontClient, CreateInvalidationCommand } from '@aws-sdk/client-cloudfront';
import { clientSettings, withPlugins } from '../aws/endpoints';
import { s3 } from '../aws/s3';
import type { PageStore } from './store';

export const pageCacheControl = 'public, max-age=0, s-maxage=31536000, must-revalidate';

/** CloudFront accepts at most 3,000 paths per invalidation. */
const maxPathsPerInvalidation = 3000;

let cloudFront: CloudFrontClient | undefined;

export function s3Store(bucket: string, distributionId: string | undefined): PageStore {
  return {
    async write(file, body, contentType) {
      await s3().send(
        new PutObjectCommand({ Bucket: bucket, Key: file, Body: body, ContentType: contentType, CacheControl: pageCacheControl }),
      );
    },
    async remove(file) {
      await s3().send(new DeleteObjectCommand({ Bucket: bucket, Key: file }));
    },
    async invalidate(paths) {
      if (!distributionId || paths.length === 0) return;
      // The same timeouts and bounded retries as every client; CloudFront has no local stand-in.
      cloudFront ??= withPlugins(new CloudFrontClient(clientSettings(undefined)));
      const unique = [...new Set(paths)];
      for (let start = 0; start < unique.length; start += maxPathsPerInvalidation) {
        const items = unique.slice(start, start + maxPathsPerInvalidation);
        await cloudFront.send(
          new CreateInvalidationCommand({
            DistributionId: distributionId,
            InvalidationBatch: {
              CallerReference: `publish-${Date.now()}-${crypto.randomUUID()}`,
              Paths: { Quantity: items.length, Items: items },
            },
          }),
        );
      }
    },
  };
}
