import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { aboutSchema } from '../../functions/contract/schemas/about';
import { homeSchema } from '../../functions/contract/schemas/home';
import type { Field, Schema } from '../../functions/contract/schemas/fields';
import { seedAbout } from '../../infra/local/seed/about';
import { seedHome } from '../../infra/local/seed/home';

/** Each page kept as one document, with the copy the seed stores for it. */
const documents: Array<[string, Schema, object]> = [
  ['About page', aboutSchema, seedAbout],
  ['home page', homeSchema, seedHome],
];

describe.each(documents)('the seeded %s', (_name, schema, seed) => {
  it('passes its form as stored', () => {
    const result = v.safeParse(schema, seed);
    expect(result.issues?.map((issue) => issue.message) ?? []).toEqual([]);
    expect(result.output).toEqual(seed);
  });

  it('fills no group beyond its most entries, and every field the form has', () => {
    for (const [name, field] of Object.entries(schema.entries as Record<string, Field>)) {
      const value = (seed as Record<string, unknown>)[name];
      expect(value, name).toBeDefined();
      if (field.meta.maxItems !== undefined) expect((value as unknown[]).length, name).toBeLessThanOrEqual(field.meta.maxItems);
    }
  });

  it('has no publish state: an update cannot make it a draft', () => {
    expect(Object.keys(schema.entries)).not.toContain('status');
    expect(Object.keys(schema.entries)).not.toContain('publishAt');
  });
});
