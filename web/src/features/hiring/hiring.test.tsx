import { describe, expect, it } from 'vitest';
import { render, screen, within } from '@testing-library/react';
import { site } from '../../config/site';
import { HiringPage } from './hiring-page';

describe('HiringPage', () => {
  it('titles the hero exactly Hire Us', () => {
    render(<HiringPage />);
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent(/^Hire Us$/);
  });

  it('shows the four fixed-basis steps in order', () => {
    render(<HiringPage />);
    expect(screen.getByRole('heading', { level: 2, name: 'Fixed-basis Hiring Process' })).toBeInTheDocument();
    const steps = within(screen.getByRole('list', { name: 'Fixed-basis hiring steps' })).getAllByRole('heading');
    expect(steps.map((step) => step.textContent?.replace(/^Step \d: /, ''))).toEqual([
      'Project Processing',
      'Fixing Price',
      'Shortlisting Developers',
      'Analyzing Project',
    ]);
  });

  it('shows the Monthly-basis Hiring Process with the seven-step enterprise flow', () => {
    render(<HiringPage />);
    expect(screen.getByRole('heading', { level: 2, name: 'Monthly-basis Hiring Process' })).toBeInTheDocument();
    const steps = within(screen.getByRole('list', { name: 'Enterprise hiring steps' })).getAllByRole('heading');
    expect(steps.map((step) => step.textContent?.replace(/^Step \d: /, ''))).toEqual([
      'Presentation by the company',
      'Project discussion',
      'NDA signing',
      'Enterprise client requirement details',
      'Shortlisting of candidates via interview',
      'Meeting on candidate selection and monthly pricing',
      'Candidate onboard',
    ]);
    expect(screen.getByText(/number of candidates needed/)).toBeInTheDocument();
  });

  it('describes the hourly, weekly, monthly and yearly models and onboarding within 3 days', () => {
    render(<HiringPage />);
    for (const model of ['Hourly', 'Weekly', 'Monthly', 'Yearly']) {
      expect(screen.getByRole('heading', { level: 3, name: model })).toBeInTheDocument();
    }
    expect(screen.getByRole('heading', { level: 2, name: 'Candidate onboarding within 3 days' })).toBeInTheDocument();
  });

  it('keeps a place for the enquiry form with an interim way to reach the company', () => {
    render(<HiringPage />);
    const frame = screen.getByRole('region', { name: 'Tell us about the team you need' });
    expect(within(frame).getByRole('link', { name: site.businessEmail })).toHaveAttribute(
      'href',
      expect.stringContaining(`mailto:${site.businessEmail}`),
    );
    expect(within(frame).getAllByRole('link', { name: /^\+/ })).toHaveLength(site.phones.length);
  });
});
