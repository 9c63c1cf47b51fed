import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { ReactNode } from 'react';
import { MemoryRouter } from 'react-router';
import { SWRConfig } from 'swr';
import type { Revision } from '@contract/entities';
import { json, renderWithFetch } from '../../../test-support/fetch-stub';
import { RevisionsPanel, restoreConfirm } from './revisions-panel';

const liveToken = `x.${btoa(JSON.stringify({ exp: Math.floor(Date.now() / 1000) + 3600 }))}.y`;
const id = '5f0c1a52-8d1e-4a3f-9a51-3c2b1d0e9f10';
const listPath = `/api/admin/content/press/${id}/revisions`;

const revision = (revisionId: string, title: string, changedBy: string, content: string): Revision => ({
  _id: revisionId,
  changedAt: '2026-11-20T09:30:00.000Z',
  changedBy,
  snapshot: { title, metaTitle: `${title} meta`, content, status: 'draft' },
});
const older = revision(
  '8e2f1c3a-1b2c-4d5e-8f90-123456789abc',
  'First wording',
  'editor@example.com',
  '<p>First body</p><img src=x onerror="window.hacked=1">',
);
const newer = revision('9a3b2c1d-1b2c-4d5e-8f90-123456789abc', 'Second wording', 'admin@example.com', '<p>Second body</p>');
const restoredItem = { _id: id, title: 'First wording', content: '<p>First body</p>', status: 'draft' };

const Frame = ({ children }: { children: ReactNode }) => (
  <MemoryRouter>
    <SWRConfig value={{ provider: () => new Map(), dedupingInterval: 0 }}>{children}</SWRConfig>
  </MemoryRouter>
);

function renderPanel(answer: (url: string, init?: RequestInit) => Promise<Response>, current?: Record<string, unknown>) {
  const onRestored = vi.fn();
  const fetchMock = renderWithFetch(
    <RevisionsPanel kind="press" id={id} current={current} onRestored={onRestored} />,
    answer as () => Promise<Response>,
    Frame,
  );
  /** The URL and options of every request, in order. */
  const requests = () => fetchMock.mock.calls as unknown as Array<[string, RequestInit]>;
  return { onRestored, fetchMock, requests };
}

