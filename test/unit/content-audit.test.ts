/** What the content routes tell the audit log, from the item before and after a write. */
import { describe, expect, it } from 'vitest';
import { collections } from '../../functions/core/content/collections';
import { created, deleted, restored, updated } from '../../functions/core/content/content-audit';

const news = collections.news;
const before = { _id: 'n1', newsTitle: 'Old title', status: 'draft', updatedAt: '2026-11-01T10:00:00.000Z' };
const event = (action: string, detail?: string, itemTitle = 'Old title') => ({
  action,
  itemType: 'news',
  itemId: 'n1',
  itemTitle,
  ...(detail ? { detail } : {}),
});

describe('content audit events', () => {
  it('name the created state, and the title a deleted item had', () => {
    expect(created(news, { ...before, status: 'scheduled' })).toEqual(event('create', 'Scheduled'));
    expect(created(news, { _id: 'n1', newsTitle: 'Old title' })).toEqual(event('create', 'Published'));
    expect(deleted(news, before)).toEqual(event('delete'));
  });

  it('tell a change of wording or images from a change of publish state', () => {
    const touched = { updatedAt: '2026-11-02T10:00:00.000Z', updatedBy: 'ed@example.com' };
    expect(updated(news, { before, after: { ...before, ...touched, newsTitle: 'New title' } })).toEqual([
      event('update', undefined, 'New title'),
    ]);
    expect(updated(news, { before, after: { ...before, ...touched, newsImageURL: 'https://cdn/x.png' } })).toEqual([event('update')]);
    const published = { ...before, ...touched, status: 'published', publishedAt: '2026-11-02T10:00:00.000Z' };
    expect(updated(news, { before, after: published })).toEqual([event('status', 'Draft → Published')]);
    expect(updated(news, { before, after: { ...published, newsTitle: 'New title' } })).toEqual([
      event('update', undefined, 'New title'),
      event('status', 'Draft → Published', 'New title'),
    ]);
    // Saved without a change: still a write (a version was kept), so still an update.
    expect(updated(news, { before, after: { ...before, ...touched } })).toEqual([event('update')]);
    // Nothing written at all.
    expect(updated(news, { before, after: before })).toEqual([]);
  });

  it('always record a restore, with the state change it brought', () => {
    expect(restored(news, { before, after: { ...before, newsTitle: 'Older title' } })).toEqual([
      event('restore', undefined, 'Older title'),
    ]);
    expect(restored(news, { before: { ...before, status: 'scheduled' }, after: { ...before, status: 'published' } })).toEqual([
      event('restore'),
      event('status', 'Scheduled → Published'),
    ]);
  });
});
