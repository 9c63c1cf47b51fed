/**
 * Career applications against the local stand-ins, each route under its own
 * grants: the CV upload's policy, the byte checks, storing and HR's mail, the
 * job that must be open, HR's stage/assignee/notes with audit entries, the
 * short-lived CV link, retention, and who may see applications at all.
 */
import { HeadObjectCommand } from '@aws-sdk/client-s3';
import { UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { beforeAll, describe, expect, it } from 'vitest';
import { applicationMessages, cvContentTypes, defaultApplicationsMailTo, maxCvBytes } from '../../functions/contract/applications';
import { messages } from '../../functions/contract/messages';
import { apiPath, routes } from '../../functions/contract/routes';
import { cvKey } from '../../functions/core/applications/cv-storage';
import { db } from '../../functions/core/aws/dynamodb';
import { s3 } from '../../functions/core/aws/s3';
import { config } from '../../functions/core/config';
import { keys } from '../../functions/core/db/keys';
import { getRecord } from '../../functions/core/db/repository';
import { docxBytes, exeBytes, pdfBytes } from './cv-files';
import { eventually } from './eventually';
import { auditEntries, pngBytes, signInAs, useStack } from './harness';

const stack = useStack();
let careerId = '';

/** Uploads bytes as the browser would: presign, then POST the form to the bucket; answers the staged key. */
async function stageCv(bytes: Uint8Array, contentType: string = cvContentTypes.pdf): Promise<string> {
  const presign = await stack.call('POST', routes.createCvUpload.path, { body: { contentType, size: bytes.length }, token: null });
  expect(presign.status, JSON.stringify(presign.body)).toBe(201);
  const { url, fields, key } = presign.body.data;
  const form = new FormData();
  for (const [name, value] of Object.entries(fields as Record<string, string>)) form.append(name, value);
  form.append('file', new Blob([bytes as BlobPart], { type: contentType }), 'cv.pdf');
  const stored = await fetch(url, { method: 'POST', body: form });
  expect(stored.ok, await stored.clone().text()).toBe(true);
  return key as string;
}

const candidate = (cvUploadId: string, change: Record<string, unknown> = {}) => ({
  careerId,
  name: 'Asha Verma',
  email: 'asha@example.org',
  phone: '+91 98765 43210',
  url: 'https://www.linkedin.com/in/asha',
  coverNote: 'Five years of Go services.',
  cvUploadId,
  consent: true,
  ...change,
});

const apply = (body: unknown) => stack.call('POST', routes.submitApplication.path, { body, token: null });
const exists = (key: string) =>
  s3()
    .send(new HeadObjectCommand({ Bucket: config.mediaBucket, Key: key }))
    .then(() => true)
    .catch(() => false);

beforeAll(async () => {
  const created = await stack.call('POST', routes.createCareerPost.path, {
    form: {
      careerTitle: 'Go Engineer',
      careerExperienceYr: '3-5 years',
      careerInterviewProcess: 'Two technical rounds, HR',
      careerLocation: 'Kolkata',
      careerDescription: '<p>Build payment services.</p>',
      image: await stack.upload(pngBytes),
    },
  });
  careerId = created.body.data._id;
});

describe('the CV upload', () => {
  it('refuses a file over 5 MB at the bucket, whatever the browser declared', async () => {
    const presign = await stack.call('POST', routes.createCvUpload.path, {
      body: { contentType: cvContentTypes.pdf, size: 1000 },
      token: null,
    });
    const { url, fields } = presign.body.data;
    const form = new FormData();
    for (const [name, value] of Object.entries(fields as Record<string, string>)) form.append(name, value);
    form.append('file', new Blob([new Uint8Array(maxCvBytes + 1)], { type: cvContentTypes.pdf }), 'big.pdf');
    const stored = await fetch(url, { method: 'POST', body: form });
    expect(stored.status).toBe(400);
    expect(await stored.text()).toContain('EntityTooLarge');
  });

  it('refuses to write anywhere but its own staged key', async () => {
    const presign = await stack.call('POST', routes.createCvUpload.path, {
      body: { contentType: cvContentTypes.pdf, size: 100 },
      token: null,
    });
    const { url, fields } = presign.body.data;
    const form = new FormData();
    for (const [name, value] of Object.entries({ ...(fields as Record<string, string>), key: 'media/news/evil.pdf' }))
      form.append(name, value);
    form.append('file', new Blob([pdfBytes as BlobPart], { type: cvContentTypes.pdf }), 'cv.pdf');
    const stored = await fetch(url, { method: 'POST', body: form });
    expect(stored.status).toBe(403);
    expect(await exists('media/news/evil.pdf')).toBe(false);
  });

  it('answers 400 for another type or a size over 5 MB', async () => {
    const png = await stack.call('POST', routes.createCvUpload.path, { body: { contentType: 'image/png', size: 100 }, token: null });
    expect(png).toMatchObject({ status: 400, body: { msg: applicationMessages.cvWrongType } });
    const big = await stack.call('POST', routes.createCvUpload.path, {
      body: { contentType: cvContentTypes.pdf, size: maxCvBytes + 1 },
      token: null,
    });
    expect(big).toMatchObject({ status: 400, body: { msg: applicationMessages.cvTooLarge } });
  });
});

describe('applying', () => {
  it('stores the application with its CV kept privately, and mails HR', async () => {
    const staged = await stageCv(pdfBytes);
    const answer = await apply(candidate(staged));
    expect(answer).toMatchObject({ status: 201, body: { ack: 1, msg: applicationMessages.submitted } });

    const list = (await stack.call('GET', routes.listApplications.path)).body.data;
    const stored = list.list.find((item: { email: string }) => item.email === 'asha@example.org');
    expect(stored).toMatchObject({ careerTitle: 'Go Engineer', name: 'Asha Verma', stage: 'applied', cvKind: 'pdf' });
    expect(await exists(cvKey(stored._id, 'pdf'))).toBe(true);
    expect(await exists(staged)).toBe(false);
    const item = await getRecord(keys.entity('APPLICATION', stored._id));
    // Kept a year by default: the table's TTL deletes it then.
    expect(Number(item?.expiresAt) - Date.now() / 1000).toBeGreaterThan(364 * 86_400);

    const mail = await eventually(
      async () => (await stack.mails()).find((entry) => entry.subject === 'New application for Go Engineer from Asha Verma'),
      { what: 'the HR mail' },
    );
    expect(mail?.body.text).toContain('Five years of Go services.');
    // HR's own inbox (by default the careers address the site shows), never the sales enquiries mailbox.
    expect(mail?.destination.to).toEqual([defaultApplicationsMailTo]);
    expect(mail?.destination.to).not.toContain(config.mailTo);
  });

  it('mails HR at APPLICATIONS_MAIL_TO, and keeps the application for APPLICATION_RETENTION_DAYS', async () => {
    process.env.APPLICATIONS_MAIL_TO = 'people@acme-it.co';
    process.env.APPLICATION_RETENTION_DAYS = '30';
    try {
      await apply(candidate(await stageCv(pdfBytes), { name: 'Mira Sen', email: 'mira@example.org' }));
      const mail = await eventually(
        async () => (await stack.mails()).find((entry) => entry.subject === 'New application for Go Engineer from Mira Sen'),
        { what: 'the HR mail' },
      );
      expect(mail?.destination.to).toEqual(['people@acme-it.co']);
      const id = (await stack.call('GET', `${routes.listApplications.path}?q=mira@example.org`)).body.data.list[0]._id;
      const days = (Number((await getRecord(keys.entity('APPLICATION', id)))?.expiresAt) - Date.now() / 1000) / 86_400;
      expect(days).toBeGreaterThan(29.9);
      expect(days).toBeLessThanOrEqual(30);
    } finally {
      delete process.env.APPLICATIONS_MAIL_TO;
      delete process.env.APPLICATION_RETENTION_DAYS;
    }
  });

  it('keeps a DOCX as a DOCX', async () => {
    const answer = await apply(candidate(await stageCv(docxBytes, cvContentTypes.docx), { email: 'docx@example.org' }));
    expect(answer.status).toBe(201);
    const list = (await stack.call('GET', `${routes.listApplications.path}?q=docx@example.org`)).body.data;
    expect(list.list).toHaveLength(1);
    expect(list.list[0].cvKind).toBe('docx');
  });

  it.each([
    ['a program renamed to .pdf', exeBytes],
    ['a PNG renamed to .pdf', pngBytes],
  ])('refuses %s by its bytes, deletes it and stores nothing', async (_, bytes) => {
    const before = (await stack.call('GET', routes.listApplications.path)).body.data.count;
    const staged = await stageCv(bytes);
    const answer = await apply(candidate(staged, { email: 'impostor@example.org' }));
    expect(answer).toMatchObject({
      status: 400,
      body: { msg: applicationMessages.cvWrongType, errors: { cvUploadId: applicationMessages.cvWrongType } },
    });
    expect(await exists(staged)).toBe(false);
    expect((await stack.call('GET', routes.listApplications.path)).body.data.count).toBe(before);
  });

  it('needs a job that exists, a CV that was uploaded and consent', async () => {
    const staged = await stageCv(pdfBytes);
    expect(await apply(candidate(staged, { careerId: 'no-such-job' }))).toMatchObject({
      status: 400,
      body: { errors: { careerId: 'Choose the job you apply for.' } },
    });
    expect(await apply(candidate(`applications-staged/${crypto.randomUUID()}`))).toMatchObject({
      status: 400,
      body: { msg: applicationMessages.cvMissing },
    });
    expect(await apply(candidate(staged, { consent: false }))).toMatchObject({
      status: 400,
      body: { msg: 'You must agree to the Privacy Policy to apply.' },
    });
    expect((await apply('not json')).status).toBe(400);
  });
});

describe('HR works an application', () => {
  let id = '';
  beforeAll(async () => {
    await apply(candidate(await stageCv(pdfBytes), { name: 'Ravi Kumar', email: 'ravi@example.org' }));
    id = (await stack.call('GET', `${routes.listApplications.path}?q=ravi`)).body.data.list[0]._id;
  });

  it('a Recruiter moves it to Interview, assigns it and adds a note, each recorded in the audit log', async () => {
    const recruiter = await signInAs(stack, 'recruiter');
    const changed = await stack.call('PUT', apiPath(routes.updateApplication, { id }), {
      body: { stage: 'interview', assignee: recruiter.email, note: 'Strong Go answers.' },
      token: recruiter.token,
    });
    expect(changed).toMatchObject({
      status: 200,
      body: { msg: applicationMessages.updated, data: { stage: 'interview', assignee: recruiter.email } },
    });
    const stored = (await stack.call('GET', apiPath(routes.getApplication, { id }), { token: recruiter.token })).body.data;
    expect(stored).toMatchObject({
      stage: 'interview',
      assignee: recruiter.email,
      notes: [{ author: recruiter.email, text: 'Strong Go answers.' }],
    });
    expect((await auditEntries('application-stage')).find((entry) => entry.itemId === id)).toMatchObject({
      actor: recruiter.email,
      detail: 'Applied → Interview',
    });
    expect((await auditEntries('application-note')).some((entry) => entry.itemId === id)).toBe(true);
    const interviews = (await stack.call('GET', `${routes.listApplications.path}?stage=interview`, { token: recruiter.token })).body.data;
    expect(interviews.list.map((item: { _id: string }) => item._id)).toEqual([id]);
  });

  it('refuses a stage that does not exist and an assignee who does not recruit', async () => {
    const sales = await signInAs(stack, 'sales');
    expect(await stack.call('PUT', apiPath(routes.updateApplication, { id }), { body: { stage: 'hired-maybe' } })).toMatchObject({
      status: 400,
      body: { msg: applicationMessages.stage },
    });
    expect(await stack.call('PUT', apiPath(routes.updateApplication, { id }), { body: { assignee: sales.email } })).toMatchObject({
      status: 400,
      body: { errors: { assignee: 'Choose someone who works on applications.' } },
    });
  });

  it('the CV link downloads the file as an attachment, is recorded, and is signed for five minutes', async () => {
    const link = await stack.call('GET', apiPath(routes.applicationCv, { id }));
    expect(link.status).toBe(200);
    const url = new URL(link.body.data.url);
    expect(url.searchParams.get('X-Amz-Expires')).toBe('300');
    const file = await fetch(url);
    expect(file.status).toBe(200);
    expect(new Uint8Array(await file.arrayBuffer())).toEqual(pdfBytes);
    expect(file.headers.get('content-disposition')).toBe('attachment; filename="CV-Ravi-Kumar.pdf"');
    expect((await auditEntries('cv-download')).some((entry) => entry.itemId === id)).toBe(true);
  });

  it('exports the applications as HR filters them, one CSV file behind a link, recorded in the audit log', async () => {
    const recruiter = await signInAs(stack, 'recruiter');
    const answer = await stack.call('GET', `${routes.exportApplications.path}?day=2026-11-27&q=ravi`, { token: recruiter.token });
    expect(answer).toMatchObject({ status: 200, body: { data: { fileName: 'career-applications-2026-11-27.csv', rows: 1 } } });
    const [header, row, end] = (await (await fetch(answer.body.data.url)).text()).split('\r\n');
    expect(header).toBe('applied_at,name,email,phone,link,job,stage,assigned_to,cover_note,last_changed_at,last_changed_by');
    expect(row).toContain(',Ravi Kumar,ravi@example.org,');
    expect(row).toContain(',Interview,');
    expect(end).toBe('');
    expect((await auditEntries('export')).some((entry) => entry.itemTitle === 'career-applications-2026-11-27.csv')).toBe(true);
    const sales = await signInAs(stack, 'sales');
    expect((await stack.call('GET', `${routes.exportApplications.path}?day=2026-11-27`, { token: sales.token })).status).toBe(403);
    expect((await stack.call('GET', `${routes.exportApplications.path}?day=27-11-2026`)).status).toBe(400);
  });

  it('an unknown id is 404', async () => {
    expect((await stack.call('GET', apiPath(routes.getApplication, { id: crypto.randomUUID() }))).status).toBe(404);
    expect((await stack.call('GET', apiPath(routes.applicationCv, { id: 'x' }))).status).toBe(404);
  });
});

describe('who sees applications', () => {
  it('lists the active Owners and Recruiters to assign from, to Owners and Recruiters only', async () => {
    const recruiter = await signInAs(stack, 'recruiter');
    const sales = await signInAs(stack, 'sales');
    const team = await stack.call('GET', routes.listRecruiters.path, { token: recruiter.token });
    expect(team.status).toBe(200);
    const emails = team.body.data.map((person: { email: string }) => person.email);
    expect(emails).toContain(recruiter.email);
    expect(emails).not.toContain(sales.email);
    expect(team.body.data.every((person: { role: string }) => person.role === 'owner' || person.role === 'recruiter')).toBe(true);
    expect((await stack.call('GET', routes.listRecruiters.path, { token: sales.token })).status).toBe(403);
  });

  it('Editors and Sales get 403; a Recruiter sees applications but not leads or content', async () => {
    for (const role of ['editor', 'sales'] as const) {
      const { token } = await signInAs(stack, role);
      expect(await stack.call('GET', routes.listApplications.path, { token })).toMatchObject({
        status: 403,
        body: { msg: messages.forbidden },
      });
    }
    const { token } = await signInAs(stack, 'recruiter');
    expect((await stack.call('GET', routes.listApplications.path, { token })).status).toBe(200);
    expect((await stack.call('GET', apiPath(routes.listLeads, { kind: 'contact' }), { token })).status).toBe(403);
    expect((await stack.call('GET', apiPath(routes.listUnpublished, { kind: 'career' }), { token })).status).toBe(403);
  });
});

describe('retention', () => {
  it('an application past its retention is gone from the list at once and deleted by the TTL', async () => {
    await apply(candidate(await stageCv(pdfBytes), { name: 'Old Candidate', email: 'old@example.org' }));
    const id = (await stack.call('GET', `${routes.listApplications.path}?q=old@example.org`)).body.data.list[0]._id;
    // A year and a day later, as far as this application is concerned.
    await db().send(
      new UpdateCommand({
        TableName: config.tableName,
        Key: keys.entity('APPLICATION', id),
        UpdateExpression: 'SET expiresAt = :past, keepUntil = :pastIso',
        ExpressionAttributeValues: { ':past': Math.floor(Date.now() / 1000) - 60, ':pastIso': new Date(Date.now() - 60_000).toISOString() },
      }),
    );
    expect((await stack.call('GET', `${routes.listApplications.path}?q=old@example.org`)).body.data.count).toBe(0);
    expect((await stack.call('GET', apiPath(routes.getApplication, { id }))).status).toBe(404);
    await stack.server.standIns.sweepExpired();
    expect(await getRecord(keys.entity('APPLICATION', id))).toBeNull();
  });
});

describe('erasure', () => {
  it("counts and erases an address's applications with their CVs", async () => {
    await apply(candidate(await stageCv(pdfBytes), { name: 'Erase Me', email: 'Erase.Me@example.org' }));
    const id = (await stack.call('GET', `${routes.listApplications.path}?q=erase.me@example.org`)).body.data.list[0]._id;
    expect(await exists(cvKey(id, 'pdf'))).toBe(true);
    const lookup = await stack.call('GET', `${routes.lookupAddress.path}?email=erase.me@example.org`);
    expect(lookup.body.data).toMatchObject({ application: 1 });
    const erased = await stack.call('POST', routes.eraseAddress.path, { body: { email: 'erase.me@example.org' } });
    expect(erased.body.data).toMatchObject({ application: 1 });
    expect(await getRecord(keys.entity('APPLICATION', id))).toBeNull();
    expect(await exists(cvKey(id, 'pdf'))).toBe(false);
  });
});
