/**
 * A case study is a page of its own and a teaser on the home page: the local
 * stack's publisher writes /case-studies/{slug} and rewrites `/` after each
 * write that is public before or after; unpublishing or deleting one removes
 * its page, its teaser and its sitemap entry.
 */
import { describe, expect, it } from 'vitest';
import { apiPath, routes } from '../../functions/contract/routes';
import { pageData } from './publish-support';
import { usePublishingStack } from './publishing-stack';

const stack = usePublishingStack('publish-case-studies');
const { call } = stack;

const visit = async (path: string) => {
  const response = await fetch(`${stack.server.url}${path}`, { redirect: 'manual' });
  return { status: response.status, location: response.headers.get('location'), html: await response.text() };
};
const teaserTitles = async () =>
  ((pageData((await visit('/')).html)[routes.getAllCaseStudies.path] ?? []) as Array<{ teaserTitle: string }>).map(
    (item) => item.teaserTitle,
  );
const sitemap = async () => (await visit('/sitemap.xml')).html;
const settled = () => stack.server.publishing!.settled();

const study = {
  caseTitle: 'A claims platform for an insurer',
  slug: 'insurance',
  sector: 'INSURANCE',
  subtitle: 'Claims settled in days, not weeks.',
  metaDescription: 'How we rebuilt an insurer’s claims platform.',
  art: 'health',
  overview: [{ text: 'The insurer settled claims on paper.' }],
  whatWeDid: [{ title: 'Rebuilt the claims flow', text: 'One screen per claim.' }],
  technology: [{ name: 'Kotlin' }],
  teaserTitle: 'INSURANCE',
  teaserText: 'Claims settled in days.',
  order: '1',
};

describe('publishing case studies', () => {
  it('publishes its page and its teaser, follows a change, a move, unpublishing and a delete', async () => {
    expect(await teaserTitles()).toEqual([]);
    const created = await call('POST', routes.createCaseStudy.path, study);
    expect(created.status, JSON.stringify(created.body)).toBe(201);
    const id = created.body.data._id!;
    await settled();
    const published = await visit('/case-studies/insurance');
    expect(published.status).toBe(200);
    expect(pageData(published.html)[apiPath(routes.getCaseStudy, { id: 'insurance' })]).toMatchObject({ caseTitle: study.caseTitle });
    expect(await teaserTitles()).toEqual(['INSURANCE']);
    expect(await sitemap()).toContain('/case-studies/insurance</loc>');

    expect((await call('PUT', apiPath(routes.updateCaseStudy, { id }), { teaserTitle: 'CLAIMS' })).status).toBe(200);
    await settled();
    expect(await teaserTitles()).toEqual(['CLAIMS']);

    expect((await call('PUT', apiPath(routes.updateCaseStudy, { id }), { slug: 'insurance-claims' })).status).toBe(200);
    await settled();
    expect(await visit('/case-studies/insurance')).toMatchObject({ status: 301, location: '/case-studies/insurance-claims' });
    expect((await visit('/case-studies/insurance-claims')).status).toBe(200);

    expect((await call('PUT', apiPath(routes.updateCaseStudy, { id }), { status: 'draft' })).status).toBe(200);
    await settled();
    expect((await visit('/case-studies/insurance-claims')).status).toBe(404);
    // Unpublished, its redirects go too: the old URL is no longer sent to a page that is not there.
    expect((await visit('/case-studies/insurance')).status).toBe(404);
    expect(await teaserTitles()).toEqual([]);
    expect(await sitemap()).not.toContain('/case-studies/insurance');

    expect((await call('PUT', apiPath(routes.updateCaseStudy, { id }), { status: 'published' })).status).toBe(200);
    await settled();
    expect((await visit('/case-studies/insurance-claims')).status).toBe(200);
    expect(await teaserTitles()).toEqual(['CLAIMS']);

    expect((await call('DELETE', apiPath(routes.deleteCaseStudy, { id }))).status).toBe(200);
    await settled();
    expect((await visit('/case-studies/insurance-claims')).status).toBe(404);
    expect(await teaserTitles()).toEqual([]);
    expect(await sitemap()).not.toContain('/case-studies/');
  });

  it('names the home page once in the sitemap, though two collections are listed there', async () => {
    expect((await sitemap()).split(`<loc>${stack.server.url}/</loc>`)).toHaveLength(2);
  });
});
