/** Careers for Google for Jobs: the JobPosting block, the closing-date and employment-type checks, and when a job counts as closed. */
import { describe, expect, it } from 'vitest';
import type { CareerPost } from '../../functions/contract/entities';
import { calendarDayIn, endOfClosingDay, isClosed } from '../../functions/contract/job-closing';
import { messages } from '../../functions/contract/messages';
import { validate } from '../../functions/contract/schemas/validate';
import { careerSchema } from '../../functions/contract/schemas/content';
import { collections } from '../../functions/core/content/collections';
import { jobPageJsonLd, jobPosting } from '../../web/src/lib/structured-data/content';

const origin = 'https://www.example.com';
const job: CareerPost = {
  _id: '0b7c3f0e-4a57-4b8e-9a43-1f5f8d3f2c11',
  careerTitle: 'Golang Backend Engineer',
  imageUrl: '/media/careers/go.png',
  careerExperienceYr: '3-5 years',
  careerInterviewProcess: 'Two technical rounds',
  careerLocation: 'Kolkata',
  metaDescription: 'Build payment services in Go.',
  careerDescription: '<p>Build payment services in Go.</p>',
  added_date: '2026-11-01T09:00:00.000Z',
};

describe('JobPosting structured data', () => {
  it('carries validThrough at the end of the closing day in Kolkata, the employment type, the identifier and directApply', () => {
    const block = jobPosting(
      { ...job, closingDate: '2026-12-15', employmentType: 'CONTRACTOR' },
      origin,
      '/career/golang-backend-engineer',
    );
    expect(block).toMatchObject({
      '@type': 'JobPosting',
      url: 'https://www.example.com/career/golang-backend-engineer',
      title: 'Golang Backend Engineer',
      validThrough: '2026-12-15T23:59:59+05:30',
      employmentType: 'CONTRACTOR',
      identifier: { '@type': 'PropertyValue', name: 'Nexoria Technologies', value: job._id },
      directApply: true,
      datePosted: job.added_date,
      description: job.careerDescription,
      hiringOrganization: { '@type': 'Organization', name: 'Nexoria Technologies' },
      jobLocation: { '@type': 'Place', address: { addressLocality: 'Kolkata', addressCountry: 'India' } },
    });
  });

  it('leaves validThrough out for a job without a closing date, and calls an untyped job full-time', () => {
    const block = jobPosting(job, origin, '/career/golang-backend-engineer');
    expect(block).not.toHaveProperty('validThrough');
    expect(block.employmentType).toBe('FULL_TIME');
    expect(block.identifier).toEqual({ '@type': 'PropertyValue', name: 'Nexoria Technologies', value: job._id });
  });
});

describe("a job's own page", () => {
  const path = '/career/golang-backend-engineer';
  const trail = {
    '@type': 'BreadcrumbList',
    itemListElement: [
      { '@type': 'ListItem', position: 1, name: 'Careers', item: 'https://www.example.com/career' },
      { '@type': 'ListItem', position: 2, name: 'Golang Backend Engineer', item: 'https://www.example.com/career/golang-backend-engineer' },
    ],
  };

  it('carries the JobPosting of an open job, with this page as its url, and the trail Careers › the job', () => {
    const blocks = jobPageJsonLd({ ...job, slug: 'golang-backend-engineer', closingDate: '2026-12-15', closed: false }, origin, path);
    expect(blocks).toHaveLength(2);
    expect(blocks[0]).toMatchObject({
      '@type': 'JobPosting',
      url: `${origin}${path}`,
      validThrough: '2026-12-15T23:59:59+05:30',
      employmentType: 'FULL_TIME',
      identifier: { value: job._id },
      directApply: true,
    });
    expect(blocks[1]).toMatchObject(trail);
  });

  it('carries no JobPosting once the job has closed, only the trail', () => {
    const blocks = jobPageJsonLd({ ...job, slug: 'golang-backend-engineer', closingDate: '2026-11-01', closed: true }, origin, path);
    expect(blocks).toEqual([expect.objectContaining(trail)]);
    expect(JSON.stringify(blocks)).not.toContain('JobPosting');
  });
});

describe('closing date and employment type on the career form', () => {
  const base = {
    careerTitle: 'QA Engineer',
    image: 'uploads/0b7c3f0e-4a57-4b8e-9a43-1f5f8d3f2c11',
    careerExperienceYr: '2 years',
    careerInterviewProcess: 'One round',
    careerLocation: 'Kolkata',
    careerDescription: '<p>Test things.</p>',
  };

  it('takes both fields, and goes through without them as the spec sends it', () => {
    const withFields = validate(careerSchema, { ...base, closingDate: '2030-01-31', employmentType: 'INTERN' }, 'full');
    expect(withFields.ok && withFields.value).toMatchObject({ closingDate: '2030-01-31', employmentType: 'INTERN' });
    const without = validate(careerSchema, base, 'full');
    expect(without.ok).toBe(true);
    expect(without.ok && without.value).not.toHaveProperty('closingDate');
  });

  it('refuses a date that is no day and a type schema.org does not know, with their own messages', () => {
    const result = validate(careerSchema, { ...base, closingDate: '2030-02-30', employmentType: 'FREELANCE' }, 'full');
    expect(result.ok).toBe(false);
    expect(!result.ok && result.errors).toEqual({
      closingDate: messages.closingDateInvalid,
      employmentType: messages.employmentTypeInvalid,
    });
  });

  it('refuses on create a closing day that is over in Kolkata, and takes today there', () => {
    // 19:00 UTC on 26 November is already 27 November in Kolkata (UTC+05:30).
    const now = new Date('2026-11-26T19:00:00Z');
    const assertNew = collections.career.assertNew;
    expect(() => assertNew({ closingDate: '2026-11-26' }, now)).toThrow(messages.closingDatePast);
    expect(() => assertNew({ closingDate: '2026-11-27' }, now)).not.toThrow();
    expect(() => assertNew({}, now)).not.toThrow();
  });
});

describe('when a job is closed', () => {
  it('stays open to the last second of its closing day in Kolkata, and is closed a second later', () => {
    // Midnight in Kolkata is 18:30 UTC the day before.
    expect(isClosed('2026-11-26', new Date('2026-11-26T18:29:59Z'))).toBe(false);
    expect(isClosed('2026-11-26', new Date('2026-11-26T18:30:00Z'))).toBe(true);
    expect(calendarDayIn(new Date('2026-11-26T18:30:00Z'))).toBe('2026-11-27');
  });

  it('never closes a job without a closing date', () => {
    expect(isClosed(undefined, new Date('2100-01-01T00:00:00Z'))).toBe(false);
    expect(isClosed('', new Date('2100-01-01T00:00:00Z'))).toBe(false);
  });

  it('writes the closing day end with the zone offset of that day', () => {
    expect(endOfClosingDay('2026-07-01', 'America/Los_Angeles')).toBe('2026-07-01T23:59:59-07:00');
    expect(endOfClosingDay('2026-12-01', 'America/Los_Angeles')).toBe('2026-12-01T23:59:59-08:00');
  });
});
