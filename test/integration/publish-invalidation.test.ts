/**
 * The publisher against the CloudFront stand-in, which enforces CloudFront's
 * in-progress limits (15 wildcard paths, 3,000 others) with its error: a large
 * batch publishes in one invalidation within them, and a distribution that is
 * already at its limit makes the publisher wait and retry the invalidation
 * alone, never rewriting a page.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { CreateInvalidationCommand, GetInvalidationCommand, ListInvalidationsCommand } from '@aws-sdk/client-cloudfront';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { cloudFront } from '../../functions/core/aws/cloudfront';
import { resetClients } from '../../functions/core/aws/endpoints';
import { claimSlug, putNew } from '../../functions/core/db/repository';
import type { Item } from '../../functions/core/content/collections';
import { cdnInvalidator, type InvalidationOptions } from '../../functions/core/publish/invalidation';
import { isWildcard } from '../../functions/core/publish/invalidation-plan';
import { publishChanges, type Change } from '../../functions/core/publish/publisher';
import type { PublishedType } from '../../functions/core/publish/reads';
import { loadRenderer } from '../../functions/core/publish/renderer';
import { folderStore, type PageStore } from '../../functions/core/publish/store';
import { startCloudFront, type CloudFrontStandIn } from '../../infra/local/cloudfront';
import { useStack } from './harness';
import { fakeRendererDir, published } from './publish-support';

useStack();
const origin = 'https://www.example.test';
const fast: InvalidationOptions = { backoff: { baseMs: 20, capMs: 200, maxWaitMs: 10_000 } };
let pages: string;
const standIns: CloudFrontStandIn[] = [];

beforeAll(() => {
  pages = mkdtempSync(join(tmpdir(), 'publish-invalidation-'));
});
afterEach(() => vi.restoreAllMocks());
afterAll(async () => {
  rmSync(pages, { recursive: true, force: true });
  await Promise.all(standIns.map((standIn) => standIn.close()));
});

async function cdnStandIn(options: Parameters<typeof startCloudFront>[0]) {
  const standIn = await startCloudFront(options);
  standIns.push(standIn);
  process.env.CLOUDFRONT_ENDPOINT = standIn.url;
  resetClients();
  return standIn;
}

/** A folder store that counts each file's writes, invalidating through the CloudFront client. */
function countingTarget(distributionId: string, options = fast) {
  const writes = new Map<string, number>();
  const folder = folderStore(pages);
  const store: PageStore = {
    ...folder,
    async write(file, body, contentType) {
      writes.set(file, (writes.get(file) ?? 0) + 1);
      await folder.write(file, body, contentType);
    },
    invalidate: cdnInvalidator(distributionId, options),
  };
  return { writes, target: async () => ({ store, renderer: await loadRenderer(fakeRendererDir), origin }) };
}

const shapes: Record<
  Exclude<PublishedType, 'CAREER' | 'TESTIMONIAL' | 'SERVICE' | 'ABOUT' | 'STORIES' | 'HOME'>,
  { slugField: string; prefix: string; api: string; fields: (n: number) => Item }
> = {
  NEWS: {
    slugField: 'slug',
    prefix: '/news/',
    api: '/api/getNewsDetails/',
    fields: (n) => ({ newsTitle: `News ${n}`, added_date: stamp(n) }),
  },
  PRESS: {
    slugField: 'slug',
    prefix: '/press-release/',
    api: '/api/getPressReleaseDetails/',
    fields: (n) => ({ title: `Press ${n}`, added_date: stamp(n) }),
  },
  EVENT: {
    slugField: 'eventSlug',
    prefix: '/events/',
    api: '/api/getEvent/',
    fields: (n) => ({ eventName: `Event ${n}`, createdDate: stamp(n), eventDate: '2030-01-01' }),
  },
  CASESTUDY: {
    slugField: 'slug',
    prefix: '/case-studies/',
    api: '/api/getCaseStudy/',
    fields: (n) => ({ caseTitle: `Case study ${n}`, order: String(n % 1000), added_date: stamp(n) }),
  },
};
const stamp = (n: number) => new Date(Date.UTC(2026, 0, 1, 0, n)).toISOString();

/** Stores a published item as the admin API would (item and slug claim), and answers its stream change. */
async function storedItem(type: keyof typeof shapes, n: number): Promise<Change> {
  const id = crypto.randomUUID();
  const shape = shapes[type];
  const slug = await claimSlug(type, `${type.toLowerCase()}-item-${n}-${id.slice(0, 4)}`, id);
  const item: Item = { _id: id, [shape.slugField]: slug, ...shape.fields(n) };
  await putNew(type, id, String(item.eventDate ?? item.added_date ?? item.createdDate), item);
  return { type, newImage: item };
}

