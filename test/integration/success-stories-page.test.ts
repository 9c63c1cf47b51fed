/**
 * The success-stories page's one document over the real local stand-ins, each
 * route under its own grants: the public read (404 while the table has none),
 * the update as text alone (always published), the field and cross-field
 * refusals, roles, and the generic {kind} routes' item, versions and restore.
 */
import { describe, expect, it } from 'vitest';
import type { AuditEntry } from '../../functions/contract/audit';
import type { SuccessStoriesPage } from '../../functions/contract/entities';
import { messages } from '../../functions/contract/messages';
import { apiPath, routes } from '../../functions/contract/routes';
import { deleteById, listAll } from '../../functions/core/db/repository';
import { seedSuccessStories } from '../../infra/local/seed/success-stories';
import { signInAs, useStack } from './harness';
import { seedSuccessStoriesPage } from './stories-seed';

const stack = useStack();

const read = () => stack.call('GET', routes.getSuccessStoriesPage.path, { token: null });
const update = (id: string, body: unknown, token?: string | null) =>
  stack.call('PUT', apiPath(routes.updateSuccessStoriesPage, { id }), { body, token });

/** The one document the seed made. */
async function document(): Promise<SuccessStoriesPage> {
  const [found] = await listAll<SuccessStoriesPage>('STORIES');
  return found ?? ((await seedSuccessStoriesPage()) as SuccessStoriesPage);
}

const withMetric = (value: string) => [{ ...seedSuccessStories.metrics[0]!, value }, ...seedSuccessStories.metrics.slice(1)];

