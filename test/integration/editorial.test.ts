/**
 * The editors' workflow on the API: drafts, scheduling, the admin read of any item, the
 * unpublished lists, revisions and session refresh, against the local stack.
 */
import { SignJWT, decodeJwt } from 'jose';
import { describe, expect, it } from 'vitest';
import { messages } from '../../functions/contract/messages';
import { apiPath, routes } from '../../functions/contract/routes';
import { collections } from '../../functions/core/content/collections';
import { keepRevision, revisionLimit } from '../../functions/core/content/revisions';
import { publishDueItems } from '../../functions/core/content/scheduler';
import { admin, pngBytes, useStack } from './harness';

const stack = useStack();
const hour = 60 * 60 * 1000;

const newsBody = async (title: string, extra: Record<string, unknown> = {}) => ({
  newsTitle: title,
  metaTitle: `${title} (meta)`,
  metaDescription: 'What happened, in one line.',
  newsContent: '<p>The full story.</p>',
  image: await stack.upload(pngBytes),
  imageAlt: 'Engineers at the new office',
  ...extra,
});

const item = (kind: string, id: string) => apiPath(routes.getContentItem, { kind, id });
const publicNewsIds = async () =>
  ((await stack.call('GET', routes.getAllNews.path, { token: null })).body.data as Array<{ _id: string }>).map((news) => news._id);
const unpublishedIds = async (kind: string) =>
  ((await stack.call('GET', apiPath(routes.listUnpublished, { kind }))).body.data as Array<{ _id: string }>).map((found) => found._id);

describe('the new admin routes', () => {
  it('answer 401 without a token, 404 for an unknown kind or a malformed id, before any lookup', async () => {
    const id = crypto.randomUUID();
    const paths: Array<[string, string]> = [
      ['GET', item('news', id)],
      ['GET', apiPath(routes.listUnpublished, { kind: 'news' })],
      ['GET', apiPath(routes.listRevisions, { kind: 'news', id })],
      ['POST', apiPath(routes.restoreRevision, { kind: 'news', id, revisionId: id })],
      ['POST', routes.refreshSession.path],
    ];
    for (const [method, path] of paths) {
      const answer = await stack.call(method, path, { token: null });
      expect(answer.status, path).toBe(401);
      expect(answer.body.msg).toBe(messages.unauthorized);
    }
    for (const path of [
      item('blog', id),
      item('NEWS', id),
      item('news', 'not-an-id'),
      apiPath(routes.listUnpublished, { kind: 'subscriber' }),
      apiPath(routes.listRevisions, { kind: 'news', id: 'x'.repeat(300) }),
      apiPath(routes.restoreRevision, { kind: 'news', id, revisionId: 'latest' }),
    ]) {
      expect((await stack.call(method(path), path)).status, path).toBe(404);
    }
    const unknown = await stack.call('GET', item('news', id));
    expect(unknown).toMatchObject({ status: 404, body: { msg: messages.notFound.news } });
    expect((await stack.call('GET', apiPath(routes.listRevisions, { kind: 'press', id }))).status).toBe(404);
    const noItem = await stack.call('POST', apiPath(routes.restoreRevision, { kind: 'news', id, revisionId: crypto.randomUUID() }));
    expect(noItem).toMatchObject({ status: 404, body: { msg: messages.notFound.news } });
  });
});

const method = (path: string) => (path.endsWith('/restore') ? 'POST' : 'GET');