/** Every path a change must make stale: its page in both URL forms and its API answers by id and slug. */
function pathsOf({ type, newImage }: Change): string[] {
  const shape = shapes[type as keyof typeof shapes];
  const slug = String(newImage![shape.slugField]);
  return [`${shape.prefix}${slug}`, `${shape.prefix}${slug}/index.html`, `${shape.api}${newImage!._id}`, `${shape.api}${slug}`];
}

const covers = (invalidated: string[]) => (path: string) =>
  invalidated.some((entry) => (isWildcard(entry) ? path.startsWith(entry.slice(0, -1)) : entry === path));

describe('invalidating within CloudFront limits', () => {
  it('publishes 30 changed items in one batch with one invalidation that fits the wildcard limit', async () => {
    const cdn = await cdnStandIn({ completeAfterMs: 60_000 });
    const changes: Change[] = [];
    for (let n = 0; n < 30; n++) changes.push(await storedItem((['NEWS', 'PRESS', 'EVENT'] as const)[n % 3]!, n));
    const { writes, target } = countingTarget('E30ITEMS');

    const report = await publishChanges(await target(), changes);

    expect([...writes.values()].every((count) => count === 1)).toBe(true);
    expect(report.written).toHaveLength(writes.size);
    for (const change of changes) {
      const [page] = pathsOf(change);
      expect(published(pages, `${page!.slice(1)}/index.html`), page).not.toBeNull();
    }
    const [invalidation, ...more] = cdn.invalidations();
    expect(more).toEqual([]);
    expect(cdn.refusals()).toBe(0);
    expect(invalidation!.paths.filter(isWildcard).length).toBeLessThanOrEqual(15);
    const stale = [
      ...changes.flatMap(pathsOf),
      ...['/news', '/press-release', '/events', '/sitemap.xml', '/api/getallNews?page=2', '/api/upcomingEvent?limit=3'],
    ];
    expect(stale.filter((path) => !covers(invalidation!.paths)(path))).toEqual([]);
  });

  it('keeps at most 15 wildcard paths in progress over 20 single-item publishes in a row (edits a minute apart or less)', async () => {
    const cdn = await cdnStandIn({ completeAfterMs: 400 });
    const { writes, target } = countingTarget('EEDITS');
    const changes: Change[] = [];
    for (let n = 0; n < 20; n++) {
      changes.push(await storedItem('EVENT', 200 + n));
      await publishChanges(await target(), changes.slice(-1));
    }

    const all = cdn.invalidations();
    expect(all).toHaveLength(20);
    expect(cdn.refusals()).toBe(0);
    const inFlightAt = (at: number) =>
      all.filter((other) => other.createTime.getTime() <= at && at < other.completesAt).flatMap((other) => other.paths.filter(isWildcard));
    expect(Math.max(...all.map((invalidation) => inFlightAt(invalidation.createTime.getTime()).length))).toBeLessThanOrEqual(15);
    for (const { newImage } of changes) expect(writes.get(`events/${newImage!.eventSlug}/index.html`)).toBe(1);
    expect(writes.get('events/index.html')).toBe(20);
  });

  it('waits for room when the distribution already has 15 wildcard paths in progress, then invalidates without rewriting a page', async () => {
    const cdn = await cdnStandIn({ completeAfterMs: 1500 });
    const distributionId = 'EBUSY';
    const busy = Array.from({ length: 15 }, (_, i) => `/busy-${i}/*`);
    await cloudFront().send(
      new CreateInvalidationCommand({
        DistributionId: distributionId,
        InvalidationBatch: { CallerReference: 'someone-else', Paths: { Quantity: busy.length, Items: busy } },
      }),
    );
    const change = await storedItem('NEWS', 100);
    const { writes, target } = countingTarget(distributionId);

    await publishChanges(await target(), [change]);

    const [first, ours] = cdn.invalidations();
    expect(ours!.createTime.getTime()).toBeGreaterThanOrEqual(first!.completesAt);
    expect(pathsOf(change).every(covers(ours!.paths))).toBe(true);
    expect([...writes.values()].every((count) => count === 1)).toBe(true);
    expect(writes.get(`news/${change.newImage!.slug}/index.html`)).toBe(1);
  });

  it('retries TooManyInvalidationsInProgress with backoff when CloudFront is fuller than the publisher counted', async () => {
    // A distribution whose limit is below the publisher's budget: the publisher sees room, CloudFront refuses until the others complete.
    const cdn = await cdnStandIn({ completeAfterMs: 1500, limits: { wildcards: 2, paths: 3000 } });
    const distributionId = 'ERACE';
    await cloudFront().send(
      new CreateInvalidationCommand({
        DistributionId: distributionId,
        InvalidationBatch: { CallerReference: 'concurrent', Paths: { Quantity: 2, Items: ['/a/*', '/b/*'] } },
      }),
    );
    const change = await storedItem('PRESS', 101);
    const { writes, target } = countingTarget(distributionId);

    await publishChanges(await target(), [change]);

    expect(cdn.refusals()).toBeGreaterThan(0);
    expect(cdn.invalidations()).toHaveLength(2);
    expect(pathsOf(change).every(covers(cdn.invalidations()[1]!.paths))).toBe(true);
    expect([...writes.values()].every((count) => count === 1)).toBe(true);
  });

  it('logs and counts an invalidation that never finds room, and still answers the pages it wrote', async () => {
    await cdnStandIn({ completeAfterMs: 60_000, limits: { wildcards: 1, paths: 3000 } });
    await cloudFront().send(
      new CreateInvalidationCommand({
        DistributionId: 'EFULL',
        InvalidationBatch: { CallerReference: 'full', Paths: { Quantity: 1, Items: ['/*'] } },
      }),
    );
    const lines: string[] = [];
    vi.spyOn(process.stderr, 'write').mockImplementation((line) => lines.push(String(line)) > 0);
    const change = await storedItem('NEWS', 102);
    const { writes, target } = countingTarget('EFULL', { backoff: { baseMs: 10, capMs: 40, maxWaitMs: 300 } });

    const report = await publishChanges(await target(), [change]);

    expect(report.written).toContain(`news/${change.newImage!.slug}/index.html`);
    expect([...writes.values()].every((count) => count === 1)).toBe(true);
    const failure = lines.map((line) => JSON.parse(line)).find((entry) => entry.message === 'pages-not-invalidated');
    expect(failure).toMatchObject({ level: 'error', InvalidationFailures: 1 });
    expect(failure._aws.CloudWatchMetrics[0]).toMatchObject({ Namespace: 'Site/Publishing', Metrics: [{ Name: 'InvalidationFailures' }] });
  });
});