describe('the success-stories document', () => {
  it('answers 404 while the table has none', async () => {
    await deleteById('STORIES', (await document())._id);
    expect(await read()).toMatchObject({ status: 404, body: { msg: 'Success stories page not found' } });
    await seedSuccessStoriesPage();
  });

  it('answers the seeded document to anyone, figures as numbers, without who changed it', async () => {
    const { _id } = await document();
    const answer = await read();
    expect(answer.status).toBe(200);
    expect(answer.body.data).toMatchObject({ _id, ...seedSuccessStories });
    expect(answer.body.data.growth[0]).toEqual({ year: 2019, newClients: 6, activeClients: 12 });
    expect(answer.body.data).not.toHaveProperty('updatedBy');
  });

  it('lets an Editor change a metric: the page answers it at once, still published; versions, restore and audit follow', async () => {
    const { _id } = await document();
    const { token } = await signInAs(stack, 'editor');
    const answer = await update(_id, { metrics: withMetric('93%'), status: 'draft' }, token);
    expect(answer.status, JSON.stringify(answer.body)).toBe(200);
    expect(answer.body).toMatchObject({ ack: 1, msg: 'Success stories page has been updated' });
    const after = (await read()).body.data as SuccessStoriesPage;
    expect(after.metrics[0]).toMatchObject({ value: '93%', label: 'On-time milestones' });
    expect(after.bannerTitle).toBe(seedSuccessStories.bannerTitle);

    const item = await stack.call('GET', apiPath(routes.getContentItem, { kind: 'successStories', id: _id }));
    expect(item.body.data).toMatchObject({ status: 'published' });
    const versions = await stack.call('GET', apiPath(routes.listRevisions, { kind: 'successStories', id: _id }));
    const [previous] = versions.body.data as Array<{ _id: string; snapshot: Record<string, string> }>;
    expect(previous?.snapshot.metrics).toContain('92%');
    const restored = await stack.call(
      'POST',
      apiPath(routes.restoreRevision, { kind: 'successStories', id: _id, revisionId: previous!._id }),
      { token },
    );
    expect(restored.status, JSON.stringify(restored.body)).toBe(200);
    expect((await read()).body.data.metrics).toEqual(seedSuccessStories.metrics);
    const audit = await stack.call('GET', `${routes.listAudit.path}?itemType=successStories`);
    const entries = (audit.body.data.list as AuditEntry[]).filter((entry) => entry.itemId === _id);
    expect(entries.map(({ action }) => action)).toEqual(['restore', 'update']);
  });

  it('takes growth figures sent as digits (as the form sends them) and stores them as numbers', async () => {
    const { _id } = await document();
    const growth = [...seedSuccessStories.growth, { year: '2023', newClients: '9', activeClients: '1250' }];
    const answer = await update(_id, { growth });
    expect(answer.status, JSON.stringify(answer.body)).toBe(200);
    expect((await read()).body.data.growth.at(-1)).toEqual({ year: 2023, newClients: 9, activeClients: 1250 });
    expect((await update(_id, { growth: seedSuccessStories.growth })).status).toBe(200);
  });

  it('refuses bad input with 400 and each field’s message, and stores nothing', async () => {
    const { _id } = await document();
    const before = (await read()).body.data;
    const answer = await update(_id, {
      bannerTitle: '',
      serviceTitle: 'Results our teams helped deliver',
      serviceLead: 'Our {tech} engineers',
      clients: [{ ...seedSuccessStories.clients[0], glyph: 'star' }],
      growth: [{ year: 2019, newClients: '6.5', activeClients: 12 }],
      metrics: 'not a list',
      highlights: [{ value: '400+', label: 'Engineers' }],
    });
    expect(answer.status).toBe(400);
    expect(answer.body.errors).toEqual({
      bannerTitle: 'Banner title is required.',
      serviceTitle: 'Service banner title must contain {service} exactly once.',
      serviceLead: 'Service banner lead may only use the placeholders {service}, {group}, not {tech}.',
      clients: 'Clients, entry 1: Glyph must be one of: Circle, Square, Triangle, Hexagon, Diamond, Ring, Bars, Arc.',
      growth: 'Growth, entry 1: New clients must be a whole number from 0 to 1000000.',
      metrics: 'Metrics must be a list.',
      highlights: 'Highlights, entry 1: Detail is required.',
    });
    expect((await read()).body.data).toEqual(before);
  });

  it('refuses a document whose years do not meet, naming the entry, and stores nothing', async () => {
    const { _id } = await document();
    const before = (await read()).body.data;
    const orphan = [...seedSuccessStories.clients, { ...seedSuccessStories.clients[0]!, year: 2018, name: 'Oldfield' }];
    expect((await update(_id, { clients: orphan })).body.errors).toEqual({
      clients: 'Clients, entry 25: Year 2018 has no entry in Client years.',
    });
    const empty = [...seedSuccessStories.clientYears, { year: 2023, summary: 'A year to come.' }];
    expect((await update(_id, { clientYears: empty })).body.errors).toEqual({
      clientYears: 'Client years, entry 5: Year 2023 has no clients in Clients.',
    });
    const twice = [...seedSuccessStories.growth, { year: 2019, newClients: 1, activeClients: 1 }];
    const answer = await update(_id, { growth: twice });
    expect(answer.status).toBe(400);
    expect(answer.body.errors).toEqual({ growth: 'Growth, entry 5: Year 2019 is listed twice.' });
    expect((await read()).body.data).toEqual(before);
  });

  it('answers 404 for an id that names no success-stories document', async () => {
    await document();
    for (const id of ['not-an-id', crypto.randomUUID()]) {
      expect(await update(id, { bannerTitle: 'Elsewhere' }), id).toMatchObject({
        status: 404,
        body: { msg: messages.notFound.successStories },
      });
    }
  });

  it('lets Owners and Editors write, answers 403 to Sales and Recruiters and 401 without a session', async () => {
    const { _id } = await document();
    for (const role of ['sales', 'recruiter'] as const) {
      const { token } = await signInAs(stack, role);
      expect(await update(_id, { bannerTitle: 'Not theirs' }, token), role).toMatchObject({
        status: 403,
        body: { msg: messages.forbidden },
      });
    }
    expect((await update(_id, { bannerTitle: 'Nobody' }, null)).status).toBe(401);
    expect((await update(_id, { bannerTitle: seedSuccessStories.bannerTitle })).status).toBe(200);
    expect((await read()).body.data.bannerTitle).toBe(seedSuccessStories.bannerTitle);
  });
});
