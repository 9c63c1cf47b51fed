/**
 * Services over the real local stand-ins, each route under its own grants:
 * sections as groups (JSON and form data), the Studio menu's list and the
 * page, the generic workflow routes, a URL change's redirect, refusals and roles.
 */
import { describe, expect, it } from 'vitest';
import type { AuditEntry } from '../../functions/contract/audit';
import type { Service } from '../../functions/contract/entities';
import { messages } from '../../functions/contract/messages';
import { apiPath, routes } from '../../functions/contract/routes';
import { pngBytes, signInAs, useStack } from './harness';

const stack = useStack();

let made = 0;
/** A service as an editor fills the form: a few sections, the others left out. */
const input = (title: string, order = '1') => ({
  serviceTitle: title,
  slug: `service-${Date.now().toString(36)}-${++made}`,
  menuLabel: title.split(' ')[0] ?? title,
  menuGroup: 'backend',
  order,
  heroText: 'Rust services that stay fast and safe under load.',
  metaDescription: 'Rust development: services, CLIs and WebAssembly.',
  art: 'backend',
  offeringsTitle: 'What we build with Rust',
  offerings: [{ text: 'Low-latency services' }, { text: 'WebAssembly modules' }],
  skillsTitle: 'Rust skills',
  skillsText: 'Pick a layer.',
  skills: [
    { tab: 'Core', name: 'Node.js', logo: 'nodedotjs' },
    { tab: 'Core', name: 'Tokio' },
    { tab: 'Data', name: 'PostgreSQL', logo: 'postgresql' },
  ],
  domainsTitle: 'Where it ships',
  domains: [{ title: 'Fintech', symbol: 'landmark' }],
  closingTitle: 'Start with a call',
  closingText: 'Two senior Rust engineers can start next week.',
  closingHideHireUs: true,
});

const create = async (body: Record<string, unknown>, token?: string) => {
  const answer = await stack.call('POST', routes.createService.path, { body, token });
  expect(answer.status, JSON.stringify(answer.body)).toBe(201);
  return answer.body.data as Service;
};

/** The published menu links, narrowed to those a test made. */
const links = async (ids: string[]) =>
  ((await stack.call('GET', routes.getAllServices.path, { token: null })).body.data as Array<Record<string, unknown>>).filter((item) =>
    ids.includes(String(item._id)),
  );

const page = (ref: string) => stack.call('GET', apiPath(routes.getService, { id: ref }), { token: null });