describe('drafts', () => {
  it('need only a title; stay out of the public list and detail; show in the admin read and unpublished list', async () => {
    const untitled = await stack.call('POST', routes.createNews.path, { body: { status: 'draft', metaTitle: 'x' } });
    expect(untitled).toMatchObject({ status: 400, body: { msg: 'Title is required.', errors: { newsTitle: 'Title is required.' } } });
    const badLink = await stack.call('POST', routes.createNews.path, { body: { status: 'draft', newsTitle: 'x', newsLink: 'ftp://x' } });
    expect(badLink.status).toBe(400);
    expect(badLink.body.errors.newsLink).toMatch(/http/);

    const created = await stack.call('POST', routes.createNews.path, {
      body: { status: 'draft', newsTitle: 'Half-written draft', metaTitle: '', newsContent: '<p><br></p>' },
    });
    expect(created.status).toBe(201);
    const draft = created.body.data;
    expect(draft).toMatchObject({ status: 'draft', newsTitle: 'Half-written draft', updatedBy: admin.email });
    expect(draft.newsImageURL).toBeUndefined();
    expect(draft.metaTitle).toBeUndefined();

    expect(await publicNewsIds()).not.toContain(draft._id);
    for (const key of [draft._id, draft.slug]) {
      expect((await stack.call('GET', apiPath(routes.getNewsDetails, { id: key }), { token: null })).status).toBe(404);
    }
    expect((await stack.call('GET', item('news', draft._id))).body.data).toMatchObject({ _id: draft._id, status: 'draft' });
    expect(await unpublishedIds('news')).toContain(draft._id);
    expect(await unpublishedIds('press')).not.toContain(draft._id);

    // Publishing checks the whole item: the stored draft with the changes.
    const path = apiPath(routes.updateNews, { id: draft._id });
    const incomplete = await stack.call('PUT', path, { body: { status: 'published', metaTitle: 'Now with a meta title' } });
    expect(incomplete.status).toBe(400);
    expect(incomplete.body.msg).toBe(messages.allFieldsRequired);
    // Only the spec's fields: the alt text is never required.
    expect(Object.keys(incomplete.body.errors).sort()).toEqual(['image', 'metaDescription', 'newsContent']);
    expect((await stack.call('GET', item('news', draft._id))).body.data.metaTitle).toBeUndefined();

    const { newsTitle: _, ...rest } = await newsBody('ignored');
    const published = await stack.call('PUT', path, { body: { ...rest, status: 'published' } });
    expect(published.status).toBe(200);
    expect(published.body.data).toMatchObject({ status: 'published', newsTitle: 'Half-written draft' });
    expect(published.body.data.publishedAt).toEqual(expect.any(String));
    expect(await publicNewsIds()).toContain(draft._id);
    expect(await unpublishedIds('news')).not.toContain(draft._id);
    const detail = await stack.call('GET', apiPath(routes.getNewsDetails, { id: draft.slug }), { token: null });
    expect(detail.status).toBe(200);
    expect(detail.body.data.imageAlt).toBe('Engineers at the new office');
    // Public answers never name the admin.
    expect(detail.body.data.updatedBy).toBeUndefined();

    // Back to draft: gone from the public side again.
    const unpublished = await stack.call('PUT', path, { body: { status: 'draft' } });
    expect(unpublished.body.data.status).toBe('draft');
    expect(await publicNewsIds()).not.toContain(draft._id);
    expect((await stack.call('GET', apiPath(routes.getNewsDetails, { id: draft._id }), { token: null })).status).toBe(404);
  });

  it('check status, publish time and the alt text length; a publish without alt text goes through', async () => {
    const bad = await stack.call('POST', routes.createNews.path, { body: await newsBody('Odd status', { status: 'live' }) });
    expect(bad).toMatchObject({ status: 400, body: { errors: { status: messages.statusInvalid } } });
    for (const publishAt of ['tomorrow', '2026-02-30T10:00:00Z', '2026-11-23T10:00', '2026-11-23T25:00:00Z']) {
      const answer = await stack.call('POST', routes.createNews.path, {
        body: await newsBody('Odd time', { status: 'published', publishAt }),
      });
      expect(answer.body.errors, publishAt).toEqual({ publishAt: messages.publishAtInvalid });
    }
    const noAlt = await stack.call('POST', routes.createNews.path, {
      body: await newsBody('No alt', { status: 'published', imageAlt: ' ' }),
    });
    expect(noAlt.status).toBe(201);
    expect(noAlt.body.data.status).toBe('published');
    expect((await stack.call('GET', item('news', noAlt.body.data._id))).body.data.imageAlt ?? '').toBe('');
    // Publishing an update of an item without alt text goes through too.
    const republished = await stack.call('PUT', apiPath(routes.updateNews, { id: noAlt.body.data._id }), {
      body: { status: 'published', metaTitle: 'Still no alt' },
    });
    expect(republished.body.data).toMatchObject({ status: 'published', metaTitle: 'Still no alt' });
    const longAlt = await stack.call('POST', routes.createNews.path, { body: await newsBody('Long alt', { imageAlt: 'a'.repeat(201) }) });
    expect(longAlt.body.errors.imageAlt).toBe('Image alt text must be at most 200 characters.');
  });

  it("publishes a spec-shaped create (no status, no alt text) at once, as the spec's calls expect", async () => {
    const { imageAlt: _, ...spec } = await newsBody('Spec-shaped news');
    const created = await stack.call('POST', routes.createNews.path, { body: spec });
    expect(created.status).toBe(201);
    expect(created.body.data.status).toBe('published');
    expect(await publicNewsIds()).toContain(created.body.data._id);
    // A spec-shaped update leaves the status as it is.
    const updated = await stack.call('PUT', apiPath(routes.updateNews, { id: created.body.data._id }), { body: { metaTitle: 'Changed' } });
    expect(updated.body.data).toMatchObject({ status: 'published', metaTitle: 'Changed' });
  });
});

