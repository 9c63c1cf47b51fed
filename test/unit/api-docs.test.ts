import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { routeList } from '../../functions/contract/routes';
import { apiDocsPath, renderApiDocs } from '../../infra/tools/api-docs';

describe('docs/api.md', () => {
  it('is what `npm run docs:api` writes from the route table today', async () => {
    const committed = readFileSync(apiDocsPath, 'utf8');
    expect(committed, 'docs/api.md is out of date: run `npm run docs:api` and commit it').toBe(await renderApiDocs());
  });

  it('has an entry per route naming its path, handler file and roles', async () => {
    const docs = await renderApiDocs();
    for (const route of routeList) {
      const entry = docs.split(`\n## ${route.name}\n`)[1]?.split('\n## ')[0] ?? '';
      expect(entry, route.name).toContain(`\`${route.method} ${route.path}\``);
      expect(entry, route.name).toContain(`functions/handlers/${route.handler}.ts`);
      expect(entry, route.name).toContain(route.access === 'public' ? '· public' : `admin: ${route.roles?.join(', ')}`);
    }
  });
});
