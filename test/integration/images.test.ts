/**
 * The image pipeline against the local stand-ins: an upload becomes AVIF,
 * WebP and original-format variants at the widths the item records, served
 * from /media with their type and immutable caching; a file that passes the
 * sniff but does not decode leaves nothing behind; replacing or deleting an
 * image removes its variants.
 */
import { DeleteObjectCommand, ListObjectsV2Command } from '@aws-sdk/client-s3';
import { UpdateCommand } from '@aws-sdk/lib-dynamodb';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { variantPaths } from '../../functions/contract/image-variants';
import { messages } from '../../functions/contract/messages';
import { apiPath, routes } from '../../functions/contract/routes';
import { db } from '../../functions/core/aws/dynamodb';
import { s3 } from '../../functions/core/aws/s3';
import { keys } from '../../functions/core/db/keys';
import { config } from '../../functions/core/config';
import { useStack } from './harness';

const stack = useStack();

const picture = (width: number, height: number) =>
  sharp({ create: { width, height, channels: 3, background: '#0b1633' } })
    .png()
    .toBuffer();

const newsInput = (image: string, title: string) => ({
  newsTitle: title,
  newsCreatedBy: 'Ananya Sen',
  metaTitle: 'Meta',
  metaDescription: 'A description.',
  newsContent: '<p>Body</p>',
  image,
  imageAlt: 'A dark blue banner',
});

const mediaKeys = async (prefix: string) =>
  ((await s3().send(new ListObjectsV2Command({ Bucket: config.mediaBucket, Prefix: prefix }))).Contents ?? []).map((o) => o.Key ?? '');

const fetchMedia = (path: string) => fetch(`${stack.server.url}${path}`);