describe('scheduling', () => {
  it('stores a future publish as scheduled, and the worker puts it live once due, once', async () => {
    const at = new Date(Date.now() + 2 * hour).toISOString();
    const created = await stack.call('POST', routes.createNews.path, {
      body: await newsBody('Embargoed results', { status: 'published', publishAt: at }),
    });
    expect(created.status).toBe(201);
    const { _id: id, slug } = created.body.data;
    expect(created.body.data).toMatchObject({ status: 'scheduled', publishAt: at });
    expect(await publicNewsIds()).not.toContain(id);
    expect((await stack.call('GET', apiPath(routes.getNewsDetails, { id: slug }), { token: null })).status).toBe(404);
    expect(await unpublishedIds('news')).toContain(id);

    // Not yet due: nothing changes.
    expect((await publishDueItems(new Date())).published).toBe(0);
    expect((await stack.call('GET', item('news', id))).body.data.status).toBe('scheduled');

    const run = await publishDueItems(new Date(Date.now() + 3 * hour));
    expect(run.published).toBeGreaterThanOrEqual(1);
    const live = (await stack.call('GET', item('news', id))).body.data;
    expect(live).toMatchObject({ status: 'published', publishAt: at });
    expect(await publicNewsIds()).toContain(id);
    expect((await stack.call('GET', apiPath(routes.getNewsDetails, { id: slug }), { token: null })).status).toBe(200);
    expect(await unpublishedIds('news')).not.toContain(id);
    // Idempotent: a second run finds nothing to do for it.
    await publishDueItems(new Date(Date.now() + 3 * hour));
    expect((await stack.call('GET', item('news', id))).body.data.publishedAt).toBe(live.publishedAt);
  });

  it('publishes at once when the time has passed, and a draft drops its time', async () => {
    const past = new Date(Date.now() - hour).toISOString();
    const created = await stack.call('POST', routes.createPressRelease.path, {
      body: {
        title: 'Late announcement',
        createdBy: 'PR team',
        metaTitle: 'Late',
        metaDescription: 'Late',
        content: '<p>Late.</p>',
        image: await stack.upload(pngBytes),
        imageAlt: 'Press room',
        status: 'published',
        publishAt: past,
      },
    });
    expect(created.body.data).toMatchObject({ status: 'published', publishAt: past });
    const future = new Date(Date.now() + hour).toISOString();
    const path = apiPath(routes.updatePressRelease, { id: created.body.data._id });
    expect((await stack.call('PUT', path, { body: { status: 'published', publishAt: future } })).body.data.status).toBe('scheduled');
    const draft = (await stack.call('PUT', path, { body: { status: 'draft', publishAt: future } })).body.data;
    expect(draft.status).toBe('draft');
    expect(draft.publishAt).toBeUndefined();
  });
});

