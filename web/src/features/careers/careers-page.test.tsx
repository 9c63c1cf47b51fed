import { afterEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { SWRConfig } from 'swr';
import { site } from '../../config/site';
import { CareersPage } from './careers-page';
import { applyHref } from './career-apply';

const job = (id: string, title: string) => ({
  _id: id,
  careerTitle: title,
  imageUrl: `/media/careers/${id}.png`,
  careerExperienceYr: '3-5 years',
  careerInterviewProcess: 'Two technical rounds',
  careerLocation: 'Kolkata',
  metaDescription: `${title} summary`,
  careerDescription: `<p>${title} details</p><script>window.hacked = true</script>`,
  added_date: '2026-01-01T00:00:00Z',
});

function renderPage(answer: () => Promise<Response>) {
  vi.stubGlobal('fetch', vi.fn(answer));
  render(
    <SWRConfig value={{ provider: () => new Map(), dedupingInterval: 0, shouldRetryOnError: false }}>
      <CareersPage />
    </SWRConfig>,
  );
}

afterEach(() => vi.unstubAllGlobals());

describe('CareersPage', { timeout: 20_000 }, () => {
  it('expands one description at a time and sanitizes it', async () => {
    renderPage(() =>
      Promise.resolve(new Response(JSON.stringify({ ack: 1, data: [job('a', 'Senior React Engineer'), job('b', 'QA Engineer')] }))),
    );
    const [first, second] = await screen.findAllByRole('button', { name: /view more/i }, { timeout: 8000 });
    fireEvent.click(first!);
    expect(screen.getByText('Senior React Engineer details')).toBeVisible();
    expect(first).toHaveAttribute('aria-expanded', 'true');
    expect(first).toHaveTextContent('view less');
    fireEvent.click(second!);
    expect(screen.getByText('QA Engineer details')).toBeVisible();
    expect(screen.queryByText('Senior React Engineer details')).not.toBeInTheDocument();
    expect(first).toHaveAttribute('aria-expanded', 'false');
    expect(document.body.querySelector('script')).toBeNull();
    fireEvent.click(second!);
    expect(screen.queryByText('QA Engineer details')).not.toBeInTheDocument();
  });

  it('applies by mail to the careers address with the job title as subject', async () => {
    renderPage(() => Promise.resolve(new Response(JSON.stringify({ ack: 1, data: [job('a', 'DevOps Engineer (AWS)')] }))));
    await screen.findByText('DevOps Engineer (AWS)', {}, { timeout: 8000 });
    const apply = screen.getByRole('link', { name: /apply for devops engineer/i });
    expect(apply).toHaveAttribute('href', `mailto:${site.careersEmail}?subject=DevOps%20Engineer%20(AWS)`);
    expect(applyHref('A & B')).toBe(`mailto:${site.careersEmail}?subject=A%20%26%20B`);
  });

  it('says the employment type and the last day to apply when the job has them', async () => {
    const typed = { ...job('a', 'Go Engineer'), employmentType: 'CONTRACTOR', closingDate: '2026-12-15' };
    renderPage(() => Promise.resolve(new Response(JSON.stringify({ ack: 1, data: [typed, job('b', 'QA Engineer')] }))));
    await screen.findByText('Go Engineer', {}, { timeout: 8000 });
    expect(screen.getByText('Contract')).toBeInTheDocument();
    expect(screen.getByText('Dec 15, 2026').closest('time')).toHaveAttribute('dateTime', '2026-12-15');
    expect(screen.getAllByText(/Apply by/)).toHaveLength(1);
  });

  it('logs a failed load and shows a friendly empty state', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    renderPage(() => Promise.resolve(new Response(JSON.stringify({ ack: 0, error: 'down' }), { status: 500 })));
    expect(await screen.findByText('No open positions right now', {}, { timeout: 8000 })).toBeInTheDocument();
    expect(warn).toHaveBeenCalled();
    warn.mockRestore();
  });

  it("links each job with a page to it, and carries no JobPosting: that is on the job's own page", async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(() =>
        Promise.resolve(
          new Response(JSON.stringify({ ack: 1, data: [{ ...job('a', 'Go Engineer'), slug: 'go-engineer' }, job('b', 'QA Engineer')] })),
        ),
      ),
    );
    render(
      <SWRConfig value={{ provider: () => new Map(), dedupingInterval: 0, shouldRetryOnError: false }}>
        <MemoryRouter initialEntries={['/career']}>
          <CareersPage />
        </MemoryRouter>
      </SWRConfig>,
    );
    const view = await screen.findByRole('link', { name: 'View role Go Engineer' }, { timeout: 8000 });
    expect(view).toHaveAttribute('href', '/career/go-engineer');
    // A job the careers upkeep has not given a slug yet has no page to link to.
    expect(screen.queryByRole('link', { name: 'View role QA Engineer' })).toBeNull();
    expect(document.head.innerHTML).not.toContain('JobPosting');
  });
});
