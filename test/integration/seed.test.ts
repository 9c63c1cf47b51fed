/**
 * The first-start seed shows the editors' workflow: alt text on
 * every banner and gallery image, and a draft and a scheduled item that stay
 * off the public side.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiPath, routes } from '../../functions/contract/routes';
import { draftPress, scheduledNews } from '../../infra/local/seed/editorial';
import { localAdmin, seedIfEmpty } from '../../infra/local/seed/seed';
import { startLocalServer, type LocalServer } from '../../infra/local/server';

let server: LocalServer;
let token: string;

beforeAll(async () => {
  server = await startLocalServer({ port: 0, prepare: async () => void (await seedIfEmpty()) });
  const login = await fetch(`${server.url}${routes.adminLogin.path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email: localAdmin.email, password: localAdmin.password }),
  });
  token = ((await login.json()) as { token: string }).token;
}, 300_000);
afterAll(async () => {
  await server?.close();
});

const get = async (path: string, auth = false) =>
  ((await (await fetch(`${server.url}${path}`, { headers: auth ? { authorization: `Bearer ${token}` } : {} })).json()) as { data: any[] })
    .data;

describe('the seed', () => {
  it('gives every public banner and gallery image a specific alt text', async () => {
    const lists = await Promise.all(
      [routes.getAllNews, routes.getAllPressRelease, routes.getAllEvents, routes.getAllCareerPost].map((r) => get(r.path)),
    );
    const items = lists.flat();
    expect(items.length).toBe(7 + 4 + 5 + 6);
    for (const item of items) expect(item.imageAlt, JSON.stringify(item).slice(0, 80)).toMatch(/\w{3,}.*\s.*\w{3,}/);
    const gallery = lists[2]!.flatMap((event: { eventImages: Array<{ alt?: string }> }) => event.eventImages);
    expect(gallery.length).toBeGreaterThan(0);
    for (const image of gallery) expect(image.alt).toEqual(expect.stringMatching(/\S/));
    // Alt texts say what each picture shows: no two are the same.
    expect(new Set(items.map((item) => item.imageAlt)).size).toBe(items.length);
  });

  it('has a draft press release and a far-scheduled news item, neither of them public', async () => {
    const press = await get(apiPath(routes.listUnpublished, { kind: 'press' }), true);
    expect(press).toEqual([expect.objectContaining({ title: draftPress.title, status: 'draft' })]);
    const news = await get(apiPath(routes.listUnpublished, { kind: 'news' }), true);
    expect(news).toEqual([expect.objectContaining({ newsTitle: scheduledNews.newsTitle, status: 'scheduled' })]);
    expect(Date.parse(news[0].publishAt)).toBeGreaterThan(Date.now() + 365 * 24 * 60 * 60 * 1000);
    const publicTitles = [...(await get(routes.getAllNews.path)), ...(await get(routes.getAllPressRelease.path))].map(
      (item) => item.newsTitle ?? item.title,
    );
    expect(publicTitles).not.toContain(draftPress.title);
    expect(publicTitles).not.toContain(scheduledNews.newsTitle);
  });

  it('runs every seeded image through the image pipeline (meta for the banner and each gallery photo)', async () => {
    const events = await get(routes.getAllEvents.path);
    const news = await get(routes.getAllNews.path);
    for (const event of events) {
      for (const url of [event.eventBanner, ...event.eventImages.map((image: { imageUrl: string }) => image.imageUrl)]) {
        expect(event.imageMeta?.[url], url).toMatchObject({ width: expect.any(Number), widths: expect.any(Array) });
      }
    }
    const [first] = news;
    const meta = first.imageMeta[first.newsImageURL];
    const variant = await fetch(`${server.url}${first.newsImageURL.replace(/\.png$/, `-w${meta.widths[0]}.avif`)}`);
    expect([variant.status, variant.headers.get('content-type')]).toEqual([200, 'image/avif']);
  });
});
