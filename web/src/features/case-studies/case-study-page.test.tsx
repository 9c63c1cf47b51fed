import { act, render, screen } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { describe, expect, it } from 'vitest';
import { caseStudyDepts } from '../../config/navigation';
import { CaseStudyPage } from './case-study-page';

async function renderAt(path: string) {
  const router = createMemoryRouter([{ path: '/case-studies/:dept', Component: CaseStudyPage }], { initialEntries: [path] });
  await act(async () => {
    render(<RouterProvider router={router} />);
  });
}

describe('case study page', () => {
  it.each(caseStudyDepts)('renders the %s study with overview, what we did and technology used', async (dept) => {
    await renderAt(`/case-studies/${dept}`);
    expect(await screen.findByRole('heading', { level: 1 })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Overview' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'What we did' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Technology used' })).toBeInTheDocument();
    const functionality = screen.queryByRole('heading', { name: 'Functionality' });
    if (dept === 'i2chain') expect(functionality).toBeNull();
    else expect(functionality).toBeInTheDocument();
  });

  it('tells the i2chain story as cyber security', async () => {
    await renderAt('/case-studies/i2chain');
    expect(await screen.findByRole('heading', { level: 1 })).toHaveTextContent(/data-centric security/i);
  });

  it('shows Sorry! Page Not Found for an unknown dept', async () => {
    await renderAt('/case-studies/fintech');
    expect(screen.getByRole('heading', { name: 'Sorry! Page Not Found' })).toBeInTheDocument();
  });
});
