/**
 * The home page is published from its one document: a save rewrites / with
 * the new copy embedded; a table without the document makes a publish fail
 * loudly (naming /) rather than put a home page without its copy.
 */
import { describe, expect, it } from 'vitest';
import type { HomePage } from '../../functions/contract/entities';
import { apiPath, routes } from '../../functions/contract/routes';
import { deleteById, listAll } from '../../functions/core/db/repository';
import { seedHomePage } from './home-seed';
import { pageData } from './publish-support';
import { usePublishingStack } from './publishing-stack';

const stack = usePublishingStack('publish-home');
const settled = () => stack.server.publishing!.settled();
const homeHtml = async () => (await fetch(`${stack.server.url}/`)).text();
const embedded = async () => pageData(await homeHtml())[routes.getHomePage.path] as HomePage;
const publishAll = () => fetch(`${stack.server.url}/__local/publish`, { method: 'POST' });

describe('publishing the home page', () => {
  it('rewrites / after a save, with the new figure in its embedded document', async () => {
    await settled();
    expect((await embedded()).stats[0]?.value).toBe('400+');
    const [{ _id, stats }] = (await listAll<HomePage>('HOME')) as [HomePage];
    const saved = await stack.call('PUT', apiPath(routes.updateHomePage, { id: _id }), {
      stats: [{ ...stats[0], value: '450+' }, ...stats.slice(1)],
    });
    expect(saved.status, JSON.stringify(saved.body)).toBe(200);
    await settled();
    expect((await embedded()).stats.map(({ value }) => value)).toEqual(['450+', '20', '1000+']);
  });

  it('fails a publish loudly, naming /, while the table has no home document', async () => {
    await settled();
    const [{ _id }] = (await listAll<HomePage>('HOME')) as [HomePage];
    await deleteById('HOME', _id);
    await settled().catch(() => undefined);
    const failed = await publishAll();
    expect(failed.status).not.toBe(200);
    // The failed pages are listed by path: / among them.
    expect(JSON.stringify(await failed.json())).toMatch(/Could not publish (\S+, )*\/(,|")/);
    await seedHomePage();
    await settled().catch(() => undefined);
    expect((await publishAll()).status).toBe(200);
  });
});