describe('services', () => {
  it('stores the sections in their order, answers the menu lowest order first and the page by its URL', async () => {
    const second = await create(input('Zig development', '2'));
    const first = await create({ ...input('Rust development', '1'), image: await stack.upload(pngBytes), imageAlt: 'A Rust service map' });
    const draft = await create({ serviceTitle: 'Draft service', status: 'draft' });
    expect(first.imageUrl).toMatch(/^\/media\/services\/[0-9a-f-]{36}\.png$/);
    expect(first.skills).toEqual(input('x').skills);
    expect(first.closingHideHireUs).toBe(true);

    const listed = await links([first._id, second._id, draft._id]);
    expect(listed.map((item) => item.menuLabel)).toEqual(['Rust', 'Zig']);
    // A link is all the menu needs: none of the page travels with it to every page.
    expect(Object.keys(listed[0]!).sort()).toEqual(
      ['_id', 'added_date', 'imageAlt', 'imageUrl', 'menuGroup', 'menuLabel', 'order', 'serviceTitle', 'slug'].sort(),
    );

    const opened = await page(first.slug);
    expect(opened.status).toBe(200);
    expect(opened.body.data).toMatchObject({ serviceTitle: 'Rust development', offerings: first.offerings });
    expect(opened.body.data).not.toHaveProperty('updatedBy');
    expect((await page(draft.slug)).status).toBe(404);
    expect(await page('no-such-service')).toMatchObject({ status: 404, body: { msg: messages.notFound.service } });

    const unpublished = await stack.call('GET', apiPath(routes.listUnpublished, { kind: 'service' }));
    expect(unpublished.body.data.map((item: { _id: string }) => item._id)).toContain(draft._id);
  });

  it('keeps a URL with capitals, as /studio/SAP has, and finds it whatever the case asked', async () => {
    const service = await create({ ...input('Capital service'), slug: `Capital-${Date.now().toString(36)}` });
    expect(service.slug).toMatch(/^Capital-/);
    expect((await page(service.slug)).status).toBe(200);
    expect((await page(service.slug.toLowerCase())).status).toBe(200);
    // The same URL in other capitals is the same URL: it is taken.
    const twin = await stack.call('POST', routes.createService.path, { body: { ...input('Twin'), slug: service.slug.toUpperCase() } });
    expect(twin).toMatchObject({ status: 409, body: { msg: 'That URL is taken by another item: choose another.' } });
  });

  it('takes groups as form data sends them, and a reorder, keeping the version it replaced and restoring it', async () => {
    const { offerings, skills, domains, ...rest } = input('Form service');
    const form: Record<string, string> = { ...rest, closingHideHireUs: 'on' };
    Object.assign(form, { offerings: JSON.stringify(offerings), skills: JSON.stringify(skills), domains: JSON.stringify(domains) });
    const editor = await signInAs(stack, 'editor');
    const made = await stack.call('POST', routes.createService.path, { form, token: editor.token });
    expect(made.status, JSON.stringify(made.body)).toBe(201);
    const service = made.body.data as Service;
    expect(service.skills).toEqual(skills);

    const reversed = [...skills].reverse();
    const updated = await stack.call('PUT', apiPath(routes.updateService, { id: service._id }), {
      body: { skills: JSON.stringify(reversed), offerings: '[]' },
      token: editor.token,
    });
    expect(updated.body).toMatchObject({ ack: 1, msg: messages.updated.service });
    expect((await page(service.slug)).body.data).toMatchObject({ skills: reversed, offerings: [] });

    const versions = await stack.call('GET', apiPath(routes.listRevisions, { kind: 'service', id: service._id }));
    const [previous] = versions.body.data as Array<{ _id: string }>;
    const restored = await stack.call(
      'POST',
      apiPath(routes.restoreRevision, { kind: 'service', id: service._id, revisionId: previous!._id }),
      { token: editor.token },
    );
    expect(restored.status, JSON.stringify(restored.body)).toBe(200);
    expect((await page(service.slug)).body.data).toMatchObject({ skills, offerings });
    const audit = await stack.call('GET', `${routes.listAudit.path}?itemType=service`);
    const about = (audit.body.data.list as AuditEntry[]).filter((entry) => entry.itemId === service._id);
    expect(about.map(({ action }) => action)).toEqual(['restore', 'update', 'create']);
  });

  it('moves a service to a new URL: the old one is a redirect for good; a delete removes page, link and redirect', async () => {
    const service = await create(input('Moving service'));
    const moved = await stack.call('PUT', apiPath(routes.updateService, { id: service._id }), { body: { slug: `${service.slug}-moved` } });
    expect(moved.status).toBe(200);
    expect((await page(service.slug)).status).toBe(404);
    const redirects = async () => (await stack.call('GET', routes.listRedirects.path)).body.data as Array<Record<string, string>>;
    expect(await redirects()).toContainEqual(
      expect.objectContaining({ from: `/studio/${service.slug}`, to: `/studio/${service.slug}-moved`, kind: 'automatic' }),
    );

    const removed = await stack.call('DELETE', apiPath(routes.deleteService, { id: service._id }));
    expect(removed.body).toMatchObject({ ack: 1, message: messages.deleted.service });
    expect(await links([service._id])).toEqual([]);
    expect((await page(`${service.slug}-moved`)).status).toBe(404);
    expect((await redirects()).filter((redirect) => redirect.from === `/studio/${service.slug}`)).toEqual([]);
    const again = await stack.call('DELETE', apiPath(routes.deleteService, { id: service._id }));
    expect(again).toMatchObject({ status: 404, body: { msg: messages.notFound.service } });
  });

  it('refuses bad input with 400 and each field’s message, and stores nothing', async () => {
    const before = (await stack.call('GET', routes.getAllServices.path)).body.data.length;
    const empty = await stack.call('POST', routes.createService.path, { body: { serviceTitle: 'Only a title' } });
    expect(empty).toMatchObject({
      status: 400,
      body: {
        message: messages.allFieldsRequired,
        errors: expect.objectContaining({
          menuLabel: 'Menu label is required.',
          menuGroup: 'Menu group is required.',
          closingTitle: 'Closing title is required.',
        }),
      },
    });
    const wrong = await stack.call('POST', routes.createService.path, {
      body: {
        ...input('Wrong service'),
        slug: 'no/slashes',
        menuGroup: 'space',
        skills: [{ tab: 'Core', name: 'Rust', logo: '<svg onload=alert(1)>' }],
        domains: [{ title: 'Fintech', symbol: 'skull' }],
        offerings: '{"not":"a list"}',
      },
    });
    expect(wrong.status).toBe(400);
    expect(wrong.body.errors).toEqual({
      slug: 'URL must be letters, digits and single hyphens (e.g. rust-dev), at most 80 characters.',
      menuGroup: 'Menu group must be one of: Web Development, Back End, Others, Mobile Development, SAP.',
      skills: 'Technical skills, entry 1: Logo must be one of the listed logos.',
      domains: 'Domain expertise, entry 1: Symbol must be one of the listed symbols.',
      offerings: 'Offerings must be a list.',
    });
    for (const garbage of [42, 'not json', [['nested']], [null], { $ne: 1 }]) {
      const answer = await stack.call('POST', routes.createService.path, { body: { ...input('Garbage service'), skills: garbage } });
      expect(answer.status, JSON.stringify(garbage)).toBe(400);
    }
    expect((await stack.call('GET', routes.getAllServices.path)).body.data.length).toBe(before);
    const unknown = await stack.call('PUT', apiPath(routes.updateService, { id: 'not-an-id' }), { body: { order: '1' } });
    expect(unknown).toMatchObject({ status: 404, body: { msg: messages.notFound.service } });
  });

  it('lets Owners and Editors write, answers 403 to Sales and Recruiters and 401 without a session', async () => {
    const body = input('Role service');
    for (const role of ['sales', 'recruiter'] as const) {
      const { token } = await signInAs(stack, role);
      const answer = await stack.call('POST', routes.createService.path, { body, token });
      expect(answer, role).toMatchObject({ status: 403, body: { msg: messages.forbidden } });
    }
    expect((await stack.call('POST', routes.createService.path, { body, token: null })).status).toBe(401);
    const { token } = await signInAs(stack, 'editor');
    const made = await create(body, token);
    expect((await stack.call('DELETE', apiPath(routes.deleteService, { id: made._id }), { token })).status).toBe(200);
  });
});
