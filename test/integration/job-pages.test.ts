/**
 * Each job's own page, /career/{slug}: the public read by slug and by id, the
 * page and its sitemap entry the publisher writes, the page that stays (saying
 * the role has closed) once its closing day is over and leaves the sitemap,
 * the page a delete removes, and the upkeep that gives older jobs a slug.
 */
import { rmSync } from 'node:fs';
import { join } from 'node:path';
import { DeleteCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { describe, expect, it } from 'vitest';
import { calendarDayIn } from '../../functions/contract/job-closing';
import { messages } from '../../functions/contract/messages';
import { apiPath, routes } from '../../functions/contract/routes';
import { badCareerRef } from '../../functions/contract/specs/get-career-details';
import { db } from '../../functions/core/aws/dynamodb';
import { config } from '../../functions/core/config';
import { backfillCareerSlugs } from '../../functions/core/content/career-slugs';
import { keys } from '../../functions/core/db/keys';
import { getRecord, idForSlug } from '../../functions/core/db/repository';
import { pageData, published } from './publish-support';
import { usePublishingStack } from './publishing-stack';

const stack = usePublishingStack('job-pages');
const { call, upload } = stack;
const day = 86_400_000;
const companyDay = (offset: number) => calendarDayIn(new Date(Date.now() + offset * day));
const site = (file: string) => published(join(stack.root, 'site'), file);
const settled = () => stack.server.publishing!.settled();
const sitemap = () => site('sitemap.xml') ?? '';
const details = (ref: string) => call('GET', apiPath(routes.getCareerDetails, { id: ref }));
/** A public read as a visitor makes it: no token. */
const publicGet = async (path: string) => {
  const response = await fetch(`${stack.server.url}${path}`);
  return { status: response.status, body: (await response.json()) as { msg?: string; data?: Record<string, unknown> } };
};

async function createJob(title: string, extra: Record<string, string> = {}) {
  const form = new FormData();
  const fields = {
    careerTitle: title,
    image: await upload(),
    careerExperienceYr: '3-5 years',
    careerInterviewProcess: 'Coding round, system design, HR discussion',
    careerLocation: 'Kolkata',
    careerDescription: `<p>${title}: build services our clients run on.</p>`,
    closingDate: companyDay(10),
    ...extra,
  };
  for (const [name, value] of Object.entries(fields)) form.append(name, value);
  const created = await call('POST', routes.createCareerPost.path, form);
  expect(created.status).toBe(201);
  return created.body.data as unknown as { _id: string; slug: string; careerTitle: string };
}

describe('the read of one job', () => {
  it('answers a published job by its slug and by its id, open', async () => {
    const job = await createJob('Rust Engineer');
    expect(job.slug).toBe('rust-engineer');
    for (const ref of [job.slug, job._id]) {
      const answer = await publicGet(apiPath(routes.getCareerDetails, { id: ref }));
      expect(answer.status, ref).toBe(200);
      expect(answer.body.data).toMatchObject({ _id: job._id, slug: 'rust-engineer', careerTitle: 'Rust Engineer', closed: false });
      expect(answer.body.data).not.toHaveProperty('updatedBy');
    }
  });

  it('answers 404 with the spec-style message for a job that does not exist or is a draft', async () => {
    const draft = new FormData();
    draft.append('careerTitle', 'Draft Engineer');
    draft.append('status', 'draft');
    const created = await call('POST', routes.createCareerPost.path, draft);
    expect(created.status).toBe(201);
    const draftJob = created.body.data as unknown as { _id: string; slug: string };
    for (const ref of ['no-such-job', crypto.randomUUID(), draftJob._id, draftJob.slug]) {
      expect(await publicGet(apiPath(routes.getCareerDetails, { id: ref })), ref).toMatchObject({
        status: 404,
        body: { msg: messages.notFound.career },
      });
    }
  });

  it('answers 400 for a reference that can be neither an id nor a slug', async () => {
    for (const ref of ['has space', 'semi;colon', 'x'.repeat(101), 'dots.in.it']) {
      expect(await publicGet(apiPath(routes.getCareerDetails, { id: ref })), ref).toMatchObject({
        status: 400,
        body: { msg: badCareerRef },
      });
    }
  });
});

describe('job pages', () => {
  it("writes an open job's page from its read and lists it in the sitemap; after its closing day the page stays, closed, out of the sitemap; a delete removes it", async () => {
    const job = await createJob('Kotlin Engineer');
    await settled();
    const page = () => site(`career/${job.slug}/index.html`);
    expect(pageData(page())[apiPath(routes.getCareerDetails, { id: job.slug })]).toMatchObject({ _id: job._id, closed: false });
    expect(sitemap()).toContain(`/career/${job.slug}</loc>`);

    // Its closing day is over (yesterday in Kolkata): off the list, the page says so, the sitemap drops it.
    const form = new FormData();
    form.append('closingDate', companyDay(-1));
    expect((await call('PUT', apiPath(routes.updateCareer, { id: job._id }), form)).status).toBe(200);
    await settled();
    expect(pageData(page())[apiPath(routes.getCareerDetails, { id: job.slug })]).toMatchObject({ _id: job._id, closed: true });
    expect(sitemap()).not.toContain(`/career/${job.slug}</loc>`);
    expect((await details(job.slug)).body.data).toMatchObject({ closed: true });
    const list = (await publicGet(routes.getAllCareerPost.path)).body.data as unknown as Array<{ _id: string }>;
    expect(list.map((item) => item._id)).not.toContain(job._id);

    // A full republish into a bucket without the page (a new site bucket) writes it again, closed, and keeps it out of the sitemap.
    rmSync(join(stack.root, 'site', 'career', job.slug), { recursive: true });
    expect((await fetch(`${stack.server.url}/__local/publish`, { method: 'POST' })).status).toBe(200);
    expect(pageData(page())[apiPath(routes.getCareerDetails, { id: job.slug })]).toMatchObject({ _id: job._id, closed: true });
    expect(sitemap()).not.toContain(`/career/${job.slug}</loc>`);

    expect((await call('POST', routes.deleteCareerPost.path, { careerListID: job._id })).status).toBe(200);
    await settled();
    expect(page()).toBeNull();
    expect(await idForSlug('CAREER', job.slug)).toBeNull();
    expect((await publicGet(apiPath(routes.getCareerDetails, { id: job.slug }))).status).toBe(404);
  });
});

describe('the careers upkeep', () => {
  it('gives a job without a slug one from its title, once, and its page follows', async () => {
    const job = await createJob('Scala Engineer');
    await settled();
    // As a job stored before jobs had pages: no slug and no slug claim.
    await db().send(
      new UpdateCommand({ TableName: config.tableName, Key: keys.entity('CAREER', job._id), UpdateExpression: 'REMOVE slug' }),
    );
    await db().send(new DeleteCommand({ TableName: config.tableName, Key: keys.slug('CAREER', job.slug) }));
    expect((await getRecord(keys.entity('CAREER', job._id)))?.slug).toBeUndefined();

    const first = await backfillCareerSlugs();
    expect(first.given).toBe(1);
    const slug = (await getRecord(keys.entity('CAREER', job._id)))?.slug;
    expect(slug).toBe('scala-engineer');
    expect(await idForSlug('CAREER', 'scala-engineer')).toBe(job._id);

    // Again: nothing to do, nothing changed, no second claim.
    const second = await backfillCareerSlugs();
    expect(second).toEqual({ careers: first.careers, given: 0 });
    expect((await getRecord(keys.entity('CAREER', job._id)))?.slug).toBe('scala-engineer');
    expect(await idForSlug('CAREER', 'scala-engineer-2')).toBeNull();

    await settled();
    expect(pageData(site('career/scala-engineer/index.html'))[apiPath(routes.getCareerDetails, { id: 'scala-engineer' })]).toMatchObject({
      _id: job._id,
    });
    expect(sitemap()).toContain('/career/scala-engineer</loc>');
  });
});
