import { describe, expect, it } from 'vitest';
import { render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { HomePage } from './home-page';
import { tickerNames } from './first-screen-data';
import { expertiseAreas, whyUsPoints } from './home-data';
import { PageDataContext } from '../../lib/page-data';
import { caseStudiesKey } from './home-keys';
import { seedCaseStudies } from '../../../../infra/local/seed/case-studies';

describe('HomePage', () => {
  it('shows the spec figures and labels, with one h1', async () => {
    // The case studies' teasers as the page is prerendered with them.
    const teasers = seedCaseStudies.map((study) => ({ ...study, _id: study.slug }));
    render(
      <PageDataContext value={{ [caseStudiesKey]: teasers }}>
        <MemoryRouter>
          <HomePage />
        </MemoryRouter>
      </PageDataContext>,
    );
    // The sections under the first screen are their own chunk: wait for them.
    await screen.findByText('What We Do', { exact: true }, { timeout: 10_000 });
    // Text and selector queries: role queries over the whole page are slow in jsdom.
    expect(document.querySelectorAll('h1')).toHaveLength(1);
    for (const value of ['400+', '20', '1000+', 'Productivity', 'Profitability', 'Innovation', 'What We Do']) {
      expect(screen.getByText(value, { exact: true })).toBeInTheDocument();
    }
    expect(tickerNames).toHaveLength(11);
    for (const name of tickerNames) expect(screen.getAllByText(name, { exact: true, selector: '.home-ticker__name' })).toHaveLength(2);
    expect(expertiseAreas).toHaveLength(16);
    for (const area of expertiseAreas) expect(screen.getByText(area.title, { selector: 'h3' })).toBeInTheDocument();
    expect(screen.getByText('Get Started now', { selector: 'a' })).toHaveAttribute('href', '/hiring');
    expect(screen.getByText('Know More', { selector: 'a' })).toHaveAttribute('href', '/about');
    for (const teaser of teasers) {
      expect(screen.getByText(teaser.teaserTitle, { exact: true }).closest('a')).toHaveAttribute('href', `/case-studies/${teaser.slug}`);
    }
    expect(whyUsPoints.map((point) => point.title)).toEqual([
      'Wide spectrum of skills',
      '24/7 support',
      'Focus on innovation',
      'Hiring options',
    ]);
    expect(screen.getByText('Start Your Transformation', { selector: 'button' })).toBeInTheDocument();
    expect(document.getElementById('transform')).not.toBeNull();
  }, 20_000);
});
