/**
 * Where each lead came from, against the local stack: the contact and hiring
 * routes store the visit's attribution (cleaned, never refused) on the
 * enquiry and count it into the day's lead-source counters; "Leads by source"
 * adds up 30 or 90 days by key range, under its own grants and roles.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { leadSourcesMessages } from '../../functions/contract/specs/lead-sources';
import { apiPath, routes } from '../../functions/contract/routes';
import { countLeadSource } from '../../functions/core/attribution/count';
import { leadSourceTotals } from '../../functions/core/attribution/totals';
import { keys } from '../../functions/core/db/keys';
import { getRecord } from '../../functions/core/db/repository';
import { runAs } from '../../infra/local/iam/caller';
import { signInAs, useStack } from './harness';
import { asPerson } from './as-person';

const stack = useStack();

const contact = {
  name: 'Nora Field',
  emailAddress: 'nora@example.org',
  contactNo: '9876543210',
  message: 'A data team, please.',
  terms: true,
};
const hire = {
  fullName: 'Omar Haddad',
  country: 'AE',
  contactNo: '9715012345',
  emailAddress: 'omar@example.org',
  hiringchecked: 'fixed',
  servicechecked: ['DevOps'],
};
const newsletter = {
  landingPage: '/',
  referrer: 'https://mail.example.net/inbox',
  utmSource: 'newsletter',
  utmMedium: 'email',
  utmCampaign: 'autumn',
  pagesViewed: 3,
  device: 'mobile',
};

const daysAgo = (days: number) => new Date(Date.now() - days * 86400000);
const sources = (days?: string, token?: string) =>
  stack.call('GET', `${routes.leadSources.path}${days === undefined ? '' : `?days=${days}`}`, token ? { token } : {});
const storedLead = async (kind: 'contact' | 'hire', q: string) => {
  const list = await stack.call('GET', `${apiPath(routes.listLeads, { kind })}?q=${encodeURIComponent(q)}`);
  const id = list.body.data.list[0]._id as string;
  return (await stack.call('GET', apiPath(routes.getLead, { kind, id }))).body.data;
};
const countOf = (answer: { body: Record<string, any> }, dimension: string, value: string) =>
  (answer.body.data.dimensions[dimension] as Array<{ value: string; count: number }>).find((entry) => entry.value === value)?.count;

beforeAll(async () => {
  // Counted 40 days ago: inside the 90-day view only.
  await countLeadSource('CONTACT', { utmSource: 'old-fair', utmMedium: 'event', landingPage: '/events' }, daysAgo(40));
});

describe('attribution on the enquiry', () => {
  it('stores the visit on a contact message and shows it on the lead and in its list row', async () => {
    const sent = await stack.call('POST', routes.contactMail.path, {
      body: asPerson('contact', { ...contact, attribution: newsletter }),
      token: null,
    });
    expect(sent.status).toBe(200);
    const lead = await storedLead('contact', 'Nora Field');
    expect(lead.attribution).toEqual(newsletter);
    const row = (await stack.call('GET', `${apiPath(routes.listLeads, { kind: 'contact' })}?q=nora`)).body.data.list[0];
    expect(row.attribution).toEqual(newsletter);
  });

  it('never refuses a message over a bad tracker value: each part is cleaned, cut or dropped', async () => {
    const attribution = {
      landingPage: `/contact-us?utm_source=x#top${'a'.repeat(10)}`,
      referrer: 'javascript:alert(1)',
      utmSource: `  ${'s'.repeat(150)}\u0000 `,
      utmMedium: 42,
      utmCampaign: ['spring'],
      pagesViewed: -7,
      device: 'fridge',
      extra: 'not kept',
    };
    const sent = await stack.call('POST', routes.contactMail.path, {
      body: asPerson('contact', { ...contact, name: 'Ivo Odd', attribution }),
      token: null,
    });
    expect(sent.status).toBe(200);
    expect((await storedLead('contact', 'Ivo Odd')).attribution).toEqual({
      landingPage: '/contact-us',
      utmSource: 's'.repeat(100),
      pagesViewed: 1,
    });

    const notAnObject = await stack.call('POST', routes.contactMail.path, {
      body: asPerson('contact', { ...contact, name: 'Uma Plain', attribution: 'newsletter' }),
      token: null,
    });
    expect(notAnObject.status).toBe(200);
    expect((await storedLead('contact', 'Uma Plain')).attribution).toBeUndefined();
  });

  it("takes the spec's body without attribution as before", async () => {
    const sent = await stack.call('POST', routes.hireUsMail.path, {
      body: asPerson('hire', { ...hire, fullName: 'Lena Spec' }),
      token: null,
    });
    expect(sent.status).toBe(200);
    expect((await storedLead('hire', 'Lena Spec')).attribution).toBeUndefined();
  });

  it('keeps a referrer as origin and path only, and counts a referred hiring enquiry under the referring site', async () => {
    const sent = await stack.call('POST', routes.hireUsMail.path, {
      body: asPerson('hire', {
        ...hire,
        attribution: { landingPage: '/hire-us', referrer: 'https://www.search.example/results?q=react+team', device: 'desktop' },
      }),
      token: null,
    });
    expect(sent.status).toBe(200);
    expect((await storedLead('hire', 'Omar Haddad')).attribution).toEqual({
      landingPage: '/hire-us',
      referrer: 'https://www.search.example/results',
      device: 'desktop',
    });
  });
});

describe('Leads by source', () => {
  it('adds up the last 30 days by source, medium, campaign and landing page, "(direct)" and "(none)" for what is missing', async () => {
    const answer = await sources('30');
    expect(answer.status).toBe(200);
    // Nora (newsletter), Ivo (cleaned), Uma and Lena (none) and Omar (referred): the counter from 40 days ago is outside.
    expect(answer.body.data).toMatchObject({ days: 30, total: 5, contact: 3, hire: 2 });
    expect(answer.body.data.dimensions.source).toEqual([
      { value: '(direct)', count: 2 },
      { value: 'newsletter', count: 1 },
      { value: 's'.repeat(100), count: 1 },
      { value: 'www.search.example', count: 1 },
    ]);
    expect(answer.body.data.dimensions.medium).toEqual([
      { value: '(none)', count: 3 },
      { value: 'email', count: 1 },
      { value: 'referral', count: 1 },
    ]);
    expect(countOf(answer, 'campaign', 'autumn')).toBe(1);
    expect(countOf(answer, 'campaign', '(none)')).toBe(4);
    expect(countOf(answer, 'landingPage', '/contact-us')).toBe(1);
    expect(countOf(answer, 'landingPage', '/hire-us')).toBe(1);
    expect(answer.body.data.to).toBe(new Date().toISOString().slice(0, 10));
    expect(answer.body.data.from).toBe(daysAgo(29).toISOString().slice(0, 10));
    expect((await sources()).body.data).toEqual(answer.body.data);
  });

  it('includes older days in the 90-day view', async () => {
    const answer = await sources('90');
    expect(answer.body.data).toMatchObject({ days: 90, total: 6, contact: 4, hire: 2 });
    expect(countOf(answer, 'source', 'old-fair')).toBe(1);
    expect(countOf(answer, 'medium', 'event')).toBe(1);
    expect(countOf(answer, 'landingPage', '/events')).toBe(1);
  });

  it.each(['7', '365', 'abc', '', '30.0'])('answers 400 for days=%s', async (days) => {
    const answer = await sources(days);
    expect(answer).toMatchObject({ status: 400, body: { ack: 0, msg: leadSourcesMessages.days } });
  });

  it('keeps at most 50 values of a dimension a day; the rest count as "(other)"', async () => {
    const at = daysAgo(60);
    for (let i = 0; i < 52; i++) await countLeadSource('HIRE', { utmSource: `partner-${i}` }, at);
    const day = await getRecord(keys.leadSourceDay('HIRE', at.toISOString().slice(0, 10)));
    const counted = Object.keys(day ?? {}).filter((name) => name.startsWith('c#source#'));
    expect(counted).toHaveLength(51);
    expect(day?.['c#source#(other)']).toBe(2);
    expect(day?.total).toBe(52);
    expect(Number(day?.expiresAt)).toBeGreaterThan(Date.now() / 1000);
  });

  it('is for Owners and Sales only', async () => {
    const sales = await signInAs(stack, 'sales');
    expect((await sources('30', sales.token)).status).toBe(200);
    const editor = await signInAs(stack, 'editor');
    expect((await sources('30', editor.token)).status).toBe(403);
    expect((await stack.call('GET', routes.leadSources.path, { token: null })).status).toBe(401);
  });

  it('runs under exact grants: the form routes may only count, the view may only read the counters', async () => {
    await expect(runAs('contactMail', () => leadSourceTotals(30))).rejects.toMatchObject({ name: 'AccessDeniedException' });
    await expect(runAs('leadSources', () => getRecord(keys.leadSourceDay('CONTACT', '2026-01-01')))).rejects.toMatchObject({
      name: 'AccessDeniedException',
    });
    await expect(runAs('leadSources', () => getRecord(keys.entity('CONTACT', 'x')))).rejects.toMatchObject({
      name: 'AccessDeniedException',
    });
    await expect(runAs('leadSources', () => leadSourceTotals(90))).resolves.toMatchObject({ days: 90 });
  });
});
