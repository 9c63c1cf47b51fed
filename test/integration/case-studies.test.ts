/**
 * Case studies over the real local stand-ins, each route under its own
 * grants: groups sent as JSON and as form data, the public teaser list and
 * page, the generic workflow routes, a URL change's redirect, refusals and roles.
 */
import { describe, expect, it } from 'vitest';
import type { AuditEntry } from '../../functions/contract/audit';
import type { CaseStudy } from '../../functions/contract/entities';
import { messages } from '../../functions/contract/messages';
import { apiPath, routes } from '../../functions/contract/routes';
import { pngBytes, signInAs, useStack } from './harness';

const stack = useStack();

let made = 0;
/** A whole case study as an editor fills it, groups as lists. */
const input = (title: string, order = '1') => ({
  caseTitle: title,
  slug: `study-${Date.now().toString(36)}-${++made}`,
  sector: 'FINTECH',
  subtitle: 'A payments platform rebuilt in six months.',
  metaDescription: 'How we rebuilt a payments platform.',
  art: 'ecommerce',
  facts: [
    { label: 'Client', value: 'Payments company, UK' },
    { label: 'Team', value: '8 engineers' },
  ],
  overview: [{ text: 'The client ran card payments for small shops.' }, { text: 'They needed a faster platform.' }],
  outcomes: [{ value: '3x', label: 'faster settlement' }],
  whatWeDid: [
    { title: 'Mapped the flows', text: 'Two weeks with their operations team.' },
    { title: 'Built the platform', text: 'Go services on Kubernetes.' },
  ],
  functionality: [{ text: 'Instant payouts' }],
  technology: [{ name: 'Go', icon: 'go' }, { name: 'Kubernetes', icon: 'kubernetes' }, { name: 'FIX protocol' }],
  teaserTitle: 'FINTECH',
  teaserText: 'A payments platform that settles three times faster.',
  order,
});

const create = async (body: Record<string, unknown>, token?: string) => {
  const answer = await stack.call('POST', routes.createCaseStudy.path, { body, token });
  expect(answer.status, JSON.stringify(answer.body)).toBe(201);
  return answer.body.data as CaseStudy;
};

/** The published teasers the home page gets, narrowed to those a test made. */
const teasers = async (ids: string[]) =>
  ((await stack.call('GET', routes.getAllCaseStudies.path, { token: null })).body.data as Array<Record<string, unknown>>).filter((item) =>
    ids.includes(String(item._id)),
  );

const page = (ref: string) => stack.call('GET', apiPath(routes.getCaseStudy, { id: ref }), { token: null });

