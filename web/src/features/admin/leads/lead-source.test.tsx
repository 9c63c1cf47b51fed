import { describe, expect, it } from 'vitest';
import { render, screen, within } from '@testing-library/react';
import type { ContactEnquiry } from '@contract/entities';
import { LeadSource } from './lead-source';

const lead: ContactEnquiry = {
  _id: '1',
  name: 'Nora Field',
  emailAddress: 'nora@example.org',
  contactNo: '1',
  message: 'hi',
  terms: true,
  added_date: '2026-11-26T10:00:00.000Z',
};

const facts = () =>
  within(screen.getByRole('region', { name: 'Source' }))
    .getAllByRole('term')
    .map((term) => `${term.textContent}: ${term.nextElementSibling?.textContent}`);

describe('LeadSource', () => {
  it('shows where the lead came from, in the CSV’s order', () => {
    render(
      <LeadSource
        lead={{
          ...lead,
          attribution: {
            landingPage: '/',
            utmSource: 'newsletter',
            utmMedium: 'email',
            utmCampaign: 'autumn',
            pagesViewed: 3,
            device: 'mobile',
          },
        }}
      />,
    );
    expect(facts()).toEqual([
      'Landing page: /',
      'Referrer: Direct',
      'UTM source: newsletter',
      'UTM medium: email',
      'UTM campaign: autumn',
      'Pages viewed: 3',
      'Device: Mobile',
    ]);
  });

  it('says so when the enquiry has no source', () => {
    render(<LeadSource lead={lead} />);
    expect(within(screen.getByRole('region', { name: 'Source' })).getByText(/Not recorded/)).toBeInTheDocument();
  });
});
