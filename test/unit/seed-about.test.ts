import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { aboutSchema } from '../../functions/contract/schemas/about';
import type { Field } from '../../functions/contract/schemas/fields';
import { seedAbout } from '../../infra/local/seed/about';

describe('the seeded About page', () => {
  it('passes the About page form as stored', () => {
    const result = v.safeParse(aboutSchema, seedAbout);
    expect(result.issues?.map((issue) => issue.message) ?? []).toEqual([]);
    expect(result.output).toEqual(seedAbout);
  });

  it('fills no group beyond its most entries, and every field the form has', () => {
    for (const [name, field] of Object.entries(aboutSchema.entries as Record<string, Field>)) {
      const value = (seedAbout as Record<string, unknown>)[name];
      expect(value, name).toBeDefined();
      if (field.meta.maxItems !== undefined) expect((value as unknown[]).length, name).toBeLessThanOrEqual(field.meta.maxItems);
    }
  });

  it('has no publish state: an update cannot make it a draft', () => {
    expect(Object.keys(aboutSchema.entries)).not.toContain('status');
    expect(Object.keys(aboutSchema.entries)).not.toContain('publishAt');
  });
});
