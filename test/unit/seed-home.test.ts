import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { homeSchema } from '../../functions/contract/schemas/home';
import type { Field } from '../../functions/contract/schemas/fields';
import { messages } from '../../functions/contract/messages';
import { seedHome } from '../../infra/local/seed/home';

const withVideo = (youtubeId: unknown) => ({ ...seedHome, videos: [{ ...seedHome.videos[0], youtubeId }] });

describe('the seeded home page', () => {
  it('passes the home page form as stored', () => {
    const result = v.safeParse(homeSchema, seedHome);
    expect(result.issues?.map((issue) => issue.message) ?? []).toEqual([]);
    expect(result.output).toEqual(seedHome);
  });

  it('fills no group beyond its most entries, and every field the form has', () => {
    for (const [name, field] of Object.entries(homeSchema.entries as Record<string, Field>)) {
      const value = (seedHome as Record<string, unknown>)[name];
      expect(value, name).toBeDefined();
      if (field.meta.maxItems !== undefined) expect((value as unknown[]).length, name).toBeLessThanOrEqual(field.meta.maxItems);
    }
  });

  it('has no publish state: an update cannot make it a draft', () => {
    expect(Object.keys(homeSchema.entries)).not.toContain('status');
    expect(Object.keys(homeSchema.entries)).not.toContain('publishAt');
  });

  it('holds a video as its YouTube id alone: an address, or anything not shaped like an id, is refused', () => {
    expect(v.safeParse(homeSchema, withVideo('zjkBMFhNj_g')).success).toBe(true);
    for (const id of [
      'https://www.youtube.com/watch?v=zjkBMFhNj_g',
      'javascript:alert(1)',
      'zjkBMFhNj_',
      'zjkBMFhNj_gg',
      'zjkBMF/Nj_g',
      'zjkBMFhNj?g',
    ]) {
      const result = v.safeParse(homeSchema, withVideo(id));
      expect(result.success, id).toBe(false);
      expect(result.issues?.[0]?.message, id).toBe(`Videos, entry 1: ${messages.youtubeIdInvalid}`);
    }
  });

  it('keeps the spec’s figures and its sixteen expertise titles', () => {
    expect(seedHome.stats.map(({ value }) => value)).toEqual(['400+', '20', '1000+']);
    expect(seedHome.areas.map(({ title }) => title)).toHaveLength(16);
    expect(seedHome.chartTags.map(({ text }) => text)).toEqual(['Productivity', 'Profitability', 'Innovation']);
    expect(seedHome.videos).toHaveLength(3);
  });
});
