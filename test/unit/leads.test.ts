/** The pure rules of leads: search and status matching, New counts, and the write a change plans. */
import { describe, expect, it } from 'vitest';
import type { ContactEnquiry, HireEnquiry } from '../../functions/contract/entities';
import { foldForSearch, searchTerms } from '../../functions/contract/list-query';
import { countNew, enquirerName, leadMatcher, planLeadChange } from '../../functions/core/leads/rules';

const contact: ContactEnquiry = {
  _id: 'c1',
  name: 'José Álvarez',
  contactNo: '9876543210',
  emailAddress: 'Jose@Acme.test',
  message: 'We need a React team for Q3.',
  terms: true,
  added_date: '2026-01-05T09:00:00.000Z',
};
const hire: HireEnquiry = {
  _id: 'h1',
  fullName: 'Mei Tan',
  country: 'Singapore',
  countryCode: 'SG',
  contactNo: '6591234567',
  emailAddress: 'mei@example.sg',
  note: 'A QA lead for six months.',
  hiringchecked: 'monthly',
  servicechecked: ['QA'],
  added_date: '2026-01-05T09:00:00.000Z',
};
const now = new Date('2026-02-01T10:00:00.000Z');

describe('search', () => {
  it('folds case and accents, and splits on any whitespace', () => {
    expect(foldForSearch('JOSÉ Álvarez')).toBe('jose alvarez');
    expect(searchTerms('  React\tQ3 ')).toEqual(['react', 'q3']);
    expect(searchTerms('   ')).toEqual([]);
    expect(searchTerms(undefined)).toEqual([]);
  });

  it.each([
    ['jose', true],
    ['ÁLVAREZ', true],
    ['acme.test', true],
    ['react q3', true],
    ['react angular', false],
    ['9876543210', false],
    ['', true],
  ])('a contact message matches %j: %s', (q, expected) => {
    expect(leadMatcher({ q })(contact)).toBe(expected);
  });

  it("searches a hiring enquiry's full name and note", () => {
    expect(leadMatcher({ q: 'mei' })(hire)).toBe(true);
    expect(leadMatcher({ q: 'qa lead' })(hire)).toBe(true);
    expect(leadMatcher({ q: 'singapore' })(hire)).toBe(false);
  });

  it('filters by status, where no status is New, together with the search', () => {
    expect(leadMatcher({ status: 'new' })(contact)).toBe(true);
    expect(leadMatcher({ status: 'replied' })(contact)).toBe(false);
    expect(leadMatcher({ status: 'spam', q: 'mei' })({ ...hire, leadStatus: 'spam' })).toBe(true);
    expect(leadMatcher({ status: 'spam', q: 'jose' })({ ...hire, leadStatus: 'spam' })).toBe(false);
  });
});

describe('counting', () => {
  it('counts New, including enquiries stored before leads existed', () => {
    expect(countNew([{}, { leadStatus: 'new' }, { leadStatus: 'replied' }, { leadStatus: 'spam' }, {}])).toBe(3);
    expect(countNew([])).toBe(0);
  });

  it('names the enquirer of either list', () => {
    expect(enquirerName(contact)).toBe('José Álvarez');
    expect(enquirerName(hire)).toBe('Mei Tan');
  });
});

describe('planning a change', () => {
  it('sets the status, expects the stored one (absent: none) and audits "New → Replied"', () => {
    expect(planLeadChange(contact, 'contact', { leadStatus: 'replied' }, 'sales@example.com', now)).toEqual({
      set: { leadStatus: 'replied', leadUpdatedAt: now.toISOString(), leadUpdatedBy: 'sales@example.com' },
      remove: [],
      expected: { leadStatus: undefined },
      events: [{ action: 'lead-status', itemType: 'contact', itemId: 'c1', itemTitle: 'José Álvarez', detail: 'New → Replied' }],
    });
  });

  it('assigns and clears, expecting only the assignee it read', () => {
    const assigned = planLeadChange({ ...hire, leadStatus: 'in-progress' }, 'hire', { assignee: 'sales@example.com' }, 'a@x.test', now);
    expect(assigned).toMatchObject({ set: { assignee: 'sales@example.com' }, expected: { assignee: undefined } });
    expect(assigned?.expected).not.toHaveProperty('leadStatus');
    expect(assigned?.events).toEqual([
      { action: 'lead-assign', itemType: 'hire', itemId: 'h1', itemTitle: 'Mei Tan', detail: 'sales@example.com' },
    ]);
    const cleared = planLeadChange({ ...hire, assignee: 'sales@example.com' }, 'hire', { assignee: null }, 'a@x.test', now);
    expect(cleared).toMatchObject({ remove: ['assignee'], expected: { assignee: 'sales@example.com' } });
    expect(cleared?.events[0]?.detail).toBe('Unassigned');
  });

  it('plans nothing when nothing would change', () => {
    expect(planLeadChange({ ...contact, leadStatus: 'closed' }, 'contact', { leadStatus: 'closed' }, 'a@x.test', now)).toBeNull();
    expect(planLeadChange(contact, 'contact', { leadStatus: 'new', assignee: null }, 'a@x.test', now)).toBeNull();
  });
});