describe('revisions', () => {
  it('keeps the replaced version with who and when, and restores its wording (keeping the images)', async () => {
    const created = await stack.call('POST', routes.createNews.path, { body: await newsBody('First wording') });
    const { _id: id, newsImageURL } = created.body.data;
    const path = apiPath(routes.updateNews, { id });
    expect((await stack.call('PUT', path, { body: { newsTitle: 'Second wording', newsContent: '<p>Rewritten.</p>' } })).status).toBe(200);
    const replacement = await stack.upload(pngBytes);
    const third = await stack.call('PUT', path, { body: { newsTitle: 'Third wording', image: replacement } });
    const currentImage = third.body.data.newsImageURL;
    expect(currentImage).not.toBe(newsImageURL);

    const listed = await stack.call('GET', apiPath(routes.listRevisions, { kind: 'news', id }));
    expect(listed.status).toBe(200);
    const revisions = listed.body.data as Array<{ _id: string; changedAt: string; changedBy: string; snapshot: Record<string, string> }>;
    expect(revisions.map((revision) => revision.snapshot.newsTitle)).toEqual(['Second wording', 'First wording']);
    expect(revisions[0]!.changedBy).toBe(admin.email);
    expect(Date.parse(revisions[0]!.changedAt)).toBeGreaterThanOrEqual(Date.parse(revisions[1]!.changedAt));
    expect(revisions[1]!.snapshot).toMatchObject({
      newsContent: '<p>The full story.</p>',
      imageAlt: 'Engineers at the new office',
      status: 'published',
    });
    // Text only: never image URLs.
    expect(JSON.stringify(revisions)).not.toContain('/media/');

    const unknown = await stack.call('POST', apiPath(routes.restoreRevision, { kind: 'news', id, revisionId: crypto.randomUUID() }));
    expect(unknown).toMatchObject({ status: 404, body: { msg: messages.versionNotFound } });
    // Another kind's route does not reach this item's versions.
    expect((await stack.call('POST', apiPath(routes.restoreRevision, { kind: 'press', id, revisionId: revisions[1]!._id }))).status).toBe(
      404,
    );
    const restored = await stack.call('POST', apiPath(routes.restoreRevision, { kind: 'news', id, revisionId: revisions[1]!._id }));
    expect(restored.status).toBe(200);
    expect(restored.body.msg).toBe(messages.versionRestored);
    expect(restored.body.data).toMatchObject({
      newsTitle: 'First wording',
      newsContent: '<p>The full story.</p>',
      newsImageURL: currentImage,
    });
    const after = (await stack.call('GET', apiPath(routes.listRevisions, { kind: 'news', id }))).body.data as typeof revisions;
    expect(after.map((revision) => revision.snapshot.newsTitle)).toEqual(['Third wording', 'Second wording', 'First wording']);
    // The slug never changes with the wording.
    expect(restored.body.data.slug).toBe(created.body.data.slug);
  });

  it(`keeps the newest ${revisionLimit} versions of an item`, async () => {
    const created = await stack.call('POST', routes.createNews.path, { body: await newsBody('Often edited') });
    const stored = created.body.data;
    const start = Date.now();
    for (let i = 0; i < revisionLimit + 3; i++) {
      await keepRevision(collections.news, { ...stored, newsTitle: `Version ${i}` }, admin.email, new Date(start + i * 1000));
    }
    const listed = (await stack.call('GET', apiPath(routes.listRevisions, { kind: 'news', id: stored._id }))).body.data as Array<{
      snapshot: Record<string, string>;
    }>;
    expect(listed).toHaveLength(revisionLimit);
    expect(listed[0]!.snapshot.newsTitle).toBe(`Version ${revisionLimit + 2}`);
    expect(listed.at(-1)!.snapshot.newsTitle).toBe('Version 3');
  });

  it('are deleted with their item', async () => {
    const created = await stack.call('POST', routes.createNews.path, { body: await newsBody('Short-lived') });
    const id = created.body.data._id;
    await stack.call('PUT', apiPath(routes.updateNews, { id }), { body: { newsTitle: 'Short-lived, edited' } });
    expect((await stack.call('DELETE', apiPath(routes.deleteNews, { id }))).status).toBe(200);
    const { keys } = await import('../../functions/core/db/keys');
    const { QueryCommand } = await import('@aws-sdk/lib-dynamodb');
    const { db } = await import('../../functions/core/aws/dynamodb');
    const left = await db().send(
      new QueryCommand({
        TableName: process.env.TABLE_NAME,
        KeyConditionExpression: 'pk = :pk',
        ExpressionAttributeValues: { ':pk': keys.revisions('NEWS', id).pk },
      }),
    );
    expect(left.Items).toEqual([]);
  });
});