describe('the CloudFront stand-in', () => {
  it('answers the SDK as CloudFront does: create, list newest first, get, idempotent caller references, the limit error', async () => {
    await cdnStandIn({ completeAfterMs: 60_000 });
    const create = (reference: string, items: string[]) =>
      cloudFront().send(
        new CreateInvalidationCommand({
          DistributionId: 'ESDK',
          InvalidationBatch: { CallerReference: reference, Paths: { Quantity: items.length, Items: items } },
        }),
      );
    const first = await create('one', ['/news/a&b', '/news/*']);
    expect(first.Invalidation).toMatchObject({ Status: 'InProgress', InvalidationBatch: { Paths: { Items: ['/news/a&b', '/news/*'] } } });
    expect(first.Location).toContain(`/distribution/ESDK/invalidation/${first.Invalidation!.Id}`);
    expect((await create('one', ['/news/a&b', '/news/*'])).Invalidation!.Id).toBe(first.Invalidation!.Id);
    await expect(create('one', ['/other'])).rejects.toMatchObject({ name: 'InvalidationBatchAlreadyExists' });
    await create(
      'two',
      Array.from({ length: 14 }, (_, i) => `/w${i}*`),
    );
    await expect(create('three', ['/one-too-many*'])).rejects.toMatchObject({
      name: 'TooManyInvalidationsInProgress',
      $metadata: { httpStatusCode: 400 },
    });
    expect((await create('four', ['/exact/paths/still/fit'])).Invalidation!.Status).toBe('InProgress');
    await expect(
      create(
        'five',
        Array.from({ length: 3001 }, (_, i) => `/p${i}`),
      ),
    ).rejects.toMatchObject({ name: 'BatchTooLarge' });

    const list = await cloudFront().send(new ListInvalidationsCommand({ DistributionId: 'ESDK', MaxItems: 2 }));
    expect(list.InvalidationList).toMatchObject({ IsTruncated: true, Quantity: 2 });
    const rest = await cloudFront().send(
      new ListInvalidationsCommand({ DistributionId: 'ESDK', Marker: list.InvalidationList!.NextMarker }),
    );
    expect(rest.InvalidationList!.Items!.map((item) => item.Id)).toEqual([first.Invalidation!.Id]);
    const got = await cloudFront().send(new GetInvalidationCommand({ DistributionId: 'ESDK', Id: first.Invalidation!.Id }));
    expect(got.Invalidation!.InvalidationBatch!.CallerReference).toBe('one');
  });
});
