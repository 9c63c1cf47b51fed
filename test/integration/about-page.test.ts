/**
 * The About page's one document over the real local stand-ins, each route
 * under its own grants: the public read (404 while the table has none), the
 * update as text alone (always published), refusals, roles, and the generic
 * {kind} routes' item, versions and restore.
 */
import { describe, expect, it } from 'vitest';
import type { AuditEntry } from '../../functions/contract/audit';
import type { AboutPage } from '../../functions/contract/entities';
import { messages } from '../../functions/contract/messages';
import { apiPath, routes } from '../../functions/contract/routes';
import { deleteById, listAll } from '../../functions/core/db/repository';
import { seedAbout } from '../../infra/local/seed/about';
import { seedAboutPage } from './about-seed';
import { signInAs, useStack } from './harness';

const stack = useStack();

const read = () => stack.call('GET', routes.getAboutPage.path, { token: null });
const update = (id: string, body: unknown, token?: string | null) =>
  stack.call('PUT', apiPath(routes.updateAboutPage, { id }), { body, token });

/** The one document the seed made. */
async function document(): Promise<AboutPage> {
  const [found] = await listAll<AboutPage>('ABOUT');
  return found ?? ((await seedAboutPage()) as AboutPage);
}

describe('the About page document', () => {
  it('answers 404 while the table has none', async () => {
    await deleteById('ABOUT', (await document())._id);
    expect(await read()).toMatchObject({ status: 404, body: { msg: messages.notFound.about } });
    await seedAboutPage();
  });

  it('answers the seeded document to anyone, without who changed it', async () => {
    const { _id } = await document();
    const answer = await read();
    expect(answer.status).toBe(200);
    expect(answer.body.data).toMatchObject({ _id, ...seedAbout });
    expect(answer.body.data).not.toHaveProperty('updatedBy');
  });

  it('lets an Editor change a figure: the page answers it at once, still published, a draft asked for is ignored', async () => {
    const { _id } = await document();
    const { token } = await signInAs(stack, 'editor');
    const badges = [{ value: '450+', label: 'engineers in our talent pool' }, seedAbout.badges[1]];
    const answer = await update(_id, { badges, status: 'draft' }, token);
    expect(answer.status, JSON.stringify(answer.body)).toBe(200);
    expect(answer.body).toMatchObject({ ack: 1, msg: messages.updated.about });
    const after = await read();
    expect(after.status).toBe(200);
    expect(after.body.data.badges).toEqual(badges);
    expect(after.body.data.heroTitle).toBe(seedAbout.heroTitle);

    // The generic {kind} routes serve it: the item, its earlier version, a restore, the audit log.
    const item = await stack.call('GET', apiPath(routes.getContentItem, { kind: 'about', id: _id }));
    expect(item.body.data).toMatchObject({ badges, status: 'published' });
    const versions = await stack.call('GET', apiPath(routes.listRevisions, { kind: 'about', id: _id }));
    const [previous] = versions.body.data as Array<{ _id: string; snapshot: Record<string, string> }>;
    expect(previous?.snapshot.badges).toContain('400+');
    const restored = await stack.call('POST', apiPath(routes.restoreRevision, { kind: 'about', id: _id, revisionId: previous!._id }), {
      token,
    });
    expect(restored.status, JSON.stringify(restored.body)).toBe(200);
    expect((await read()).body.data.badges).toEqual(seedAbout.badges);
    const audit = await stack.call('GET', `${routes.listAudit.path}?itemType=about`);
    const entries = (audit.body.data.list as AuditEntry[]).filter((entry) => entry.itemId === _id);
    expect(entries.map(({ action }) => action)).toEqual(['restore', 'update']);
  });

  it('refuses bad input with 400 and each field’s message, and stores nothing', async () => {
    const { _id } = await document();
    const before = (await read()).body.data;
    const answer = await update(_id, {
      heroTitle: '',
      badges: [{ value: '450+' }],
      whyUs: 'not a list',
      xfactorText: 'x'.repeat(1201),
    });
    expect(answer.status).toBe(400);
    expect(answer.body.errors).toEqual({
      heroTitle: 'Hero title is required.',
      badges: 'Badges, entry 1: Label is required.',
      whyUs: 'Why us items must be a list.',
      xfactorText: expect.stringContaining('X-factor text'),
    });
    expect((await read()).body.data).toEqual(before);
  });

  it('answers 404 for an id that names no About document', async () => {
    await document();
    for (const id of ['not-an-id', crypto.randomUUID()]) {
      expect(await update(id, { heroTitle: 'Elsewhere' }), id).toMatchObject({ status: 404, body: { msg: messages.notFound.about } });
    }
  });

  it('lets Owners and Editors write, answers 403 to Sales and Recruiters and 401 without a session', async () => {
    const { _id } = await document();
    for (const role of ['sales', 'recruiter'] as const) {
      const { token } = await signInAs(stack, role);
      expect(await update(_id, { heroTitle: 'Not theirs' }, token), role).toMatchObject({ status: 403, body: { msg: messages.forbidden } });
    }
    expect((await update(_id, { heroTitle: 'Nobody' }, null)).status).toBe(401);
    expect((await update(_id, { heroTitle: seedAbout.heroTitle })).status).toBe(200);
    expect((await read()).body.data.heroTitle).toBe(seedAbout.heroTitle);
  });
});
