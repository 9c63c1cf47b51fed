import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import toast, { Toaster } from 'react-hot-toast';
import { SWRConfig } from 'swr';
import { type Application, applicationMessages } from '@contract/applications';
import { json } from '../../../test-support/fetch-stub';
import { signInForTest } from '../../../test-support/session-token';
import { slow } from '../shared/screen-test-support';
import { ApplicationDetailScreen } from './application-detail-screen';
import { sampleApplication } from './sample-application';

const me = 'hr@nexoria.example';
const path = '/api/admin/applications/a1';
const conflict = 'Someone else is changing this application. Reload and try again.';

let stored: Application;
let sent: Array<{ method: string; url: string; body?: unknown }>;
let refuseWith: number | undefined;
const writes = () => sent.filter((request) => request.method !== 'GET');

beforeEach(() => {
  stored = sampleApplication();
  sent = [];
  refuseWith = undefined;
  signInForTest('recruiter', me);
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string, init: RequestInit = {}) => {
      const method = init.method ?? 'GET';
      const body = init.body ? JSON.parse(String(init.body)) : undefined;
      sent.push({ method, url, body });
      if (url === `${path}/cv`) return json({ ack: 1, data: { url: 'https://media.example/cv.pdf?sig=1' } });
      if (url === '/api/admin/recruiters') return json({ ack: 1, data: [{ email: me, role: 'recruiter' }] });
      if (url === path && method === 'GET') return json({ ack: 1, data: stored });
      if (url === path && method === 'PUT') {
        if (refuseWith === 409) return json({ ack: 0, msg: conflict }, 409);
        const change = body as { stage?: Application['stage']; assignee?: string; note?: string };
        const at = new Date(Date.UTC(2026, 2, 2, 9, 0, writes().length)).toISOString();
        const notes = change.note ? [...(stored.notes ?? []), { _id: 'n1', author: me, at, text: change.note }] : stored.notes;
        const assignee = change.assignee === undefined ? stored.assignee : change.assignee === 'none' ? undefined : change.assignee;
        stored = { ...stored, stage: change.stage ?? stored.stage, assignee, notes, updatedAt: at, updatedBy: me };
        return json({ ack: 1, msg: applicationMessages.updated, data: stored });
      }
      return json({ ack: 0, msg: 'Not found' }, 404);
    }),
  );
});
afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
  sessionStorage.clear();
  toast.remove();
});

function renderDetail(id = 'a1') {
  const router = createMemoryRouter([{ path: '/admin/applications/:id', element: <ApplicationDetailScreen /> }], {
    initialEntries: [`/admin/applications/${id}`],
  });
  render(
    <SWRConfig value={{ provider: () => new Map() }}>
      <RouterProvider router={router} />
      <Toaster />
    </SWRConfig>,
  );
}

