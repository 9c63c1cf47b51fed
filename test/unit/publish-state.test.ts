/**
 * The editors' workflow rules on their own: what a body's status
 * and publish time make of an item, what a draft must have, what publishing
 * needs, what a version keeps.
 */
import { describe, expect, it } from 'vitest';
import { messages } from '../../functions/contract/messages';
import { newsSchema, titleFields } from '../../functions/contract/schemas/content';
import { isZonedDateTime } from '../../functions/contract/schemas/patterns';
import { validateContent } from '../../functions/contract/schemas/publish-state';
import { collections } from '../../functions/core/content/collections';
import { HttpError } from '../../functions/core/http/errors';
import { assertPublishable, nextState } from '../../functions/core/content/publish-state';
import { snapshotOf } from '../../functions/core/content/revisions';

/** An upload key as the upload endpoint gives it. */
const upload = 'uploads/0b6f2c1e-8a4d-4c1e-9f3a-2d5e7b9c1a4f';

const now = new Date('2026-11-23T10:00:00.000Z');
const later = '2026-11-23T12:00:00.000Z';
const earlier = '2026-11-23T08:00:00.000Z';

describe('nextState', () => {
  it('publishes a create without a status now (the spec), and one with a past time', () => {
    expect(nextState({}, null, now)).toEqual({ set: { status: 'published', publishedAt: now.toISOString() }, remove: [] });
    expect(nextState({ status: 'published', publishAt: earlier }, null, now).set).toEqual({
      status: 'published',
      publishedAt: now.toISOString(),
      publishAt: earlier,
    });
  });

  it('schedules a publish with a future time, in UTC whatever zone it came in', () => {
    expect(nextState({ status: 'published', publishAt: '2026-11-23T14:00:00+02:00' }, null, now)).toEqual({
      set: { status: 'scheduled', publishAt: later },
      remove: [],
    });
  });

  it('keeps an existing status when the body names none; keeps a scheduled time unless a new one comes', () => {
    expect(nextState({}, { status: 'draft' }, now).set.status).toBe('draft');
    expect(nextState({}, { status: 'scheduled', publishAt: later }, now).set).toEqual({ status: 'scheduled', publishAt: later });
    // Without a status attribute an item is published, and stays so with its first publish time.
    expect(nextState({}, { publishedAt: earlier }, now).set).toEqual({ status: 'published', publishedAt: earlier });
  });

  it('drops the time of a draft, and of a scheduled item published now', () => {
    expect(nextState({ status: 'draft', publishAt: later }, { status: 'scheduled', publishAt: later }, now)).toEqual({
      set: { status: 'draft' },
      remove: ['publishAt'],
    });
    expect(nextState({ status: 'published' }, { status: 'scheduled', publishAt: later }, now)).toEqual({
      set: { status: 'published', publishedAt: now.toISOString() },
      remove: ['publishAt'],
    });
  });
});

describe('validateContent', () => {
  const title = titleFields.news;

  it('lets a draft leave required fields empty, but not its title, and still checks what it gives', () => {
    const draft = validateContent(
      newsSchema,
      { status: 'draft', newsTitle: 'Idea', metaTitle: '', newsContent: '<p><br></p>' },
      'full',
      title,
    );
    expect(draft).toEqual({ ok: true, value: { status: 'draft', newsTitle: 'Idea' } });
    expect(validateContent(newsSchema, { status: 'draft' }, 'full', title)).toEqual({
      ok: false,
      errors: { newsTitle: 'Title is required.' },
    });
    const bad = validateContent(newsSchema, { status: 'draft', newsTitle: 'Idea', metaTitle: 'x'.repeat(201) }, 'full', title);
    expect(bad).toEqual({ ok: false, errors: { metaTitle: 'Meta Title must be at most 200 characters.' } });
  });

  it("checks every spec field of a create that publishes, never the alt text (the spec's forms have none)", () => {
    for (const status of [{}, { status: 'published' }]) {
      const incomplete = validateContent(newsSchema, { newsTitle: 'x', ...status }, 'full', title);
      expect(incomplete.ok ? {} : incomplete.errors).toMatchObject({ metaTitle: 'Meta Title is required.' });
      expect(incomplete.ok ? {} : incomplete.errors).not.toHaveProperty('imageAlt');
      const complete = { newsTitle: 'x', metaTitle: 'x', metaDescription: 'x', newsContent: '<p>x</p>', image: upload, ...status };
      expect(validateContent(newsSchema, complete, 'full', title).ok).toBe(true);
    }
  });

  it('refuses an unknown status and a time without a zone', () => {
    expect(validateContent(newsSchema, { status: 'scheduled' }, 'partial', title)).toEqual({
      ok: false,
      errors: { status: messages.statusInvalid },
    });
    expect(isZonedDateTime('2026-11-23T10:00:00Z')).toBe(true);
    expect(isZonedDateTime('2026-11-23T10:00+05:30')).toBe(true);
    expect(isZonedDateTime('2026-11-23T10:00:00')).toBe(false);
    expect(isZonedDateTime('2026-02-29T10:00:00Z')).toBe(false);
  });
});

describe('assertPublishable', () => {
  const complete = {
    newsTitle: 'x',
    metaTitle: 'x',
    metaDescription: 'x',
    newsContent: '<p>x</p>',
    newsImageURL: '/media/news/a.png',
    imageAlt: 'A picture',
  };

  it('passes a complete item and names every missing field of an incomplete one', () => {
    expect(() => assertPublishable(collections.news, complete)).not.toThrow();
    const { newsImageURL: _, newsContent: __, ...partial } = complete;
    try {
      assertPublishable(collections.news, partial);
      expect.unreachable();
    } catch (error) {
      expect(error).toBeInstanceOf(HttpError);
      expect((error as HttpError).message).toBe(messages.allFieldsRequired);
      expect((error as HttpError).errors).toEqual({ image: 'Image is required.', newsContent: 'News Content is required.' });
    }
  });

  it('publishes an item without alt text (its image is decorative)', () => {
    const { imageAlt: _, ...withoutAlt } = complete;
    expect(() => assertPublishable(collections.news, withoutAlt)).not.toThrow();
  });
});

describe('snapshotOf', () => {
  it('keeps the text fields and status, never images or keys', () => {
    const item = {
      _id: 'x',
      slug: 'x',
      newsTitle: 'Title',
      newsContent: '<p>Body</p>',
      newsImageURL: '/media/news/a.png',
      imageAlt: 'Alt',
      added_date: earlier,
      pk: 'NEWS#x',
    };
    expect(snapshotOf(collections.news, item)).toEqual({
      newsTitle: 'Title',
      newsContent: '<p>Body</p>',
      imageAlt: 'Alt',
      status: 'published',
    });
  });
});
