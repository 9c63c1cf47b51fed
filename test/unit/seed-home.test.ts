import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { homeSchema } from '../../functions/contract/schemas/home';
import { messages } from '../../functions/contract/messages';
import { seedHome } from '../../infra/local/seed/home';

const withVideo = (youtubeId: unknown) => ({ ...seedHome, videos: [{ ...seedHome.videos[0], youtubeId }] });

/** What the home document alone holds; what every page document's seed meets is in seed-page-documents.test.ts. */
describe('the seeded home page', () => {
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
