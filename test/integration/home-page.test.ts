/**
 * The home page's one document over the real local stand-ins, each route
 * under its own grants: the public read (404 while the table has none), the
 * update as text alone (always published), a video held by its id alone,
 * roles, and the generic {kind} routes' item, versions, restore and audit.
 */
import { describe, expect, it } from 'vitest';
import type { AuditEntry } from '../../functions/contract/audit';
import type { HomePage } from '../../functions/contract/entities';
import { messages } from '../../functions/contract/messages';
import { apiPath, routes } from '../../functions/contract/routes';
import { deleteById, listAll } from '../../functions/core/db/repository';
import { seedHome } from '../../infra/local/seed/home';
import { seedHomePage } from './home-seed';
import { signInAs, useStack } from './harness';

const stack = useStack();

const getHome = () => stack.call('GET', routes.getHomePage.path, { token: null });
const putHome = (id: string, body: unknown, token?: string | null) =>
  stack.call('PUT', apiPath(routes.updateHomePage, { id }), { body, token });
const contentRoute = (route: keyof typeof routes, params: Record<string, string>, token?: string) =>
  stack.call(route === 'restoreRevision' ? 'POST' : 'GET', apiPath(routes[route], { kind: 'home', ...params }), { token });

/** The one home document the seed made (made again where a test removed it). */
async function homeDocument(): Promise<HomePage> {
  const [stored] = await listAll<HomePage>('HOME');
  return stored ?? ((await seedHomePage()) as HomePage);
}

describe('the home page document', () => {
  it('answers "Home page not found" (404) while the table has none', async () => {
    await deleteById('HOME', (await homeDocument())._id);
    expect(await getHome()).toMatchObject({ status: 404, body: { msg: 'Home page not found' } });
    await seedHomePage();
  });

  it('answers the seeded copy to any visitor, without who last changed it', async () => {
    const { _id } = await homeDocument();
    const answer = await getHome();
    expect(answer.status).toBe(200);
    expect(answer.body.data).toMatchObject({ _id, ...seedHome });
    expect(answer.body.data).not.toHaveProperty('updatedBy');
  });

  it('takes an Editor’s new stats figure at once, keeps the page published, and restores the earlier version', async () => {
    const { _id } = await homeDocument();
    const { token } = await signInAs(stack, 'editor');
    const stats = [{ ...seedHome.stats[0]!, value: '450+' }, ...seedHome.stats.slice(1)];
    const saved = await putHome(_id, { stats, status: 'draft' }, token);
    expect(saved.status, JSON.stringify(saved.body)).toBe(200);
    expect(saved.body).toMatchObject({ ack: 1, msg: 'Home page has been updated' });
    const now = await getHome();
    expect(now.body.data.stats).toEqual(stats);
    expect(now.body.data.heroTitle).toBe(seedHome.heroTitle);

    expect((await contentRoute('getContentItem', { id: _id }, token)).body.data).toMatchObject({ stats, status: 'published' });
    const versions = await contentRoute('listRevisions', { id: _id }, token);
    const [earlier] = versions.body.data as Array<{ _id: string; snapshot: Record<string, string> }>;
    expect(earlier?.snapshot.stats).toContain('400+');
    const restored = await contentRoute('restoreRevision', { id: _id, revisionId: earlier!._id }, token);
    expect(restored.status, JSON.stringify(restored.body)).toBe(200);
    expect((await getHome()).body.data.stats).toEqual(seedHome.stats);
    const audit = await stack.call('GET', `${routes.listAudit.path}?itemType=home`);
    const actions = (audit.body.data.list as AuditEntry[]).filter((entry) => entry.itemId === _id).map(({ action }) => action);
    expect(actions).toEqual(['restore', 'update']);
  });

  it('refuses a video address, an emptied title and a half-filled stat with 400, storing nothing', async () => {
    const { _id } = await homeDocument();
    const before = (await getHome()).body.data;
    const answer = await putHome(_id, {
      heroTitle: ' ',
      stats: [{ value: '450+', label: 'Engineers' }],
      videos: [{ youtubeId: 'https://evil.example/embed', title: 'Elsewhere', caption: 'A talk' }],
      areas: { title: 'not a list' },
    });
    expect(answer.status).toBe(400);
    expect(answer.body.errors).toEqual({
      heroTitle: 'Hero title is required.',
      stats: 'Stats, entry 1: Detail is required.',
      videos: `Videos, entry 1: ${messages.youtubeIdInvalid}`,
      areas: 'Expertise areas must be a list.',
    });
    expect((await getHome()).body.data).toEqual(before);
  });

  it('answers 404 for an id that names no home document', async () => {
    await homeDocument();
    for (const id of ['../about', crypto.randomUUID()]) {
      expect(await putHome(id, { heroTitle: 'Elsewhere' }), id).toMatchObject({ status: 404, body: { msg: messages.notFound.home } });
    }
  });

  it('lets Owners and Editors write, answers 403 to Sales and Recruiters and 401 without a session', async () => {
    const { _id } = await homeDocument();
    for (const role of ['sales', 'recruiter'] as const) {
      const { token } = await signInAs(stack, role);
      expect(await putHome(_id, { heroBadge: 'Not theirs' }, token), role).toMatchObject({
        status: 403,
        body: { msg: messages.forbidden },
      });
    }
    expect((await putHome(_id, { heroBadge: 'Nobody' }, null)).status).toBe(401);
    expect((await putHome(_id, { heroBadge: seedHome.heroBadge })).status).toBe(200);
    expect((await getHome()).body.data.heroBadge).toBe(seedHome.heroBadge);
  });
});
