import { act, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { describe, expect, it } from 'vitest';
import { studioGroups, studioTechs } from '../../config/navigation';
import { loadServiceContent } from './content';
import { StudioPage } from './studio-page';

async function renderAt(path: string) {
  const router = createMemoryRouter([{ path: '/studio/:tech', Component: StudioPage }], { initialEntries: [path] });
  await act(async () => {
    render(<RouterProvider router={router} />);
  });
  return router;
}

const section = (id: string) => document.querySelector<HTMLElement>(`[data-section="${id}"]`);

describe('studio page', () => {
  it('has a content entry with title, text and the navigation breadcrumb for all 16 techs', async () => {
    expect(studioTechs).toHaveLength(16);
    const titles = new Set<string>();
    const texts = new Set<string>();
    for (const group of studioGroups) {
      for (const link of group.links) {
        const content = await loadServiceContent(link.tech);
        expect(content.type).toBe(link.tech);
        expect(content.title.length).toBeGreaterThan(3);
        expect(content.text.length).toBeGreaterThan(40);
        expect(content.breadcrumb).toEqual(['STUDIO', group.title.toUpperCase(), link.label.toUpperCase()]);
        titles.add(content.title);
        texts.add(content.text);
      }
    }
    // No copy is shared between pages.
    expect(titles.size).toBe(16);
    expect(texts.size).toBe(16);
  });

  it('shows the breadcrumb exactly as the navigation names it', async () => {
    await renderAt('/studio/angular-dev');
    expect(await screen.findByRole('navigation', { name: 'Breadcrumb' })).toHaveTextContent('STUDIO / WEB DEVELOPMENT / ANGULAR');
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Angular Development');
  });

  it('builds the breadcrumb of a back-end and the SAP page', async () => {
    const router = await renderAt('/studio/dynamic365');
    expect(await screen.findByRole('navigation', { name: 'Breadcrumb' })).toHaveTextContent('STUDIO / BACK END / DYNAMIC 365');
    await act(() => router.navigate('/studio/SAP'));
    expect(await screen.findByText('SAP Services', { selector: 'h1' })).toBeInTheDocument();
    expect(screen.getByRole('navigation', { name: 'Breadcrumb' })).toHaveTextContent('STUDIO / SAP / SAP');
  });

  it('selects the first skills tab by default and resets it when the tech changes', async () => {
    const user = userEvent.setup();
    const router = await renderAt('/studio/angular-dev');
    const tabs = await screen.findAllByRole('tab');
    expect(tabs[0]).toHaveAttribute('aria-selected', 'true');
    expect(tabs[0]).toHaveTextContent('Core');
    await user.click(tabs[1]!);
    expect(screen.getAllByRole('tab')[1]).toHaveAttribute('aria-selected', 'true');
    expect(within(screen.getByRole('tabpanel')).getByText('NgRx')).toBeInTheDocument();

    await act(() => router.navigate('/studio/react-dev'));
    await screen.findByText('React Development', { selector: 'h1' });
    const reactTabs = screen.getAllByRole('tab');
    expect(reactTabs[0]).toHaveAttribute('aria-selected', 'true');
    expect(reactTabs[1]).toHaveAttribute('aria-selected', 'false');
    expect(within(screen.getByRole('tabpanel')).getByText('React')).toBeInTheDocument();
  });

  it('moves between tabs with the arrow keys', async () => {
    const user = userEvent.setup();
    await renderAt('/studio/golang-dev');
    const tabs = await screen.findAllByRole('tab');
    tabs[0]!.focus();
    await user.keyboard('{ArrowLeft}');
    expect(screen.getAllByRole('tab').at(-1)).toHaveAttribute('aria-selected', 'true');
    await user.keyboard('{ArrowRight}');
    expect(screen.getAllByRole('tab')[0]).toHaveAttribute('aria-selected', 'true');
  });

  it('shows Hire Us where the content allows it and hides it where flagged', async () => {
    const router = await renderAt('/studio/angular-dev');
    await screen.findByText('Angular Development', { selector: 'h1' });
    expect(within(section('studio-details')!).getByRole('link', { name: 'Hire Us' })).toHaveAttribute('href', '/hiring');
    expect(within(section('studio-skills')!).getByRole('link', { name: 'Hire Us' })).toBeInTheDocument();

    await act(() => router.navigate('/studio/ui-ux'));
    await screen.findByText('UI/UX Design', { selector: 'h1' });
    expect(within(section('studio-details')!).queryByRole('link', { name: 'Hire Us' })).toBeNull();

    await act(() => router.navigate('/studio/SAP'));
    await screen.findByText('SAP Services', { selector: 'h1' });
    expect(screen.queryByRole('link', { name: 'Hire Us' })).toBeNull();
    expect(screen.getByRole('heading', { name: 'Bot platforms we connect to SAP' })).toBeInTheDocument();
  });

  it('ends the quality page with Test Automation, Technology Stack and Quality Testing Process', async () => {
    await renderAt('/studio/quality-engineering');
    await screen.findByText('Quality Engineering', { selector: 'h1' });
    const headings = screen.getAllByRole('heading', { level: 2 }).map((heading) => heading.textContent);
    const tail = headings.slice(-4, -1);
    expect(tail).toEqual(['Test Automation', 'Technology Stack', 'Quality Testing Process']);
  });

  it('shows the Kubernetes logo in the cloud detail blocks', async () => {
    await renderAt('/studio/cloud-devops');
    await screen.findByText('Cloud DevOps', { selector: 'h1' });
    expect(within(section('studio-cloud')!).getByRole('img', { name: 'Kubernetes logo' })).toBeInTheDocument();
  });

  it('shows Sorry! Page Not Found for an unknown tech', async () => {
    await renderAt('/studio/cobol');
    expect(screen.getByRole('heading', { name: 'Sorry! Page Not Found' })).toBeInTheDocument();
  });
});