describe('image pipeline', () => {
  it('writes AVIF, WebP and PNG variants at every width below the original and records its meta on the item', async () => {
    const created = await stack.call('POST', routes.createNews.path, {
      form: newsInput(await stack.upload(await picture(1200, 600)), 'Variants'),
    });
    expect(created.status).toBe(201);
    const item = created.body.data;
    const meta = item.imageMeta[item.newsImageURL];
    expect(meta).toMatchObject({ width: 1200, height: 600, widths: [480, 960, 1200] });
    expect(meta.placeholder).toMatch(/^data:image\/webp;base64,/);
    const expected: Record<string, string> = { avif: 'heif', webp: 'webp', png: 'png' };
    for (const path of variantPaths(item.newsImageURL, meta.widths)) {
      const answer = await fetchMedia(path);
      expect(answer.status, path).toBe(200);
      const extension = path.split('.').pop() ?? '';
      expect(answer.headers.get('content-type'), path).toBe(`image/${extension}`);
      expect(answer.headers.get('cache-control'), path).toBe('public, max-age=31536000, immutable');
      const info = await sharp(Buffer.from(await answer.arrayBuffer())).metadata();
      expect([info.format, info.width, info.height], path).toEqual([
        expected[extension],
        Number(/-w(\d+)\./.exec(path)?.[1]),
        info.width! / 2,
      ]);
    }
    // The detail answer (and so the published page) carries the meta.
    const detail = await stack.call('GET', apiPath(routes.getNewsDetails, { id: item.slug }), { token: null });
    expect(detail.body.data.imageMeta[item.newsImageURL]).toEqual(meta);
  });

  it('never upscales a small image', async () => {
    const item = (
      await stack.call('POST', routes.createNews.path, { form: newsInput(await stack.upload(await picture(320, 200)), 'Small') })
    ).body.data;
    expect(item.imageMeta[item.newsImageURL]).toMatchObject({ width: 320, height: 200, widths: [320] });
  });

  it('refuses a file that starts like a PNG but does not decode, leaving nothing in media/', async () => {
    const good = await picture(64, 64);
    const corrupt = Buffer.concat([good.subarray(0, 40), Buffer.alloc(2000, 9)]);
    const before = await mediaKeys('media/news/');
    const answer = await stack.call('POST', routes.createNews.path, { form: newsInput(await stack.upload(corrupt), 'Corrupt') });
    expect(answer.status).toBe(400);
    expect(answer.body).toMatchObject({ ack: false, message: messages.imageWrongType });
    expect(await mediaKeys('media/news/')).toEqual(before);
  });

  it('removes the old variants when the image is replaced, and every variant when the item is deleted', async () => {
    const item = (
      await stack.call('POST', routes.createNews.path, { form: newsInput(await stack.upload(await picture(1000, 500)), 'Replace') })
    ).body.data;
    const oldUrl = item.newsImageURL;
    const oldPaths = [oldUrl, ...variantPaths(oldUrl, item.imageMeta[oldUrl].widths)];
    const updated = (
      await stack.call('PUT', apiPath(routes.updateNews, { id: item._id }), {
        form: { image: await stack.upload(await picture(600, 300)) },
      })
    ).body.data;
    const newUrl = updated.newsImageURL;
    expect(Object.keys(updated.imageMeta)).toEqual([newUrl]);
    for (const path of oldPaths) expect((await fetchMedia(path)).status, path).toBe(404);
    const newPaths = [newUrl, ...variantPaths(newUrl, updated.imageMeta[newUrl].widths)];
    for (const path of newPaths) expect((await fetchMedia(path)).status, path).toBe(200);

    expect((await stack.call('DELETE', apiPath(routes.deleteNews, { id: item._id }))).status).toBe(200);
    for (const path of newPaths) expect((await fetchMedia(path)).status, path).toBe(404);
  });

  it('records the meta of gallery images, and drops it with a removed photo', async () => {
    const [banner, first, second] = await Promise.all([picture(800, 400), picture(900, 600), picture(500, 500)]);
    const created = await stack.call('POST', routes.createEvent.path, {
      form: {
        eventName: 'Gallery meta',
        eventDate: '2030-05-01',
        image: await stack.upload(banner),
        imageAlt: 'A stage',
        eventImages: [await stack.upload(first), await stack.upload(second)],
      },
    });
    expect(created.status).toBe(201);
    const event = created.body.data;
    const [kept, dropped] = event.eventImages;
    expect(event.imageMeta[kept.imageUrl]).toMatchObject({ width: 900, height: 600 });
    expect(event.imageMeta[dropped.imageUrl]).toMatchObject({ width: 500, widths: [480, 500] });
    const updated = (await stack.call('PUT', apiPath(routes.updateEvent, { id: event._id }), { form: { eventImages: [kept._id] } })).body
      .data;
    expect(Object.keys(updated.imageMeta).sort()).toEqual([event.eventBanner, kept.imageUrl].sort());
    expect((await fetchMedia(variantPaths(dropped.imageUrl, [480])[0] ?? '')).status).toBe(404);
  });

  it('migrates an item stored before the pipeline once (npm run migrate:images asks the running stack), then skips it', async () => {
    const item = (
      await stack.call('POST', routes.createNews.path, { form: newsInput(await stack.upload(await picture(700, 350)), 'Old item') })
    ).body.data;
    const url = item.newsImageURL;
    const variants = variantPaths(url, item.imageMeta[url].widths);
    // As an item written before image variants existed: no meta, no variants.
    await db().send(
      new UpdateCommand({ TableName: config.tableName, Key: keys.entity('NEWS', item._id), UpdateExpression: 'REMOVE imageMeta' }),
    );
    await Promise.all(variants.map((path) => s3().send(new DeleteObjectCommand({ Bucket: config.mediaBucket, Key: path.slice(1) }))));
    const migrate = async () =>
      (await (await fetch(`${stack.server.url}/__local/migrate-images`, { method: 'POST' })).json()) as Record<string, any>;

    const first = await migrate();
    expect(first.processed).toBeGreaterThanOrEqual(1);
    expect(first.failed).toEqual([]);
    const detail = (await stack.call('GET', apiPath(routes.getNewsDetails, { id: item._id }), { token: null })).body.data;
    expect(detail.imageMeta[url]).toMatchObject({ width: 700, height: 350, widths: [480, 700] });
    for (const path of variants) expect((await fetchMedia(path)).status, path).toBe(200);

    const second = await migrate();
    expect(second).toMatchObject({ processed: 0, failed: [] });
    expect(second.skipped).toBeGreaterThanOrEqual(1);
  });
});