describe('application screen', { timeout: 60_000 }, () => {
  it('shows what the candidate sent, with the e-mail and web address as links', async () => {
    renderDetail();
    expect(await screen.findByRole('heading', { level: 1, name: 'Meera Iyer' }, slow)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'meera@example.org' })).toHaveAttribute('href', 'mailto:meera@example.org');
    expect(screen.getByRole('link', { name: '+91 98300 12345' })).toHaveAttribute('href', 'tel:+919830012345');
    expect(screen.getByRole('link', { name: 'https://www.linkedin.com/in/meera' })).toHaveAttribute(
      'href',
      'https://www.linkedin.com/in/meera',
    );
    expect(screen.getByText('I run Kubernetes platforms.')).toBeInTheDocument();
    expect(screen.getByText('Platform Engineer')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: '← Applications' })).toHaveAttribute('href', '/admin/applications');
  });

  it('saves the stage the moment it is chosen and says so', async () => {
    renderDetail();
    const stage = await screen.findByRole('combobox', { name: 'Stage' }, slow);
    expect(stage).toHaveValue('applied');
    fireEvent.change(stage, { target: { value: 'interview' } });
    expect(await screen.findByText(applicationMessages.updated, undefined, slow)).toBeInTheDocument();
    expect(writes()).toEqual([{ method: 'PUT', url: path, body: { stage: 'interview' } }]);
    expect(stored.stage).toBe('interview');
    // The saved answer lands in the read cache and the select lets go of its pending choice: each renders in its own turn.
    await waitFor(() => expect(stage).toHaveValue('interview'), slow);
    expect(await screen.findByText('Interview', { selector: '.status-badge' }, slow)).toBeInTheDocument();
    expect(await screen.findByText(/Last changed by hr@nexoria\.example/, undefined, slow)).toBeInTheDocument();
  });

  it('assigns the application to a recruiter from the team list, and back to no one', async () => {
    renderDetail();
    const assignee = await screen.findByRole('combobox', { name: 'Assigned to' }, slow);
    expect(assignee).toHaveValue('none');
    expect(await screen.findByRole('option', { name: me }, slow)).toBeInTheDocument();
    fireEvent.change(assignee, { target: { value: me } });
    expect(await screen.findByText(applicationMessages.updated, undefined, slow)).toBeInTheDocument();
    expect(writes()).toEqual([{ method: 'PUT', url: path, body: { assignee: me } }]);
    await waitFor(() => expect(assignee).toHaveValue(me), slow);
    fireEvent.change(assignee, { target: { value: 'none' } });
    await waitFor(() => expect(stored.assignee).toBeUndefined(), slow);
    expect(writes().at(-1)).toEqual({ method: 'PUT', url: path, body: { assignee: 'none' } });
  });

  it('says when someone else changed the application first, keeps the stored stage and reads it again', async () => {
    renderDetail();
    const stage = await screen.findByRole('combobox', { name: 'Stage' }, slow);
    refuseWith = 409;
    fireEvent.change(stage, { target: { value: 'offer' } });
    expect(await screen.findByRole('alert', {}, slow)).toHaveTextContent(conflict);
    await waitFor(() => expect(stage).toHaveValue('applied'), slow);
    await waitFor(() => expect(sent.filter((request) => request.method === 'GET' && request.url === path)).toHaveLength(2), slow);
  });

  it('adds a note (never an empty one) and lists it with its author', async () => {
    renderDetail();
    await screen.findByRole('heading', { level: 1, name: 'Meera Iyer' }, slow);
    expect(screen.getByText('No notes yet.')).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Add note' }));
    expect(await screen.findByText('Write a note first.', undefined, slow)).toBeInTheDocument();
    expect(writes()).toEqual([]);

    const note = screen.getByRole('textbox', { name: 'Note' });
    fireEvent.change(note, { target: { value: 'x'.repeat(2001) } });
    expect(screen.getByRole('alert')).toHaveTextContent(/2000/);
    fireEvent.change(note, { target: { value: 'Strong on Kubernetes; book the technical round.' } });
    fireEvent.click(screen.getByRole('button', { name: 'Add note' }));
    expect(await screen.findByText('Strong on Kubernetes; book the technical round.', { selector: 'p' }, slow)).toBeInTheDocument();
    expect(writes()).toEqual([{ method: 'PUT', url: path, body: { note: 'Strong on Kubernetes; book the technical round.' } }]);
    expect(screen.getByText(me, { selector: 'strong' })).toBeInTheDocument();
    // The box empties once the saved application is in place, a turn after the note is listed.
    await waitFor(() => expect(note).toHaveValue(''), slow);
  });

  it('downloads the CV through the signed link it asks for', async () => {
    const open = vi.spyOn(window, 'open').mockReturnValue(null);
    renderDetail();
    fireEvent.click(await screen.findByRole('button', { name: 'Download CV' }, slow));
    await waitFor(() => expect(open).toHaveBeenCalledWith('https://media.example/cv.pdf?sig=1', '_blank', 'noopener'), slow);
    expect(sent.some((request) => request.url === `${path}/cv`)).toBe(true);
  });

  it('says so when the application does not exist', async () => {
    renderDetail('gone');
    expect(await screen.findByText(applicationMessages.notFound, undefined, slow)).toBeInTheDocument();
  });
});
