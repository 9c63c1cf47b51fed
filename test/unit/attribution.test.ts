/** Lead attribution on the server: cleaning what a visitor's browser sent, the dimension values it counts under, adding up days, the CSV. */
import { describe, expect, it } from 'vitest';
import { sourceValues } from '../../functions/contract/attribution';
import { contactCsv } from '../../functions/contract/csv';
import type { ContactEnquiry } from '../../functions/contract/entities';
import { cleanAttribution } from '../../functions/contract/schemas/attribution';
import { validate } from '../../functions/contract/schemas/validate';
import { contactMail } from '../../functions/contract/specs/contact-mail';
import { addUpDays, countAttribute, expiryOf, maxValuesShown } from '../../functions/core/attribution/source-day';

describe('cleaning an attribution', () => {
  it('keeps well-formed parts as sent', () => {
    const sent = {
      landingPage: '/case-studies/retail',
      referrer: 'https://news.example.com/post/1',
      utmSource: 'newsletter',
      utmMedium: 'email',
      utmCampaign: 'autumn',
      pagesViewed: 4,
      device: 'tablet',
    };
    expect(cleanAttribution(sent)).toEqual(sent);
  });

  it('cuts long texts, drops wrong kinds and shapes, clamps the page count and keeps nothing else', () => {
    expect(
      cleanAttribution({
        landingPage: `/${'p'.repeat(400)}?q=1`,
        referrer: `https://a.example/${'r'.repeat(400)}?token=secret`,
        utmSource: `\tnews\u0007letter  weekly\n`,
        utmMedium: { nested: true },
        utmCampaign: 'x'.repeat(120),
        pagesViewed: 99999.4,
        device: 'Desktop',
        ip: '10.0.0.1',
      }),
    ).toEqual({
      landingPage: `/${'p'.repeat(299)}`,
      referrer: `https://a.example/${'r'.repeat(300 - 'https://a.example/'.length)}`,
      utmSource: 'news letter weekly',
      utmCampaign: 'x'.repeat(100),
      pagesViewed: 10000,
    });
  });

  it.each([
    ['a path of another site', { landingPage: '//evil.example/x' }],
    ['a full URL as landing page', { landingPage: 'https://site.example/' }],
    ['a script referrer', { referrer: 'javascript:alert(1)' }],
    ['a referrer that is no URL', { referrer: 'not a url' }],
    ['a page count that is no number', { pagesViewed: 'many' }],
    ['blank tags', { utmSource: '   ', utmMedium: '' }],
  ])('drops %s', (_, sent) => {
    expect(cleanAttribution(sent)).toBeUndefined();
  });

  it('answers nothing for a value that is no object', () => {
    for (const sent of [null, 'newsletter', 42, ['a'], undefined]) expect(cleanAttribution(sent)).toBeUndefined();
  });

  it('never turns a contact body into an error, with or without attribution', () => {
    const body = { name: 'A', emailAddress: 'a@b.co', contactNo: '1', message: 'm', terms: true };
    expect(validate(contactMail.body!.schema, body)).toEqual({ ok: true, value: body });
    expect(validate(contactMail.body!.schema, { ...body, attribution: { pagesViewed: -1, device: 'watch' } })).toEqual({
      ok: true,
      value: { ...body, attribution: { pagesViewed: 1 } },
    });
  });
});

describe('the values an enquiry counts under', () => {
  it('uses the UTM tags and landing page when there are some', () => {
    expect(sourceValues({ utmSource: 'newsletter', utmMedium: 'email', utmCampaign: 'autumn', landingPage: '/' })).toEqual({
      source: 'newsletter',
      medium: 'email',
      campaign: 'autumn',
      landingPage: '/',
    });
  });

  it('counts a referred visit under the referring host, medium referral; a direct one as (direct) and (none)', () => {
    expect(sourceValues({ referrer: 'https://www.search.example/results' })).toMatchObject({
      source: 'www.search.example',
      medium: 'referral',
    });
    expect(sourceValues({ referrer: 'https://x.example/', utmSource: 'ads' })).toMatchObject({ source: 'ads', medium: '(none)' });
    expect(sourceValues(undefined)).toEqual({ source: '(direct)', medium: '(none)', campaign: '(none)', landingPage: '(none)' });
  });
});

describe('adding up the days', () => {
  it('sums each value over both lists and days, most first then by name', () => {
    const contactDay = {
      total: 3,
      [countAttribute('source', 'newsletter')]: 2,
      [countAttribute('source', '(direct)')]: 1,
      'v#source': new Set(),
    };
    const hireDay = { total: 2, [countAttribute('source', 'newsletter')]: 1, [countAttribute('source', 'ads#1')]: 1, expiresAt: 1 };
    const totals = addUpDays([contactDay], [hireDay]);
    expect(totals).toMatchObject({ total: 5, contact: 3, hire: 2 });
    expect(totals.dimensions.source).toEqual([
      { value: 'newsletter', count: 3 },
      { value: '(direct)', count: 1 },
      { value: 'ads#1', count: 1 },
    ]);
    expect(totals.dimensions.medium).toEqual([]);
  });

  it('answers at most 50 values a dimension, the rest added into (other)', () => {
    const day: Record<string, number> = { total: 80, [countAttribute('campaign', '(other)')]: 5 };
    for (let i = 0; i < 75; i++) day[countAttribute('campaign', `c${String(i).padStart(2, '0')}`)] = i < 10 ? 2 : 1;
    const { dimensions } = addUpDays([day], []);
    expect(dimensions.campaign).toHaveLength(maxValuesShown);
    expect(dimensions.campaign.at(-1)).toEqual({ value: '(other)', count: 5 + 26 });
    expect(dimensions.campaign.reduce((sum, entry) => sum + entry.count, 0)).toBe(5 + 10 * 2 + 65);
  });

  it('lets a day expire 100 days after it began', () => {
    expect(expiryOf('2026-01-01')).toBe(Date.UTC(2026, 3, 11) / 1000);
  });
});

describe('the CSV source columns', () => {
  const row: ContactEnquiry = {
    _id: '1',
    name: 'Ann',
    emailAddress: 'ann@example.com',
    contactNo: '1',
    message: 'hi',
    terms: true,
    added_date: '2026-11-26T10:00:00.000Z',
    attribution: { landingPage: '/', utmSource: '=cmd|calc', utmCampaign: 'spring, 2026', pagesViewed: 2, device: 'mobile' },
  };
  it('comes after every other column, formulas defused and commas quoted; empty without attribution', () => {
    const [header, first, second] = contactCsv([row, { ...row, attribution: undefined }]).split('\r\n');
    expect(header?.endsWith(',last_changed_by,landing_page,referrer,utm_source,utm_medium,utm_campaign,pages_viewed,device')).toBe(true);
    expect(first?.endsWith(`,New,,,,/,,'=cmd|calc,,"spring, 2026",2,mobile`)).toBe(true);
    expect(second?.endsWith(',New,,,,,,,,,,')).toBe(true);
  });
});
