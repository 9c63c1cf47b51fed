/**
 * The launch copy a new stage's pages need, stored in an empty table and
 * never twice: the local stand-ins, through the same writes as the admin's.
 */
import { describe, expect, it } from 'vitest';
import { routes } from '../../functions/contract/routes';
import { storeSiteCopy } from '../../infra/local/seed/site-copy';
import { seedServices } from '../../infra/local/seed/services';
import { useStack } from './harness';

const stack = useStack();

describe('the launch copy', () => {
  it('stores each kind that has no item yet, and leaves a kind with items alone', async () => {
    // The harness starts with the page documents: home, About and success stories (their pages cannot render without them).
    expect(await storeSiteCopy()).toEqual(['testimonial', 'caseStudy', 'service']);
    const menu = await stack.call('GET', routes.getAllServices.path, { token: null });
    const slugs = (links: Array<{ slug: string }>) => links.map((link) => link.slug).sort();
    expect(slugs(menu.body.data)).toEqual(slugs(seedServices));
    const studies = await stack.call('GET', routes.getAllCaseStudies.path, { token: null });
    expect(studies.body.data).toHaveLength(5);

    expect(await storeSiteCopy()).toEqual([]);
    expect((await stack.call('GET', routes.getAllServices.path, { token: null })).body.data).toHaveLength(16);
  });
});