describe('RevisionsPanel', { timeout: 20_000 }, () => {
  beforeEach(() => sessionStorage.setItem('token', liveToken));
  afterEach(() => {
    vi.unstubAllGlobals();
    vi.restoreAllMocks();
    sessionStorage.clear();
  });

  it('lists earlier versions newest first with who replaced each and when', async () => {
    const { requests } = renderPanel(() => json({ ack: 1, data: [newer, older] }));
    expect(screen.getByRole('heading', { level: 2, name: 'Earlier versions' })).toBeInTheDocument();
    const rows = await screen.findAllByRole('listitem', {}, { timeout: 8000 });
    expect(rows).toHaveLength(2);
    expect(rows[0]).toHaveTextContent('by admin@example.com');
    expect(rows[1]).toHaveTextContent('by editor@example.com');
    expect(within(rows[1]!).getByText('Nov 20, 2026', { exact: false })).toBeInTheDocument();
    expect(requests()[0]?.[0]).toBe(listPath);
  });

  it('says so when there is no earlier version', async () => {
    renderPanel(() => json({ ack: 1, data: [] }));
    expect(await screen.findByText('No earlier versions yet.', {}, { timeout: 8000 })).toBeInTheDocument();
  });

  it('shows a version’s wording read-only, its HTML sanitized', async () => {
    renderPanel(() => json({ ack: 1, data: [newer, older] }));
    const rows = await screen.findAllByRole('listitem', {}, { timeout: 8000 });
    const view = within(rows[1]!).getByRole('button', { name: 'View' });
    expect(view).toHaveAttribute('aria-expanded', 'false');
    fireEvent.click(view);
    expect(view).toHaveAttribute('aria-expanded', 'true');
    const shown = within(rows[1]!);
    expect(shown.getByText('First wording')).toBeInTheDocument();
    expect(shown.getByText('First wording meta')).toBeInTheDocument();
    expect(shown.getByText('Draft')).toBeInTheDocument();
    expect(shown.getByText('First body')).toBeInTheDocument();
    expect(rows[1]!.querySelector('img')).not.toHaveAttribute('onerror');
    expect(shown.queryByRole('textbox')).toBeNull();
    fireEvent.click(view);
    expect(shown.queryByText('First body')).toBeNull();
  });

  it('restores a version after the confirmation: the server is asked, the form gets the item, the list reloads', async () => {
    const confirm = vi.spyOn(window, 'confirm').mockReturnValue(true);
    let lists = 0;
    const { onRestored, requests } = renderPanel((url) => {
      if (url.endsWith('/restore')) return json({ ack: 1, msg: 'Version restored.', data: restoredItem });
      lists += 1;
      return json({
        ack: 1,
        data: lists === 1 ? [newer, older] : [older, newer, older].map((entry, index) => ({ ...entry, _id: `${index}` })),
      });
    });
    const rows = await screen.findAllByRole('listitem', {}, { timeout: 8000 });
    fireEvent.click(within(rows[1]!).getByRole('button', { name: 'Restore' }));
    expect(confirm).toHaveBeenCalledWith(restoreConfirm);
    expect(await screen.findByText('Version restored.')).toBeInTheDocument();
    const restoreCall = requests().find(([url]) => url.endsWith('/restore'))!;
    expect(restoreCall[0]).toBe(`${listPath}/${older._id}/restore`);
    expect(restoreCall[1].method).toBe('POST');
    expect(onRestored).toHaveBeenCalledWith(restoredItem);
    await waitFor(() => expect(screen.getAllByRole('listitem')).toHaveLength(3));
  });

  it('does nothing when the confirmation is dismissed, and shows the server’s refusal', async () => {
    const confirm = vi.spyOn(window, 'confirm').mockReturnValue(false);
    const { onRestored, fetchMock } = renderPanel((url) =>
      url.endsWith('/restore') ? json({ ack: 0, msg: 'This version was not found.' }, 404) : json({ ack: 1, data: [newer, older] }),
    );
    const rows = await screen.findAllByRole('listitem', {}, { timeout: 8000 });
    fireEvent.click(within(rows[0]!).getByRole('button', { name: 'Restore' }));
    expect(fetchMock).toHaveBeenCalledTimes(1);
    confirm.mockReturnValue(true);
    fireEvent.click(within(rows[0]!).getByRole('button', { name: 'Restore' }));
    expect(await screen.findByText('This version was not found.')).toBeInTheDocument();
    expect(onRestored).not.toHaveBeenCalled();
  });

  describe('what each save changed', () => {
    /** The item as stored now: the newest earlier version's save made it. */
    const current = {
      _id: id,
      title: 'Second wording',
      metaTitle: 'Second wording meta',
      content: '<p>Second body</p>',
      status: 'published',
      image: 'uploads/x.png',
      updatedAt: '2026-11-21T08:00:00.000Z',
    };

    it('sums up each version against the one after it, and says who replaced it and when once', async () => {
      renderPanel(() => json({ ack: 1, data: [newer, older] }), current);
      const rows = await screen.findAllByRole('listitem', {}, { timeout: 8000 });
      expect(rows[0]!.querySelector('.revisions__summary')).toHaveTextContent(/^Status: Draft → Published$/);
      expect(rows[1]!.querySelector('.revisions__summary')).toHaveTextContent(/^Title, Meta Title, Press Content changed$/);
      for (const row of rows) expect(row.textContent?.match(/Replaced/g)).toHaveLength(1);
      expect(within(rows[0]!).getByRole('button', { name: 'Restore' })).toHaveAccessibleDescription(
        /^Status: Draft → Published Replaced Nov 20, 2026.* by admin@example\.com$/,
      );
    });

    it('compares a version with the current one field by field, the changed fields marked, the body sanitized', async () => {
      renderPanel(() => json({ ack: 1, data: [newer, older] }), current);
      const [, row] = await screen.findAllByRole('listitem', {}, { timeout: 8000 });
      const compare = within(row!).getByRole('button', { name: 'Compare' });
      fireEvent.click(compare);
      expect(compare).toHaveAttribute('aria-expanded', 'true');
      const field = (label: string) =>
        within(row!)
          .getByRole('heading', { level: 3, name: new RegExp(`^${label}`) })
          .closest('li') as HTMLElement;
      expect(within(row!).getByLabelText('Compare with')).toHaveValue('0');
      expect(within(row!).getByText('4 fields differ.')).toBeInTheDocument();
      expect(within(field('Title')).getByText('Changed')).toBeInTheDocument();
      expect(
        within(field('Title'))
          .getAllByText(/^(This version|Current version)$/)
          .map((name) => name.textContent),
      ).toEqual(['This version', 'Current version']);
      expect(within(field('Title')).getByText('First wording')).toBeInTheDocument();
      expect(within(field('Title')).getByText('Second wording')).toBeInTheDocument();
      expect(within(field('Status')).getByText('Draft')).toBeInTheDocument();
      expect(within(field('Status')).getByText('Published')).toBeInTheDocument();
      expect(within(field('Press Content')).getByText('First body')).toBeInTheDocument();
      expect(row!.querySelector('img')).not.toHaveAttribute('onerror');
      expect(within(row!).queryByText('uploads/x.png')).toBeNull();

      fireEvent.change(within(row!).getByLabelText('Compare with'), { target: { value: '1' } });
      expect(within(row!).getByText('3 fields differ.')).toBeInTheDocument();
      expect(within(field('Status')).queryByText('Changed')).toBeNull();
      expect(within(field('Title')).getByText('The version after it')).toBeInTheDocument();
      fireEvent.click(compare);
      expect(within(row!).queryByText('First body')).toBeNull();
    });

    it('compares the newest version with the current one alone', async () => {
      renderPanel(() => json({ ack: 1, data: [newer] }), current);
      const [row] = await screen.findAllByRole('listitem', {}, { timeout: 8000 });
      fireEvent.click(within(row!).getByRole('button', { name: 'Compare' }));
      expect(within(row!).queryByLabelText('Compare with')).toBeNull();
      expect(within(row!).getByText('1 field differs.')).toBeInTheDocument();
    });

    it('offers neither a summary nor Compare for the newest version while the current item is unknown', async () => {
      renderPanel(() => json({ ack: 1, data: [newer, older] }));
      const rows = await screen.findAllByRole('listitem', {}, { timeout: 8000 });
      expect(within(rows[0]!).queryByRole('button', { name: 'Compare' })).toBeNull();
      expect(rows[0]!.querySelector('.revisions__summary')).toBeNull();
      expect(rows[1]!.querySelector('.revisions__summary')).toHaveTextContent('Title, Meta Title, Press Content changed');
    });
  });
});
