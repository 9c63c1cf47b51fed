import { describe, expect, it } from 'vitest';
import { render, screen } from '@testing-library/react';
import { MemoryRouter, Route, Routes } from 'react-router';
import { SWRConfig } from 'swr';
import type { CareerDetails } from '@contract/entities';
import { apiPath, routes } from '@contract/routes';
import { PageDataContext } from '../../lib/page-data';
import { CareerDetailPage } from './career-detail';

const job: CareerDetails = {
  _id: '0b7c3f0e-4a57-4b8e-9a43-1f5f8d3f2c11',
  slug: 'golang-backend-engineer',
  careerTitle: 'Golang Backend Engineer',
  imageUrl: '/media/careers/go.png',
  careerExperienceYr: '3-5 years',
  careerInterviewProcess: 'Two technical rounds',
  careerLocation: 'Kolkata',
  metaDescription: 'Build payment services in Go.',
  careerDescription: '<p>Build payment services in Go.</p>',
  added_date: '2026-11-01T09:00:00.000Z',
  closingDate: '2026-12-15',
  employmentType: 'CONTRACTOR',
  closed: false,
};

/** The page as prerendered: its data under the SWR key it asks for, no fetch. */
function renderJob(details: CareerDetails) {
  return render(
    <SWRConfig value={{ provider: () => new Map() }}>
      <PageDataContext.Provider value={{ [apiPath(routes.getCareerDetails, { id: job.slug! })]: details }}>
        <MemoryRouter initialEntries={[`/career/${job.slug}`]}>
          <Routes>
            <Route path="/career/:careerId" element={<CareerDetailPage />} />
          </Routes>
        </MemoryRouter>
      </PageDataContext.Provider>
    </SWRConfig>,
  );
}

const jsonLdTypes = () =>
  [...document.head.querySelectorAll('script[type="application/ld+json"]')].flatMap((script) =>
    [JSON.parse(script.textContent ?? '[]')].flat().map((block: { '@type': string }) => block['@type']),
  );

describe('CareerDetailPage', () => {
  it('shows an open job with its facts, Apply and Apply here, the trail back to Careers, and its JobPosting', () => {
    renderJob(job);
    expect(screen.getByRole('heading', { level: 1, name: job.careerTitle })).toBeInTheDocument();
    expect(screen.getByRole('navigation', { name: 'Breadcrumb' })).toHaveTextContent(`Careers${job.careerTitle}`);
    expect(screen.getByRole('link', { name: 'Careers' })).toHaveAttribute('href', '/career');
    expect(screen.getByText('Contract')).toBeInTheDocument();
    expect(screen.getByText(/Apply by/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: `Apply for ${job.careerTitle}` })).toHaveAttribute('href', expect.stringMatching(/^mailto:/));
    expect(screen.getByRole('button', { name: `Apply here for ${job.careerTitle}` })).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'This role has closed' })).toBeNull();
    expect(document.head.querySelector('meta[name="robots"]')).toBeNull();
    expect(jsonLdTypes()).toEqual(expect.arrayContaining(['JobPosting', 'BreadcrumbList']));
  });

  it('says a closed job has closed, with its day and the way to the open roles, and offers no way to apply', () => {
    renderJob({ ...job, closingDate: '2026-11-20', closed: true });
    expect(screen.getByRole('heading', { level: 2, name: 'This role has closed' })).toBeInTheDocument();
    expect(screen.getByText(/Applications closed at the end of/)).toHaveTextContent('Nov 20, 2026');
    expect(screen.getByRole('link', { name: 'See the open roles' })).toHaveAttribute('href', '/career');
    expect(screen.queryByRole('link', { name: `Apply for ${job.careerTitle}` })).toBeNull();
    expect(screen.queryByRole('button', { name: /Apply here/ })).toBeNull();
    expect(document.head.querySelector('meta[name="robots"]')).toHaveAttribute('content', 'noindex');
    expect(jsonLdTypes()).not.toContain('JobPosting');
  });
});
