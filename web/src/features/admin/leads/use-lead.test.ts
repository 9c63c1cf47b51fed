import { describe, expect, it } from 'vitest';
import type { ContactEnquiry } from '@contract/entities';
import { fresherLead } from './use-lead';

const base: ContactEnquiry = {
  _id: 'c1',
  name: 'Ada',
  contactNo: '1',
  emailAddress: 'ada@example.com',
  message: 'Hi',
  terms: true,
  added_date: '2025-03-01T10:00:00.000Z',
};
const at = (second: number, fields: Partial<ContactEnquiry>): ContactEnquiry => ({
  ...base,
  ...fields,
  leadUpdatedAt: `2025-03-02T09:00:${String(second).padStart(2, '0')}.000Z`,
});

describe('fresherLead', () => {
  it('keeps the copy written last, whatever order the answers come in', () => {
    const status = at(1, { leadStatus: 'replied' });
    const note = at(2, { leadStatus: 'replied', notes: [{ _id: 'n0', author: 'a@example.com', at: 'x', text: 'Quote sent.' }] });
    expect(fresherLead(note, status)).toBe(note);
    expect(fresherLead(status, note)).toBe(note);
  });

  it('takes the answer when there is nothing to compare (first read, never worked)', () => {
    expect(fresherLead(undefined, base)).toBe(base);
    expect(fresherLead(base, at(1, { leadStatus: 'closed' })).leadStatus).toBe('closed');
    // A reload of a lead whose stamp is the same: the newer read wins.
    const again = at(1, { assignee: 'b@example.com' });
    expect(fresherLead(at(1, {}), again)).toBe(again);
  });
});
