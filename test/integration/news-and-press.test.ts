import { describe, expect, it } from 'vitest';
import { apiPath, routes } from '../../functions/contract/routes';
import { messages } from '../../functions/contract/messages';
import { pngBytes, useStack } from './harness';

const stack = useStack();

const newsInput = (image: string, title = 'Kolkata delivery centre opens') => ({
  newsTitle: title,
  newsCreatedBy: 'Ananya Sen',
  metaTitle: 'New delivery centre',
  metaDescription: 'Our second delivery centre adds 200 seats.',
  newsContent: '<p>We opened <strong>today</strong>.</p><script>alert(1)</script><img src=x onerror=alert(1)>',
  newsLink: 'https://blog.example.com/kolkata',
  image,
});

describe('news', () => {
  it('creates a news item from multipart form data with an uploaded image, lists it and serves its image', async () => {
    const image = await stack.upload(pngBytes);
    const created = await stack.call('POST', routes.createNews.path, { form: newsInput(image) });
    expect(created.status).toBe(201);
    expect(created.body).toMatchObject({ ack: true, message: messages.created.news });
    const item = created.body.data;
    expect(item.slug).toBe('kolkata-delivery-centre-opens');
    expect(item.newsImageURL).toMatch(/^\/media\/news\/[0-9a-f-]{36}\.png$/);
    // Stored HTML is sanitized.
    expect(item.newsContent).toBe('<p>We opened <strong>today</strong>.</p>');

    const list = await stack.call('GET', routes.getAllNews.path, { token: null });
    expect(list.body.ack).toBe(1);
    expect(list.body.data.map((news: { _id: string }) => news._id)).toContain(item._id);

    const picture = await fetch(`${stack.server.url}${item.newsImageURL}`);
    expect(picture.status).toBe(200);
    expect(picture.headers.get('content-type')).toBe('image/png');
    expect(new Uint8Array(await picture.arrayBuffer())).toEqual(pngBytes);

    for (const key of [item._id, item.slug]) {
      const detail = await stack.call('GET', apiPath(routes.getNewsDetails, { id: key }), { token: null });
      expect(detail.body).toMatchObject({ ack: 1, data: { _id: item._id, newsTitle: 'Kolkata delivery centre opens' } });
    }
  });

  it('keeps slugs unique and unchanged when the title changes', async () => {
    const first = await stack.call('POST', routes.createNews.path, { form: newsInput(await stack.upload(pngBytes), 'Same title') });
    const second = await stack.call('POST', routes.createNews.path, { form: newsInput(await stack.upload(pngBytes), 'Same title') });
    expect(first.body.data.slug).toBe('same-title');
    expect(second.body.data.slug).toBe('same-title-2');
    const updated = await stack.call('PUT', apiPath(routes.updateNews, { id: first.body.data._id }), {
      form: { newsTitle: 'A new title' },
    });
    expect(updated.body).toMatchObject({ ack: 1, msg: messages.updated.news, data: { newsTitle: 'A new title', slug: 'same-title' } });
  });

  it('refuses an incomplete create and stores nothing', async () => {
    const before = (await stack.call('GET', routes.getAllNews.path)).body.data.length;
    const answer = await stack.call('POST', routes.createNews.path, { form: { newsTitle: 'Only a title' } });
    expect(answer.status).toBe(400);
    expect(answer.body).toMatchObject({ ack: false, message: messages.allFieldsRequired });
    expect(answer.body.errors).toMatchObject({
      metaTitle: 'Meta Title is required.',
      image: 'Image is required.',
      newsContent: 'News Content is required.',
    });
    expect((await stack.call('GET', routes.getAllNews.path)).body.data.length).toBe(before);
  });

  it('answers 404 for unknown ids on detail, update and delete', async () => {
    const unknown = crypto.randomUUID();
    const detail = await stack.call('GET', apiPath(routes.getNewsDetails, { id: 'no-such-news' }));
    expect(detail).toMatchObject({ status: 404, body: { ack: 0, error: messages.notFound.news } });
    expect((await stack.call('PUT', apiPath(routes.updateNews, { id: unknown }), { form: { newsTitle: 'x' } })).status).toBe(404);
    expect((await stack.call('DELETE', apiPath(routes.deleteNews, { id: unknown }))).status).toBe(404);
  });

  it('replaces the image on update and deletes the item with its image', async () => {
    const created = (await stack.call('POST', routes.createNews.path, { form: newsInput(await stack.upload(pngBytes), 'Replace me') })).body
      .data;
    const updated = await stack.call('PUT', apiPath(routes.updateNews, { id: created._id }), {
      form: { image: await stack.upload(pngBytes) },
    });
    expect(updated.body.data.newsImageURL).not.toBe(created.newsImageURL);
    expect((await fetch(`${stack.server.url}${created.newsImageURL}`)).status).toBe(404);

    const removed = await stack.call('DELETE', apiPath(routes.deleteNews, { id: created._id }));
    expect(removed.body).toMatchObject({ ack: 1, message: messages.deleted.news });
    expect((await stack.call('GET', apiPath(routes.getNewsDetails, { id: created.slug }))).status).toBe(404);
    expect((await fetch(`${stack.server.url}${updated.body.data.newsImageURL}`)).status).toBe(404);
  });
});

describe('press releases', () => {
  it('runs the whole life cycle', async () => {
    const created = await stack.call('POST', routes.createPressRelease.path, {
      form: {
        title: 'Nexoria achieves ISO 27001 recertification',
        createdBy: 'Media Relations',
        metaTitle: 'ISO 27001',
        metaDescription: 'Recertified without findings.',
        content: '<h2>Kolkata</h2><p>Today…</p>',
        image: await stack.upload(pngBytes),
      },
    });
    expect(created.body).toMatchObject({ ack: true, message: messages.created.press });
    const { _id, slug } = created.body.data;
    expect((await stack.call('GET', routes.getAllPressRelease.path)).body.data.some((item: { _id: string }) => item._id === _id)).toBe(
      true,
    );
    expect((await stack.call('GET', apiPath(routes.getPressReleaseDetails, { id: slug }))).body.data.title).toBe(
      'Nexoria achieves ISO 27001 recertification',
    );
    const updated = await stack.call('PUT', apiPath(routes.updatePressRelease, { id: _id }), { form: { metaTitle: 'Recertified' } });
    expect(updated.body).toMatchObject({ ack: 1, msg: 'Press Release has been updated', data: { metaTitle: 'Recertified' } });
    const missing = await stack.call('GET', apiPath(routes.getPressReleaseDetails, { id: 'nothing-here' }));
    expect(missing).toMatchObject({ status: 404, body: { ack: 0, error: messages.notFound.press } });
    expect((await stack.call('DELETE', apiPath(routes.deletePressRelease, { id: _id }))).body).toMatchObject({
      ack: 1,
      message: messages.deleted.press,
    });
  });
});
