import { describe, expect, it } from 'vitest';
import { group, text } from '@contract/schemas/fields';
import { form } from '@contract/validation';
import { changeSummary, compareVersions } from './revision-compare';
import { entryLines, revisionSchemas, shown } from './revision-fields';

const news = (fields: Record<string, string>) => ({
  newsTitle: 'Quarterly update',
  metaTitle: 'Quarterly update | Nexoria',
  metaDescription: 'What happened.',
  newsContent: '<p>The story.</p>',
  status: 'draft',
  ...fields,
});

describe('changeSummary', () => {
  it('names the fields a save changed by their form labels, in the form order', () => {
    const older = news({});
    expect(changeSummary('news', older, news({ newsContent: '<p>More.</p>', newsTitle: 'Quarterly update, revised' }))).toBe(
      'Title, News Content changed',
    );
    expect(changeSummary('press', { title: 'A', content: '<p>x</p>' }, { title: 'A', content: '<p>y</p>' })).toBe('Press Content changed');
  });

  it('tells a move of the publish state on its own, and beside changed fields', () => {
    expect(changeSummary('news', news({}), news({ status: 'published' }))).toBe('Status: Draft → Published');
    expect(changeSummary('event', { eventName: 'Data Day', status: 'published' }, { eventName: 'Data Days', status: 'draft' })).toBe(
      'Event Name changed; Status: Published → Draft',
    );
    expect(changeSummary('news', news({ status: 'published' }), news({ status: 'scheduled', publishAt: '2026-12-01T09:00:00.000Z' }))).toBe(
      'Publish at changed; Status: Published → Scheduled',
    );
  });

  it('counts a field one version lacks as empty there, and says when nothing changed', () => {
    expect(changeSummary('news', news({}), news({ newsLink: 'https://example.com/story' }))).toBe('Source Link changed');
    expect(changeSummary('news', news({ newsLink: '' }), news({}))).toBe('No changes');
    expect(changeSummary('news', news({}), news({}))).toBe('No changes');
  });
});

describe('compareVersions', () => {
  it('pairs every field either version holds, in the form order, marking the changed ones', () => {
    const pairs = compareVersions('news', news({ newsTitle: 'Old title' }), news({ status: 'published' }));
    expect(pairs.map((pair) => pair.label)).toEqual(['Title', 'Meta Title', 'Meta Description', 'News Content', 'Status']);
    expect(pairs.filter((pair) => pair.changed)).toEqual([
      { name: 'newsTitle', label: 'Title', older: 'Old title', newer: 'Quarterly update', changed: true },
      { name: 'status', label: 'Status', older: 'draft', newer: 'published', changed: true },
    ]);
  });
});

describe('entryLines', () => {
  const schema = form({
    title: text('Title'),
    facts: group('Facts', { maxItems: 3, entries: { label: text('Label'), value: text('Value') } }),
  });

  it("reads a group's entries a line each, its fields in the schema's order joined with a middle dot", () => {
    const stored = JSON.stringify([{ value: '2 million', label: 'Users' }, { label: 'Uptime' }]);
    expect(entryLines(schema, 'facts', stored)).toEqual(['Users · 2 million', 'Uptime']);
  });

  it('leaves any other field, and a group whose JSON it cannot read, to be shown as text', () => {
    expect(entryLines(schema, 'title', '[{"label":"x"}]')).toBeUndefined();
    expect(entryLines(schema, 'facts', 'Users')).toBeUndefined();
    expect(entryLines(schema, 'facts', '{"label":"x"}')).toBeUndefined();
  });
});

describe('a service’s versions', () => {
  it('name its fields by the form’s labels and its menu group by the menu’s words', () => {
    const older = { serviceTitle: 'SAP', menuGroup: 'sap', skills: '[{"tab":"Platforms","name":"SAP","logo":"sap"}]' };
    const newer = { ...older, menuGroup: 'backend', skills: '[{"tab":"Platforms","name":"SAP HANA","logo":"sap"}]' };
    expect(changeSummary('service', older, newer)).toBe('Menu group, Technical skills changed');
    expect(shown('menuGroup', 'backend')).toBe('Back End');
    expect(shown('menuGroup', 'toString')).toBe('toString');
    expect(entryLines(revisionSchemas.service, 'skills', newer.skills)).toEqual(['Platforms · SAP HANA · sap']);
  });
});
