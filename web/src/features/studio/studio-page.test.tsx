import { act, cleanup, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { Service } from '@contract/entities';
import { messages } from '@contract/messages';
import { apiPath, routes } from '@contract/routes';
import { PageDataContext } from '../../lib/page-data';
import { logoUrl } from '../../components/logo-url';
import { seedServices } from '../../../../infra/local/seed/services';
import { StudioPage } from './studio-page';

/** Each service as its read answers it. */
const pages: Service[] = seedServices.map(
  (service) => ({ ...structuredClone(service), _id: service.slug, added_date: '2026-01-01T00:00:00.000Z' }) as Service,
);
const pageOf = (slug: string) => {
  const page = pages.find((candidate) => candidate.slug === slug);
  if (!page) throw new Error(`no seeded service ${slug}`);
  return page;
};

/** Every service's read embedded under its key, as the publisher renders each page. */
const embedded = Object.fromEntries(pages.map((page) => [apiPath(routes.getService, { id: page.slug }), page]));

async function renderAt(path: string, data: Record<string, unknown> = embedded) {
  const router = createMemoryRouter([{ path: '/studio/:tech', Component: StudioPage }], { initialEntries: [path] });
  await act(async () => {
    render(
      <PageDataContext value={data}>
        <RouterProvider router={router} />
      </PageDataContext>,
    );
  });
  return router;
}

const section = (id: string) => document.querySelector<HTMLElement>(`[data-section="${id}"]`);

/** The h2 of each section a service fills, in page order, then the closing band's. */
function expectedHeadings(page: Service): string[] {
  const filled = (title: string | undefined, ...parts: Array<string | readonly unknown[] | undefined>) =>
    title && parts.some((part) => (part?.length ?? 0) > 0) ? [title] : [];
  return [
    ...filled(page.detailsTitle, page.detailsText, page.detailsOverview),
    ...filled(page.offeringsTitle, page.offerings),
    ...filled(page.advantagesTitle, page.advantages),
    ...filled(page.skillsTitle, page.skills),
    ...filled(page.displayTitle, page.display),
    ...filled(page.migrationTitle, page.migrationText),
    ...filled(page.tilesTitle, page.tiles),
    ...filled(page.cloudTitle, page.cloud),
    ...filled(page.domainsTitle, page.domains),
    ...filled(page.toolsTitle, page.tools),
    ...filled(page.testingTitle, page.testing),
    ...filled(page.automationTitle, page.automationText, page.automation),
    ...filled(page.stackTitle, page.stack),
    ...filled(page.processTitle, page.process),
    ...filled(page.botsTitle, page.botsText, page.bots),
    page.closingTitle,
  ];
}

/** The read as the API answers it, for moves between pages (only the first page's read is embedded in a real page). */
function stubApi() {
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string) => {
      const page = pages.find((candidate) => url === apiPath(routes.getService, { id: candidate.slug }));
      const body = page ? { ack: 1, data: page } : { ack: 0, msg: 'Service not found' };
      return new Response(JSON.stringify(body), { status: page ? 200 : 404, headers: { 'content-type': 'application/json' } });
    }),
  );
}

beforeEach(stubApi);
afterEach(() => vi.unstubAllGlobals());

