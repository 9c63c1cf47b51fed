/**
 * The local stack publishes through the CloudFront stand-in as the cloud does
 * through CloudFront: publish-all at start invalidates everything, and a
 * content write invalidates its pages and API answers once they are written.
 */
import { GetInvalidationCommand, ListInvalidationsCommand } from '@aws-sdk/client-cloudfront';
import { describe, expect, it } from 'vitest';
import { apiPath, routes } from '../../functions/contract/routes';
import { cloudFront } from '../../functions/core/aws/cloudfront';
import { usePublishingStack } from './publishing-stack';

const stack = usePublishingStack('publish-local-cdn');

/** Every path the local distribution was asked to invalidate, oldest invalidation first. */
async function invalidated(): Promise<string[][]> {
  const DistributionId = process.env.DISTRIBUTION_ID;
  const { InvalidationList } = await cloudFront().send(new ListInvalidationsCommand({ DistributionId }));
  const ids = (InvalidationList?.Items ?? []).map((item) => item.Id).reverse();
  const batches = await Promise.all(ids.map((Id) => cloudFront().send(new GetInvalidationCommand({ DistributionId, Id }))));
  return batches.map(({ Invalidation }) => Invalidation?.InvalidationBatch?.Paths?.Items ?? []);
}

describe('the local stack and its CloudFront stand-in', () => {
  it('invalidates everything after the first publish, then exactly what a write changed', async () => {
    expect(process.env.CLOUDFRONT_ENDPOINT).toMatch(/^http:\/\/127\.0\.0\.1:\d+$/);
    expect(await invalidated()).toEqual([['/*']]);

    const created = await stack.call('POST', routes.createPressRelease.path, {
      title: 'Local distribution',
      createdBy: 'PR team',
      metaTitle: 'Local distribution',
      metaDescription: 'An announcement',
      content: '<p>Invalidated locally.</p>',
      image: await stack.upload(),
      imageAlt: 'The announcement banner',
    });
    expect(created.status).toBe(201);
    const { _id: id, slug } = created.body.data;
    await stack.server.publishing!.settled();

    const batches = await invalidated();
    expect(batches).toHaveLength(2);
    expect(batches[1]).toEqual(
      expect.arrayContaining([
        `/press-release/${slug}`,
        `/press-release/${slug}/index.html`,
        '/press-release',
        '/sitemap.xml',
        `${routes.getAllPressRelease.path}*`,
        apiPath(routes.getPressReleaseDetails, { id: id! }),
        apiPath(routes.getPressReleaseDetails, { id: slug! }),
      ]),
    );
  });
});
