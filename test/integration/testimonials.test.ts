/** Testimonials over the real local stand-ins: the admin routes, the public list in carousel order, the generic workflow routes, roles. */
import { describe, expect, it } from 'vitest';
import type { AuditEntry } from '../../functions/contract/audit';
import { messages } from '../../functions/contract/messages';
import { apiPath, routes } from '../../functions/contract/routes';
import { pngBytes, signInAs, useStack } from './harness';

const stack = useStack();

const input = (name: string, order: string) => ({
  quote: `${name} says the team delivered on time.`,
  name,
  position: 'CIO, regional health insurer',
  order,
});

const create = async (body: Record<string, unknown>, token?: string) => {
  const answer = await stack.call('POST', routes.createTestimonial.path, { body, token });
  expect(answer.status, JSON.stringify(answer.body)).toBe(201);
  return answer.body.data as { _id: string; name: string; quote: string; order: string; photo?: string };
};

/** The published testimonials the home page gets, narrowed to those a test made. */
const listed = async (ids: string[]) =>
  ((await stack.call('GET', routes.getAllTestimonials.path, { token: null })).body.data as Array<{ _id: string; name: string }>).filter(
    (item) => ids.includes(item._id),
  );

describe('testimonials', () => {
  it('creates one with a photo from an upload, and lists only published ones, lowest order first', async () => {
    const third = await create(input('Daniel Whitfield', '3'));
    const first = await create({ ...input('Maria Delgado', '1'), image: await stack.upload(pngBytes), imageAlt: 'Maria at her desk' });
    const second = await create(input('Arjun Mehta', '2'));
    const draft = await create({ name: 'Draft Person', status: 'draft' });
    expect(first.photo).toMatch(/^\/media\/testimonials\/[0-9a-f-]{36}\.png$/);
    expect(third.photo).toBeUndefined();

    const list = await listed([first._id, second._id, third._id, draft._id]);
    expect(list.map((item) => item.name)).toEqual(['Maria Delgado', 'Arjun Mehta', 'Daniel Whitfield']);
    expect(list[0]).toMatchObject({ imageAlt: 'Maria at her desk', order: '1' });
    expect(list[0]).not.toHaveProperty('updatedBy');

    // The generic workflow routes serve the kind: the draft is in the unpublished list and opens by id.
    const unpublished = await stack.call('GET', apiPath(routes.listUnpublished, { kind: 'testimonial' }));
    expect(unpublished.body.data.map((item: { _id: string }) => item._id)).toContain(draft._id);
    const opened = await stack.call('GET', apiPath(routes.getContentItem, { kind: 'testimonial', id: draft._id }));
    expect(opened.body.data).toMatchObject({ name: 'Draft Person', status: 'draft' });
  });

  it('moves one in the carousel and changes its quote, keeping the version it replaced and recording who did it', async () => {
    const editor = await signInAs(stack, 'editor');
    const a = await create(input('Order A', '10'), editor.token);
    const b = await create(input('Order B', '20'), editor.token);
    expect((await listed([a._id, b._id])).map((item) => item.name)).toEqual(['Order A', 'Order B']);

    const updated = await stack.call('PUT', apiPath(routes.updateTestimonial, { id: b._id }), {
      body: { order: '5', quote: 'A new quote.' },
      token: editor.token,
    });
    expect(updated.body).toMatchObject({ ack: 1, msg: messages.updated.testimonial, data: { order: '5', quote: 'A new quote.' } });
    expect((await listed([a._id, b._id])).map((item) => item.name)).toEqual(['Order B', 'Order A']);

    const versions = await stack.call('GET', apiPath(routes.listRevisions, { kind: 'testimonial', id: b._id }));
    expect(versions.body.data[0].snapshot).toMatchObject({ quote: 'Order B says the team delivered on time.', order: '20' });

    const audit = await stack.call('GET', `${routes.listAudit.path}?itemType=testimonial`);
    const about = (audit.body.data.list as AuditEntry[]).filter((entry) => entry.itemId === b._id);
    expect(about.map(({ action, itemTitle }) => ({ action, itemTitle }))).toEqual([
      { action: 'update', itemTitle: 'Order B' },
      { action: 'create', itemTitle: 'Order B' },
    ]);
    expect(about[0]!.actor).toBe(editor.email);
  });

  it('deletes one: it leaves the list, and a second delete is 404', async () => {
    const gone = await create(input('Leaving Soon', '1'));
    const removed = await stack.call('DELETE', apiPath(routes.deleteTestimonial, { id: gone._id }));
    expect(removed.body).toMatchObject({ ack: 1, message: messages.deleted.testimonial });
    expect(await listed([gone._id])).toEqual([]);
    const again = await stack.call('DELETE', apiPath(routes.deleteTestimonial, { id: gone._id }));
    expect(again).toMatchObject({ status: 404, body: { msg: messages.notFound.testimonial } });
  });

  it('refuses bad input with 400 and each field’s message, and stores nothing', async () => {
    const before = (await stack.call('GET', routes.getAllTestimonials.path)).body.data.length;
    const empty = await stack.call('POST', routes.createTestimonial.path, { body: { name: 'Only a name' } });
    expect(empty).toMatchObject({
      status: 400,
      body: { message: messages.allFieldsRequired, errors: { quote: 'Quote is required.', order: 'Order is required.' } },
    });
    const wrong = await stack.call('POST', routes.createTestimonial.path, {
      body: { ...input('Bad Order', 'first'), quote: 'x'.repeat(601), image: '../../etc/passwd' },
    });
    expect(wrong.status).toBe(400);
    expect(wrong.body.errors).toEqual({
      quote: 'Quote must be at most 600 characters.',
      order: 'Order must be a whole number from 0 to 999.',
      image: messages.imageReference,
    });
    const notText = await stack.call('POST', routes.createTestimonial.path, { body: { ...input('Typed', '1'), name: { $ne: 1 } } });
    expect(notText.status).toBe(400);
    expect((await stack.call('GET', routes.getAllTestimonials.path)).body.data.length).toBe(before);
    const unknown = await stack.call('PUT', apiPath(routes.updateTestimonial, { id: 'not-an-id' }), { body: { order: '1' } });
    expect(unknown).toMatchObject({ status: 404, body: { msg: messages.notFound.testimonial } });
  });

  it('lets Owners and Editors write, answers 403 to Sales and Recruiters and 401 without a session', async () => {
    const body = input('Role Check', '1');
    for (const role of ['sales', 'recruiter'] as const) {
      const { token } = await signInAs(stack, role);
      const answer = await stack.call('POST', routes.createTestimonial.path, { body, token });
      expect(answer, role).toMatchObject({ status: 403, body: { msg: messages.forbidden } });
    }
    expect((await stack.call('POST', routes.createTestimonial.path, { body, token: null })).status).toBe(401);
    const { token } = await signInAs(stack, 'editor');
    const made = await create(body, token);
    expect((await stack.call('DELETE', apiPath(routes.deleteTestimonial, { id: made._id }), { token })).status).toBe(200);
  });
});
