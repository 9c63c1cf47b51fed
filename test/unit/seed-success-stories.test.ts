import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { fillIn, placeholderProblem, placeholdersIn, splitAt } from '../../functions/contract/placeholders';
import type { Field } from '../../functions/contract/schemas/fields';
import { successStoriesSchema } from '../../functions/contract/schemas/success-stories';
import { successStoriesProblems } from '../../functions/contract/success-stories-rules';
import { seedSuccessStories } from '../../infra/local/seed/success-stories';

const parse = (changes: Record<string, unknown>) => v.safeParse(successStoriesSchema, { ...seedSuccessStories, ...changes });
const firstMessage = (changes: Record<string, unknown>) => parse(changes).issues?.[0]?.message;

describe('the seeded success-stories page', () => {
  it('passes the form as stored, and meets the rules across its fields', () => {
    const result = parse({});
    expect(result.issues?.map((issue) => issue.message) ?? []).toEqual([]);
    expect(result.output).toEqual(seedSuccessStories);
    expect(successStoriesProblems(seedSuccessStories)).toEqual({});
  });

  it('holds the page’s former figures: four years of clients, 24 clients, the growth series, 4 highlights and 8 metrics', () => {
    expect(seedSuccessStories.clientYears.map((entry) => entry.year)).toEqual([2022, 2021, 2020, 2019]);
    expect(seedSuccessStories.clients).toHaveLength(24);
    expect(seedSuccessStories.clients.filter((client) => client.year === 2022)).toHaveLength(7);
    expect(seedSuccessStories.growth.map((point) => point.activeClients)).toEqual([12, 16, 21, 27]);
    expect(seedSuccessStories.highlights).toHaveLength(4);
    expect(seedSuccessStories.metrics.map((metric) => metric.value)).toEqual(['92%', '95%', '90%', '65%', '28%', '7', '20', '1000+']);
  });

  it('fills no group beyond its most entries, and every required field the form has', () => {
    for (const [name, field] of Object.entries(successStoriesSchema.entries as Record<string, Field>)) {
      const value = (seedSuccessStories as Record<string, unknown>)[name];
      if (field.meta.required) expect(value, name).toBeDefined();
      if (field.meta.maxItems !== undefined) expect((value as unknown[]).length, name).toBeLessThanOrEqual(field.meta.maxItems);
    }
  });

  it('has no publish state: an update cannot make it a draft', () => {
    expect(Object.keys(successStoriesSchema.entries)).not.toContain('status');
    expect(Object.keys(successStoriesSchema.entries)).not.toContain('publishAt');
  });
});

describe('the success-stories form', () => {
  it('reads whole numbers from digits or numbers, and refuses anything else', () => {
    const growth = (newClients: unknown) => [{ year: 2019, newClients, activeClients: 12 }];
    expect(parse({ growth: growth('7') }).output).toMatchObject({ growth: [{ year: 2019, newClients: 7, activeClients: 12 }] });
    for (const bad of ['7.5', '-1', 'seven', 2_000_000]) {
      expect(firstMessage({ growth: growth(bad) }), String(bad)).toBe(
        'Growth, entry 1: New clients must be a whole number from 0 to 1000000.',
      );
    }
    expect(firstMessage({ clientYears: [{ year: 1850, summary: 'Long ago.' }] })).toBe(
      'Client years, entry 1: Year must be a whole number from 1900 to 2100.',
    );
  });

  it('needs each client’s glyph, tone and style from their choices', () => {
    const client = seedSuccessStories.clients[0];
    expect(firstMessage({ clients: [{ ...client, tone: '' }] })).toBe('Clients, entry 1: Tone is required.');
    expect(firstMessage({ clients: [{ ...client, style: 'italic' }] })).toBe(
      'Clients, entry 1: Style must be one of: Bold, Light, Capitals, Serif.',
    );
  });

  it('checks the banner’s placeholders: {service} once in the tech pages’ title, no unknown one anywhere', () => {
    expect(firstMessage({ serviceTitle: 'Results our {service} {service} teams' })).toBe(
      'Service banner title must contain {service} exactly once.',
    );
    expect(firstMessage({ serviceKicker: 'Stories · {tech}' })).toBe(
      'Service banner kicker may only use the placeholders {service}, {group}, not {tech}.',
    );
    expect(firstMessage({ metaDescription: 'How {service} helped' })).toBe(
      'Meta Description may only use the placeholders {company}, not {service}.',
    );
    expect(parse({ serviceKicker: 'Success stories', serviceLead: 'Our engineers' }).success).toBe(true);
  });
});

describe('the rules across the document', () => {
  const { clientYears, clients, growth } = seedSuccessStories;

  it('needs a summary for every client’s year and a client for every summary, each year once', () => {
    expect(successStoriesProblems({ clientYears, clients: [...clients, { ...clients[0]!, year: 2018 }], growth })).toEqual({
      clients: 'Clients, entry 25: Year 2018 has no entry in Client years.',
    });
    expect(successStoriesProblems({ clientYears: [...clientYears, { year: 2023, summary: 'Next.' }], clients, growth })).toEqual({
      clientYears: 'Client years, entry 5: Year 2023 has no clients in Clients.',
    });
    expect(successStoriesProblems({ clientYears: [...clientYears, clientYears[0]!], clients, growth })).toEqual({
      clientYears: 'Client years, entry 5: Year 2022 is listed twice.',
    });
    expect(successStoriesProblems({ clientYears, clients, growth: [growth[0]!, growth[0]!] })).toEqual({
      growth: 'Growth, entry 2: Year 2019 is listed twice.',
    });
  });
});

describe('placeholders', () => {
  const values = { service: 'React', group: 'Web Development' };

  it('fills them in, leaving one without a value as written', () => {
    expect(fillIn('Success stories · {group}', values)).toBe('Success stories · Web Development');
    expect(fillIn('{service} and {other}', values)).toBe('React and {other}');
    expect(placeholdersIn('{a} {b} {a}')).toEqual(['a', 'b', 'a']);
  });

  it('splits a text around a placeholder, filling in the rest', () => {
    expect(splitAt('Results our {service} teams helped deliver', 'service', values)).toEqual(['Results our ', ' teams helped deliver']);
    expect(splitAt('{service} in {group}', 'service', values)).toEqual(['', ' in Web Development']);
    expect(splitAt('No placeholder', 'service', values)).toEqual(['No placeholder', '']);
  });

  it('says what is wrong with a text’s placeholders', () => {
    expect(placeholderProblem('Title', 'Plain', [])).toBeUndefined();
    expect(placeholderProblem('Title', '{x}', [])).toBe('Title has no placeholders.');
    expect(placeholderProblem('Title', 'Our teams', ['service'], ['service'])).toBe('Title must contain {service} exactly once.');
  });
});