describe('studio page', () => {
  it('has sixteen seeded services, none sharing its title or hero text', () => {
    expect(pages).toHaveLength(16);
    expect(new Set(pages.map((page) => page.serviceTitle)).size).toBe(16);
    expect(new Set(pages.map((page) => page.heroText)).size).toBe(16);
  });

  it.each(pages.map((page) => [page.slug, page] as const))('renders %s from its data: h1, breadcrumb and sections', async (_slug, page) => {
    await renderAt(`/studio/${page.slug}`);
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent(page.serviceTitle);
    expect(screen.getByText(page.heroText)).toBeInTheDocument();
    const group = { web: 'WEB DEVELOPMENT', backend: 'BACK END', others: 'OTHERS', mobile: 'MOBILE DEVELOPMENT', sap: 'SAP' }[
      page.menuGroup
    ];
    expect(screen.getByRole('navigation', { name: 'Breadcrumb' })).toHaveTextContent(`STUDIO / ${group} / ${page.menuLabel.toUpperCase()}`);
    expect(screen.getAllByRole('heading', { level: 2 }).map((heading) => heading.textContent)).toEqual(expectedHeadings(page));
    const tabs = [...new Set((page.skills ?? []).map((row) => row.tab))];
    expect(screen.queryAllByRole('tab').map((tab) => tab.textContent)).toEqual(tabs);
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

  it('shows a technology’s logo file and initials for one without a logo', async () => {
    await renderAt('/studio/angular-dev');
    const panel = screen.getByRole('tabpanel');
    const chip = (name: string) => within(panel).getByText(name).closest('.tech-logo');
    // Core: Angular has a logo, Angular Signals none.
    expect(chip('Angular')?.querySelector('img')).toHaveAttribute('src', logoUrl('angular'));
    expect(chip('Angular')?.querySelector('img')).toHaveAttribute('alt', '');
    expect(chip('Angular Signals')?.querySelector('img')).toBeNull();
    expect(chip('Angular Signals')?.querySelector('.monogram')).toHaveTextContent('AS');
  });

  it('names a bot platform and a cloud block without a logo by their initials', async () => {
    await renderAt('/studio/SAP');
    const teams = screen.getByRole('heading', { name: 'Microsoft Teams' }).closest('.studio-bot');
    expect(teams?.querySelector('.monogram')).toHaveTextContent('MT');
    expect(screen.getByRole('heading', { name: 'SAP Build' }).closest('.studio-bot')?.querySelector('img')).toHaveAttribute(
      'src',
      logoUrl('sap'),
    );
    cleanup();
    await renderAt('/studio/cloud-dev');
    expect(screen.getByRole('img', { name: 'AWS logo' })).toHaveTextContent('AW');
    expect(screen.getByRole('img', { name: 'Google Cloud logo' }).querySelector('img')).toHaveAttribute('src', logoUrl('googlecloud'));
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

  it.each(pages.map((page) => [page.slug, page] as const))('hides exactly the Hire Us buttons %s flags', async (_slug, page) => {
    await renderAt(`/studio/${page.slug}`);
    const hidden = (element: HTMLElement | null) => element && within(element).queryByRole('link', { name: 'Hire Us' }) === null;
    expect({
      details: hidden(section('studio-details')),
      skills: hidden(section('studio-skills')),
      closing: hidden(document.querySelector<HTMLElement>('.studio-closing')),
    }).toEqual({
      details: page.detailsTitle ? Boolean(page.detailsHideHireUs) : null,
      skills: page.skillsTitle ? Boolean(page.skillsHideHireUs) : null,
      closing: Boolean(page.closingHideHireUs),
    });
  });

  it('ends the quality page with Test Automation, Technology Stack and Quality Testing Process', async () => {
    await renderAt('/studio/quality-engineering');
    await screen.findByText('Quality Engineering', { selector: 'h1' });
    const headings = screen.getAllByRole('heading', { level: 2 }).map((heading) => heading.textContent);
    const tail = headings.slice(-4, -1);
    expect(tail).toEqual(['Test Automation', 'Technology Stack', 'Quality Testing Process']);
  });

  it('groups the technology stack by layer, in the order the layers first appear', async () => {
    await renderAt('/studio/quality-engineering');
    const layers = [...new Set(pageOf('quality-engineering').stack.map((row) => row.layer))];
    expect(
      within(section('studio-stack')!)
        .getAllByRole('heading', { level: 3 })
        .map((heading) => heading.textContent),
    ).toEqual(layers);
  });

  it('shows the Kubernetes logo in the cloud detail blocks', async () => {
    await renderAt('/studio/cloud-devops');
    await screen.findByText('Cloud DevOps', { selector: 'h1' });
    expect(within(section('studio-cloud')!).getByRole('img', { name: 'Kubernetes logo' })).toBeInTheDocument();
  });

  it('draws each domain with its symbol', async () => {
    await renderAt('/studio/angular-dev');
    const tiles = within(section('studio-domains')!).getAllByRole('listitem');
    expect(tiles.map((tile) => tile.textContent)).toEqual(pageOf('angular-dev').domains.map((domain) => domain.title));
    for (const tile of tiles) expect(tile.querySelector('svg.lucide')).not.toBeNull();
  });

  it('shows each section’s kicker as the editors wrote it, and a general one where they left it empty', async () => {
    const kickerOf = (id: string) => section(id)?.querySelector('.kicker')?.textContent;
    await renderAt('/studio/dynamic365');
    expect(kickerOf('studio-display')).toBe('Dynamics 365 apps');
    cleanup();
    const { displayKicker: _, ...withoutKicker } = pageOf('dynamic365');
    const page = { ...withoutKicker, slug: 'erp-suite' };
    await renderAt(`/studio/${page.slug}`, { [apiPath(routes.getService, { id: page.slug })]: page });
    expect(kickerOf('studio-display')).toBe('Solutions');
  });

  it('shows its own image in the hero in place of the drawing', async () => {
    const page = {
      ...pageOf('react-dev'),
      slug: 'react-photo',
      imageUrl: 'https://cdn.example/services/react.jpg',
      imageAlt: 'Engineers at a whiteboard',
    };
    await renderAt(`/studio/${page.slug}`, { [apiPath(routes.getService, { id: page.slug })]: page });
    expect(screen.getByRole('img', { name: 'Engineers at a whiteboard' })).toHaveAttribute('src', page.imageUrl);
  });

  it('shows Sorry! Page Not Found for a service the API does not know', async () => {
    await renderAt('/studio/cobol', {});
    expect(await screen.findByRole('heading', { name: 'Sorry! Page Not Found' })).toBeInTheDocument();
  });

  it('says the service failed to load when the API fails', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => new Response(JSON.stringify({ ack: 0, message: 'Internal error' }), { status: 500 })),
    );
    await renderAt('/studio/rust-dev');
    expect(await screen.findByText(messages.serviceFailed)).toBeInTheDocument();
  });
});