describe('case studies', () => {
  it('stores the groups in their order, and answers the page by slug and the teasers lowest order first', async () => {
    const second = await create(input('Second study', '2'));
    const first = await create({ ...input('First study', '1'), image: await stack.upload(pngBytes), imageAlt: 'The payments dashboard' });
    const draft = await create({ caseTitle: 'Draft study', status: 'draft' });
    expect(first.imageUrl).toMatch(/^\/media\/case-studies\/[0-9a-f-]{36}\.png$/);
    expect(first.whatWeDid.map((step) => step.title)).toEqual(['Mapped the flows', 'Built the platform']);
    expect(first.technology).toEqual([{ name: 'Go', icon: 'go' }, { name: 'Kubernetes', icon: 'kubernetes' }, { name: 'FIX protocol' }]);

    const listed = await teasers([first._id, second._id, draft._id]);
    expect(listed.map((item) => item.caseTitle)).toEqual(['First study', 'Second study']);
    // A teaser is all the home page needs: none of the story's body travels with it.
    expect(Object.keys(listed[0]!).sort()).toEqual(
      ['_id', 'added_date', 'art', 'caseTitle', 'imageAlt', 'imageUrl', 'order', 'slug', 'teaserText', 'teaserTitle'].sort(),
    );

    const opened = await page(first.slug);
    expect(opened.status).toBe(200);
    expect(opened.body.data).toMatchObject({ caseTitle: 'First study', overview: first.overview, facts: first.facts });
    expect(opened.body.data).not.toHaveProperty('updatedBy');
    expect((await page(draft.slug)).status).toBe(404);
    expect(await page('no-such-study')).toMatchObject({ status: 404, body: { msg: messages.notFound.caseStudy } });

    // The generic workflow routes serve the kind.
    const unpublished = await stack.call('GET', apiPath(routes.listUnpublished, { kind: 'caseStudy' }));
    expect(unpublished.body.data.map((item: { _id: string }) => item._id)).toContain(draft._id);
  });

  it('takes groups as form data sends them, one JSON text each, and drops blank rows', async () => {
    const { facts, overview, outcomes, whatWeDid, functionality, technology, ...rest } = input('Form study');
    const form: Record<string, string> = { ...rest };
    for (const [name, value] of Object.entries({ facts, overview, outcomes, whatWeDid, functionality, technology })) {
      form[name] = JSON.stringify(value);
    }
    form.facts = JSON.stringify([...facts, { label: '', value: '' }]);
    const answer = await stack.call('POST', routes.createCaseStudy.path, { form });
    expect(answer.status, JSON.stringify(answer.body)).toBe(201);
    expect(answer.body.data.facts).toEqual(facts);
    expect(answer.body.data.technology).toEqual(technology);
  });

  it('reorders a group and empties an optional one, keeping the version it replaced, restoring it and recording who did it', async () => {
    const editor = await signInAs(stack, 'editor');
    const study = await create(input('Reordered study'), editor.token);
    const reversed = [...study.whatWeDid].reverse();
    const updated = await stack.call('PUT', apiPath(routes.updateCaseStudy, { id: study._id }), {
      body: { whatWeDid: JSON.stringify(reversed), functionality: '[]' },
      token: editor.token,
    });
    expect(updated.body).toMatchObject({ ack: 1, msg: messages.updated.caseStudy });
    expect(updated.body.data.whatWeDid).toEqual(reversed);
    expect(updated.body.data.functionality).toEqual([]);
    expect((await page(study.slug)).body.data.whatWeDid[0].title).toBe('Built the platform');

    // A version holds a group as the JSON text the form sends, and restoring it brings the old order back.
    const versions = await stack.call('GET', apiPath(routes.listRevisions, { kind: 'caseStudy', id: study._id }));
    const [previous] = versions.body.data as Array<{ _id: string; snapshot: Record<string, string> }>;
    expect(JSON.parse(previous!.snapshot.whatWeDid!)).toEqual(study.whatWeDid);
    const restored = await stack.call(
      'POST',
      apiPath(routes.restoreRevision, { kind: 'caseStudy', id: study._id, revisionId: previous!._id }),
      {
        token: editor.token,
      },
    );
    expect(restored.status, JSON.stringify(restored.body)).toBe(200);
    expect((await page(study.slug)).body.data).toMatchObject({ whatWeDid: study.whatWeDid, functionality: study.functionality });
    const audit = await stack.call('GET', `${routes.listAudit.path}?itemType=caseStudy`);
    const about = (audit.body.data.list as AuditEntry[]).filter((entry) => entry.itemId === study._id);
    expect(about.map(({ action, actor }) => ({ action, actor }))).toEqual([
      { action: 'restore', actor: editor.email },
      { action: 'update', actor: editor.email },
      { action: 'create', actor: editor.email },
    ]);
  });

  it('moves a study to a new URL: the old one is a redirect for good, and no longer a page', async () => {
    const study = await create(input('Moving study'));
    const moved = await stack.call('PUT', apiPath(routes.updateCaseStudy, { id: study._id }), { body: { slug: `${study.slug}-moved` } });
    expect(moved.status).toBe(200);
    expect((await page(study.slug)).status).toBe(404);
    expect((await page(`${study.slug}-moved`)).status).toBe(200);
    const redirects = (await stack.call('GET', routes.listRedirects.path)).body.data as Array<Record<string, string>>;
    expect(redirects).toContainEqual(
      expect.objectContaining({ from: `/case-studies/${study.slug}`, to: `/case-studies/${study.slug}-moved`, kind: 'automatic' }),
    );
  });

  it('deletes one: its page and teaser go, and a second delete is 404', async () => {
    const gone = await create(input('Leaving study'));
    const removed = await stack.call('DELETE', apiPath(routes.deleteCaseStudy, { id: gone._id }));
    expect(removed.body).toMatchObject({ ack: 1, message: messages.deleted.caseStudy });
    expect(await teasers([gone._id])).toEqual([]);
    expect((await page(gone.slug)).status).toBe(404);
    const again = await stack.call('DELETE', apiPath(routes.deleteCaseStudy, { id: gone._id }));
    expect(again).toMatchObject({ status: 404, body: { msg: messages.notFound.caseStudy } });
  });

  it('refuses bad input with 400 and each field’s message, and stores nothing', async () => {
    const before = (await stack.call('GET', routes.getAllCaseStudies.path)).body.data.length;
    const empty = await stack.call('POST', routes.createCaseStudy.path, { body: { caseTitle: 'Only a title' } });
    expect(empty).toMatchObject({
      status: 400,
      body: {
        message: messages.allFieldsRequired,
        errors: expect.objectContaining({
          overview: 'Overview is required.',
          whatWeDid: 'What we did is required.',
          art: 'Artwork is required.',
        }),
      },
    });
    const wrong = await stack.call('POST', routes.createCaseStudy.path, {
      body: {
        ...input('Wrong study'),
        art: 'space',
        whatWeDid: [{ title: 'A step' }, { title: '', text: 'Text without a step' }],
        technology: [{ name: 'Go', icon: '<svg onload=alert(1)>' }],
        facts: '{"not":"a list"}',
        outcomes: Array.from({ length: 7 }, (_, index) => ({ value: `${index}`, label: 'x' })),
      },
    });
    expect(wrong.status).toBe(400);
    expect(wrong.body.errors).toEqual({
      art: 'Artwork must be one of: Health care, Education, People and hiring, Commerce, Security.',
      whatWeDid: 'What we did, entry 1: Description is required.',
      technology: 'Technology used, entry 1: Logo must be one of the listed logos.',
      facts: 'Facts must be a list.',
      outcomes: 'Outcomes can have at most 6 entries.',
    });
    for (const garbage of [42, 'not json', [['nested']], [null], { $ne: 1 }]) {
      const answer = await stack.call('POST', routes.createCaseStudy.path, { body: { ...input('Garbage study'), overview: garbage } });
      expect(answer.status, JSON.stringify(garbage)).toBe(400);
    }
    expect((await stack.call('GET', routes.getAllCaseStudies.path)).body.data.length).toBe(before);
    const unknown = await stack.call('PUT', apiPath(routes.updateCaseStudy, { id: 'not-an-id' }), { body: { order: '1' } });
    expect(unknown).toMatchObject({ status: 404, body: { msg: messages.notFound.caseStudy } });
  });

  it('lets Owners and Editors write, answers 403 to Sales and Recruiters and 401 without a session', async () => {
    const body = input('Role study');
    for (const role of ['sales', 'recruiter'] as const) {
      const { token } = await signInAs(stack, role);
      const answer = await stack.call('POST', routes.createCaseStudy.path, { body, token });
      expect(answer, role).toMatchObject({ status: 403, body: { msg: messages.forbidden } });
    }
    expect((await stack.call('POST', routes.createCaseStudy.path, { body, token: null })).status).toBe(401);
    const { token } = await signInAs(stack, 'editor');
    const made = await create(body, token);
    expect((await stack.call('DELETE', apiPath(routes.deleteCaseStudy, { id: made._id }), { token })).status).toBe(200);
  });
});
