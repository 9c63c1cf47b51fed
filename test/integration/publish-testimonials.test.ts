/**
 * The home page is the testimonials' page: the local stack's publisher
 * rewrites `/` after each testimonial write that is public before or after,
 * and the sitemap names `/` once.
 */
import { describe, expect, it } from 'vitest';
import { apiPath, routes } from '../../functions/contract/routes';
import { pageData } from './publish-support';
import { usePublishingStack } from './publishing-stack';

const stack = usePublishingStack('publish-testimonials');
const { call } = stack;

const home = async () =>
  pageData(await (await fetch(`${stack.server.url}/`)).text())[routes.getAllTestimonials.path] as Array<{
    _id: string;
    quote: string;
  }>;
const quotes = async () => (await home()).map((item) => item.quote);

describe('publishing testimonials', () => {
  it('rewrites the home page when one is published, changed, unpublished and deleted', async () => {
    expect(await home()).toEqual([]);
    const created = await call('POST', routes.createTestimonial.path, {
      quote: 'They shipped on time.',
      name: 'Maria Delgado',
      position: 'CIO',
      order: '1',
    });
    expect(created.status).toBe(201);
    const id = created.body.data._id!;
    await stack.server.publishing!.settled();
    expect(await quotes()).toEqual(['They shipped on time.']);

    expect((await call('PUT', apiPath(routes.updateTestimonial, { id }), { quote: 'They shipped early.' })).status).toBe(200);
    await stack.server.publishing!.settled();
    expect(await quotes()).toEqual(['They shipped early.']);

    expect((await call('PUT', apiPath(routes.updateTestimonial, { id }), { status: 'draft' })).status).toBe(200);
    await stack.server.publishing!.settled();
    expect(await quotes()).toEqual([]);

    expect((await call('PUT', apiPath(routes.updateTestimonial, { id }), { status: 'published' })).status).toBe(200);
    await stack.server.publishing!.settled();
    expect(await quotes()).toEqual(['They shipped early.']);

    expect((await call('DELETE', apiPath(routes.deleteTestimonial, { id }))).status).toBe(200);
    await stack.server.publishing!.settled();
    expect(await quotes()).toEqual([]);
  });

  it('names the home page once in the sitemap', async () => {
    const sitemap = await (await fetch(`${stack.server.url}/sitemap.xml`)).text();
    expect(sitemap.split(`<loc>${stack.server.url}/</loc>`)).toHaveLength(2);
  });
});
