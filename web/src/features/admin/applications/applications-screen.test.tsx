import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { SWRConfig } from 'swr';
import { json } from '../../../test-support/fetch-stub';
import { signInForTest } from '../../../test-support/session-token';
import { renderScreenAt, slow } from '../shared/screen-test-support';
import { ApplicationsScreen } from './applications-screen';
import { sampleApplication } from './sample-application';

const meera = sampleApplication({ stage: 'interview', assignee: 'hr@nexoria.example' });

const asked: string[] = [];

beforeEach(() => {
  asked.length = 0;
  signInForTest('recruiter', 'hr@nexoria.example');
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string) => {
      asked.push(url);
      const rows = url.includes('stage=offer') ? [] : [meera];
      return json({ ack: 1, data: { list: rows, count: rows.length, limit: 20 } });
    }),
  );
});
afterEach(() => {
  vi.unstubAllGlobals();
  sessionStorage.clear();
});

const renderList = (path: string) =>
  renderScreenAt(
    path,
    <SWRConfig value={{ provider: () => new Map() }}>
      <ApplicationsScreen />
    </SWRConfig>,
  );

describe('Applications list', { timeout: 60_000 }, () => {
  it('asks the server by the stage in the URL and shows each application with its stage, linking to it', async () => {
    renderList('/admin/applications?stage=interview');
    const row = await screen.findByText('Meera Iyer', undefined, slow);
    expect(asked[0]).toMatch(/^\/api\/admin\/applications\?/);
    expect(asked[0]).toContain('stage=interview');
    expect(screen.getByRole('heading', { level: 1, name: 'Applications' })).toBeInTheDocument();
    expect(screen.getByRole('combobox', { name: 'Stage' })).toHaveValue('interview');
    const table = screen.getByRole('table', { name: 'Applications' });
    for (const header of ['Name', 'Job', 'Email', 'Stage', 'Applied', 'Assigned to']) {
      expect(within(table).getByRole('columnheader', { name: new RegExp(header) })).toBeInTheDocument();
    }
    expect(within(table).getByText('Platform Engineer')).toBeInTheDocument();
    expect(within(table).getByText('Interview', { selector: '.status-badge' })).toBeInTheDocument();
    expect(within(table).getByText('hr@nexoria.example')).toBeInTheDocument();
    expect(row.closest('a') ?? within(table).getByRole('link', { name: /Meera Iyer/ })).toHaveAttribute('href', '/admin/applications/a1');
  });

  it('filters by another stage and says when nothing matches, with a way back to All', async () => {
    const router = renderList('/admin/applications');
    await screen.findByText('Meera Iyer', undefined, slow);
    expect(asked[0]).not.toContain('stage=');
    fireEvent.change(screen.getByRole('combobox', { name: 'Stage' }), { target: { value: 'offer' } });
    expect(await screen.findByText('No applications with status Offer.', undefined, slow)).toBeInTheDocument();
    expect(router.state.location.search).toBe('?stage=offer');
    expect(asked.at(-1)).toContain('stage=offer');
  });

  it('searches on the server once typing pauses', async () => {
    renderList('/admin/applications');
    await screen.findByText('Meera Iyer', undefined, slow);
    fireEvent.change(screen.getByRole('searchbox', { name: 'Search applications' }), { target: { value: 'meera' } });
    await waitFor(() => expect(asked.at(-1)).toContain('q=meera'), slow);
  });
});
