/**
 * Careers with a closing date and an employment type through the spec's
 * multipart routes (and without them, as the spec sends them), and a job whose
 * closing day has ended leaving the public list, /career and the sitemap once
 * the scheduler has run, while the admin still lists it.
 */
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { calendarDayIn } from '../../functions/contract/job-closing';
import { messages } from '../../functions/contract/messages';
import { apiPath, routes } from '../../functions/contract/routes';
import { publishDueItems } from '../../functions/core/content/scheduler';
import { runAs } from '../../infra/local/iam/caller';
import { pageData, published } from './publish-support';
import { usePublishingStack } from './publishing-stack';

const stack = usePublishingStack('job-closing');
const { call, upload } = stack;
const day = 86_400_000;
/** A calendar day in the company's zone, `offset` days from now. */
const companyDay = (offset: number) => calendarDayIn(new Date(Date.now() + offset * day));

async function careerForm(title: string, extra: Record<string, string> = {}): Promise<FormData> {
  const form = new FormData();
  const fields = {
    careerTitle: title,
    image: await upload(),
    careerExperienceYr: '3-5 years',
    careerInterviewProcess: 'Coding round, system design, HR discussion',
    careerLocation: 'Kolkata',
    careerDescription: `<p>${title}: build services our clients run on.</p>`,
    ...extra,
  };
  for (const [name, value] of Object.entries(fields)) form.append(name, value);
  return form;
}

type Job = { _id: string; careerTitle: string; closingDate?: string; employmentType?: string; updatedAt?: string; added_date: string };
const site = (file: string) => published(join(stack.root, 'site'), file);
const publicJobs = async () => (await call('GET', routes.getAllCareerPost.path)).body.data as unknown as Job[];
const careerPageJobs = () => (pageData(site('career/index.html'))[routes.getAllCareerPost.path] as Job[]).map((job) => job._id);
const careerLastmod = () => /<loc>[^<]*\/career<\/loc>\s*<lastmod>([^<]+)<\/lastmod>/.exec(site('sitemap.xml') ?? '')?.[1];
const settled = () => stack.server.publishing!.settled();

describe('closing date and employment type on careers', () => {
  let closing: Job;
  let open: Job;

  it('creates and updates a career with both fields through the multipart routes', async () => {
    const created = await call(
      'POST',
      routes.createCareerPost.path,
      await careerForm('Go Engineer', { closingDate: companyDay(2), employmentType: 'CONTRACTOR' }),
    );
    expect(created.status).toBe(201);
    closing = created.body.data as unknown as Job;
    expect(closing).toMatchObject({ closingDate: companyDay(2), employmentType: 'CONTRACTOR' });

    const form = new FormData();
    form.append('employmentType', 'PART_TIME');
    form.append('closingDate', companyDay(3));
    const updated = await call('PUT', apiPath(routes.updateCareer, { id: closing._id }), form);
    expect(updated.body).toMatchObject({ msg: messages.updated.career, data: { employmentType: 'PART_TIME', closingDate: companyDay(3) } });
    const listed = (await publicJobs()).find((job) => job._id === closing._id);
    expect(listed).toMatchObject({ employmentType: 'PART_TIME', closingDate: companyDay(3) });
  });

  it('creates a career without them as the spec does, and stores neither', async () => {
    const created = await call('POST', routes.createCareerPost.path, await careerForm('QA Engineer'));
    expect(created.status).toBe(201);
    open = created.body.data as unknown as Job;
    expect(open).not.toHaveProperty('closingDate');
    expect(open).not.toHaveProperty('employmentType');
    expect((await publicJobs()).map((job) => job._id)).toContain(open._id);
  });

  it('refuses a closing day already over on create, and values that are no day or no known type, in place', async () => {
    const past = await call('POST', routes.createCareerPost.path, await careerForm('Late Engineer', { closingDate: companyDay(-1) }));
    expect(past).toMatchObject({ status: 400, body: { errors: { closingDate: messages.closingDatePast } } });
    const wrong = await call(
      'POST',
      routes.createCareerPost.path,
      await careerForm('Odd Engineer', { closingDate: 'next week', employmentType: 'GIG' }),
    );
    expect(wrong).toMatchObject({
      status: 400,
      body: { errors: { closingDate: messages.closingDateInvalid, employmentType: messages.employmentTypeInvalid } },
    });
    expect((await publicJobs()).map((job) => job.careerTitle)).not.toContain('Late Engineer');
  });

  it('takes a closed job off the public list, /career and the sitemap once the scheduler runs after its closing day', async () => {
    // The closing job changed last: the sitemap's /career carries its change.
    const touched = new FormData();
    touched.append('careerExperienceYr', '4-6 years');
    const updated = (await call('PUT', apiPath(routes.updateCareer, { id: closing._id }), touched)).body.data as unknown as Job;
    await settled();
    expect(careerPageJobs()).toContain(closing._id);
    expect(careerLastmod()).toBe(updated.updatedAt);

    // The day after its closing day, in Kolkata; under the scheduled worker's own grants.
    const closeAll = () => runAs('publishScheduled', () => publishDueItems(new Date(Date.now() + 4 * day)));
    const run = await closeAll();
    expect(run.closed).toBe(1);
    await settled();

    const ids = (await publicJobs()).map((job) => job._id);
    expect(ids).not.toContain(closing._id);
    expect(ids).toContain(open._id);
    expect(careerPageJobs()).not.toContain(closing._id);
    expect(careerPageJobs()).toContain(open._id);
    expect(careerLastmod()).not.toBe(updated.updatedAt);

    // The admin still has it, whole, with its closing date.
    const admin = (await call('GET', apiPath(routes.listUnpublished, { kind: 'career' }))).body.data as unknown as Job[];
    expect(admin.find((job) => job._id === closing._id)).toMatchObject({ closingDate: companyDay(3) });

    // A second run finds nothing more to close.
    expect((await closeAll()).closed).toBe(0);
  });
});