describe('draft events', () => {
  it('may have no day yet, and list by their creation until they get one', async () => {
    const created = await stack.call('POST', routes.createEvent.path, { body: { status: 'draft', eventName: 'Undated meetup' } });
    expect(created.status).toBe(201);
    const id = created.body.data._id as string;
    const later = await stack.call('POST', routes.createEvent.path, {
      body: { status: 'draft', eventName: 'Dated meetup', eventDate: '2030-06-01' },
    });
    const order = async () =>
      ((await stack.call('GET', apiPath(routes.listUnpublished, { kind: 'event' }))).body.data as Array<{ _id: string }>).map((e) => e._id);
    // Latest day first: the undated draft sorts by today, after an event in 2030.
    expect((await order()).filter((found) => [id, later.body.data._id].includes(found))).toEqual([later.body.data._id, id]);
    const page = (await stack.call('GET', apiPath(routes.eventList, { page: 1 }))).body.data;
    expect(page.list.map((event: { _id: string }) => event._id)).toContain(id);

    const dated = await stack.call('PUT', apiPath(routes.updateEvent, { id }), { body: { eventDate: '2031-01-15' } });
    expect(dated.body.data).toMatchObject({ status: 'draft', eventDate: '2031-01-15' });
    expect((await order()).filter((found) => [id, later.body.data._id].includes(found))).toEqual([id, later.body.data._id]);
    const publicEvents = (await stack.call('GET', routes.getAllEvents.path, { token: null })).body.data as Array<{ _id: string }>;
    expect(publicEvents.map((event) => event._id)).not.toContain(id);
  });
});

describe('gallery alt texts', () => {
  it('stores each alt text on its gallery image, position by position, and changes them without new uploads', async () => {
    const gallery = [await stack.upload(pngBytes), await stack.upload(pngBytes)];
    const created = await stack.call('POST', routes.createEvent.path, {
      form: {
        eventName: 'Alt text meetup',
        eventDate: '2030-05-01',
        image: await stack.upload(pngBytes),
        imageAlt: 'Stage of the meetup',
        eventImages: gallery,
        eventImagesAlt: ['', 'Speaker at the lectern'],
      },
    });
    expect(created.status).toBe(201);
    const images = created.body.data.eventImages as Array<{ _id: string; alt?: string }>;
    expect(images.map((image) => image.alt)).toEqual([undefined, 'Speaker at the lectern']);
    const updated = await stack.call('PUT', apiPath(routes.updateEvent, { id: created.body.data._id }), {
      body: { eventImagesAlt: ['Audience in the hall', 'Speaker at the lectern'] },
    });
    expect(updated.body.data.eventImages.map((image: { _id: string; alt?: string }) => [image._id, image.alt])).toEqual([
      [images[0]!._id, 'Audience in the hall'],
      [images[1]!._id, 'Speaker at the lectern'],
    ]);
    const tooLong = await stack.call('PUT', apiPath(routes.updateEvent, { id: created.body.data._id }), {
      body: { eventImagesAlt: ['a'.repeat(201)] },
    });
    expect(tooLong.body.errors.eventImagesAlt).toBe('Gallery image alt text must be at most 200 characters.');
  });
});

describe('session refresh', () => {
  it('answers a fresh token for the same admin with a later expiry; an expired token, or one of a removed account, is refused', async () => {
    const key = new TextEncoder().encode(process.env.JWT_SECRET!);
    const accountId = decodeJwt(stack.token).sub!;
    const sign = (seconds: number, sub = accountId) =>
      new SignJWT({ email: admin.email })
        .setProtectedHeader({ alg: 'HS256' })
        .setSubject(sub)
        .setIssuer('enterprise-site')
        .setAudience('enterprise-site-admin')
        .setExpirationTime(Math.floor(Date.now() / 1000) + seconds)
        .sign(key);
    const closeToExpiry = await sign(120);
    const refreshed = await stack.call('POST', routes.refreshSession.path, { token: closeToExpiry });
    expect(refreshed.status).toBe(200);
    expect(refreshed.body.ack).toBe(1);
    const claims = decodeJwt(refreshed.body.token);
    expect(claims).toMatchObject({ email: admin.email, sub: accountId });
    expect(claims.exp! - decodeJwt(closeToExpiry).exp!).toBeGreaterThan(7 * 3600);
    // The new token works on an admin route.
    expect((await stack.call('GET', apiPath(routes.listUnpublished, { kind: 'career' }), { token: refreshed.body.token })).status).toBe(
      200,
    );
    expect((await stack.call('POST', routes.refreshSession.path, { token: await sign(-10) })).status).toBe(401);
    // A token naming another account (this one removed and created again) is not extended.
    expect((await stack.call('POST', routes.refreshSession.path, { token: await sign(120, crypto.randomUUID()) })).status).toBe(401);
  });
});
