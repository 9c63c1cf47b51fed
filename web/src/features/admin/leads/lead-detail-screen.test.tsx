import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { createMemoryRouter, MemoryRouter, RouterProvider } from 'react-router';
import { Toaster } from 'react-hot-toast';
import { SWRConfig } from 'swr';
import type { ContactEnquiry } from '@contract/entities';
import { messages } from '@contract/messages';
import { json } from '../../../test-support/fetch-stub';
import { tokenWith } from '../../../test-support/session-token';
import { slow } from '../shared/screen-test-support';
import { ContactLeadScreen } from './lead-detail-screen';
import { NewLeadsBadge } from './new-leads-badge';

const me = 'sales@nexoria.example';

interface Sent {
  method: string;
  path: string;
  body?: unknown;
}

let lead: ContactEnquiry;
let counts: { contact: number; hire: number };
let sent: Sent[];
/** Overrides one answer: the method and path it stands for, and what it answers. */
let refuse: { method: string; path: string; status: number; msg: string } | undefined;

function answer(method: string, path: string, body: unknown) {
  if (refuse && refuse.method === method && refuse.path === path) return json({ ack: 0, msg: refuse.msg }, refuse.status);
  if (path === '/api/admin/leads/counts') return json({ ack: 1, data: counts });
  if (path === '/api/admin/assignees')
    return json({
      ack: 1,
      data: [
        { email: me, role: 'sales' },
        { email: 'owner@nexoria.example', role: 'owner' },
      ],
    });
  if (path === '/api/admin/leads/contact/c1' && method === 'GET') return json({ ack: 1, data: lead });
  if (path === '/api/admin/leads/contact/c1' && method === 'PUT') {
    const change = body as { leadStatus?: ContactEnquiry['leadStatus']; assignee?: string };
    if (lead.leadStatus === undefined && change.leadStatus && change.leadStatus !== 'new')
      counts = { ...counts, contact: counts.contact - 1 };
    const assignee = change.assignee === undefined ? lead.assignee : change.assignee === 'none' ? undefined : change.assignee;
    lead = { ...lead, leadStatus: change.leadStatus ?? lead.leadStatus, assignee };
    return json({ ack: 1, msg: messages.leadUpdated, data: lead });
  }
  if (path === '/api/admin/leads/contact/c1/notes') {
    const note = {
      _id: `n${(lead.notes ?? []).length}`,
      author: me,
      at: '2025-03-02T09:15:00.000Z',
      text: (body as { text: string }).text,
    };
    lead = { ...lead, notes: [...(lead.notes ?? []), note] };
    return json({ ack: 1, msg: messages.leadNoteAdded, data: lead }, 201);
  }
  if (path === '/api/admin/leads/contact/c1' && method === 'DELETE') return json({ ack: 1, msg: messages.leadDeleted });
  return json({ ack: 0, msg: 'Not found' }, 404);
}

beforeEach(() => {
  lead = {
    _id: 'c1',
    name: 'Ada Lovelace',
    contactNo: '+44 20 7946 0000',
    emailAddress: 'ada@analytical.example',
    message: 'We need a data platform.\nCan you call us?',
    terms: true,
    added_date: '2025-03-01T10:00:00.000Z',
    mailStatus: 'sent',
  };
  counts = { contact: 3, hire: 0 };
  sent = [];
  refuse = undefined;
  sessionStorage.setItem('token', tokenWith({ exp: Math.floor(Date.now() / 1000) + 3600, role: 'sales', email: me }));
  vi.stubGlobal(
    'fetch',
    vi.fn(async (path: string, init: RequestInit = {}) => {
      const method = init.method ?? 'GET';
      const body = init.body ? JSON.parse(String(init.body)) : undefined;
      sent.push({ method, path, body });
      return answer(method, path, body);
    }),
  );
});
afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
  sessionStorage.clear();
});

function renderLead() {
  const router = createMemoryRouter(
    [
      {
        path: '/admin/contact-us/:id',
        element: (
          <>
            <NewLeadsBadge section="contact" />
            <ContactLeadScreen />
          </>
        ),
      },
      { path: '/admin/contact-us', element: <p>The list</p> },
    ],
    { initialEntries: ['/admin/contact-us/c1'] },
  );
  render(
    <SWRConfig value={{ provider: () => new Map() }}>
      <RouterProvider router={router} />
      <Toaster />
    </SWRConfig>,
  );
  return router;
}

const writes = () => sent.filter((request) => request.method !== 'GET');

describe('lead screen', { timeout: 60_000 }, () => {
  it('shows every field, saves status and assignee, and the New badge follows', async () => {
    renderLead();
    expect(await screen.findByRole('heading', { level: 1, name: 'Ada Lovelace' }, slow)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'ada@analytical.example' })).toHaveAttribute('href', 'mailto:ada@analytical.example');
    expect(screen.getByRole('link', { name: '+44 20 7946 0000' })).toHaveAttribute('href', 'tel:+442079460000');
    expect(screen.getByText(/We need a data platform\./)).toBeInTheDocument();
    expect(screen.getByText('Sent')).toBeInTheDocument();
    expect(screen.getByText('3 new')).toBeInTheDocument();

    const status = screen.getByRole('combobox', { name: 'Status' });
    expect(status).toHaveValue('new');
    const assignee = screen.getByRole('combobox', { name: 'Assigned to' });
    expect(assignee).toHaveValue('none');
    await waitFor(
      () =>
        expect(
          within(assignee)
            .getAllByRole('option')
            .map((option) => option.textContent),
        ).toEqual(['Unassigned', me, 'owner@nexoria.example']),
      slow,
    );
    expect(screen.queryByRole('button', { name: 'Delete' })).toBeNull();

    fireEvent.change(status, { target: { value: 'replied' } });
    fireEvent.change(assignee, { target: { value: me } });
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText(messages.leadUpdated, undefined, slow)).toBeInTheDocument();
    expect(writes()).toEqual([{ method: 'PUT', path: '/api/admin/leads/contact/c1', body: { leadStatus: 'replied', assignee: me } }]);
    expect(screen.getByText('Replied', { selector: '.status-badge' })).toBeInTheDocument();
    // The badge asked again after the change.
    expect(await screen.findByText('2 new', undefined, slow)).toBeInTheDocument();

    // A second save sends only what changed, so it cannot undo an assignment made elsewhere meanwhile.
    fireEvent.change(status, { target: { value: 'closed' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(writes()).toHaveLength(2), slow);
    expect(writes()[1]).toEqual({ method: 'PUT', path: '/api/admin/leads/contact/c1', body: { leadStatus: 'closed' } });
  });

  it('adds a note (never an empty one) and lists it with its author and time', async () => {
    renderLead();
    await screen.findByRole('heading', { level: 1, name: 'Ada Lovelace' }, slow);
    expect(screen.getByText('No notes yet.')).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Add note' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Write the note first.');
    expect(writes()).toEqual([]);

    fireEvent.change(screen.getByRole('textbox', { name: 'Note' }), { target: { value: 'Called back, sending a quote on Friday.' } });
    fireEvent.click(screen.getByRole('button', { name: 'Add note' }));
    const item = await screen.findByRole('listitem', undefined, slow);
    expect(item).toHaveTextContent('Called back, sending a quote on Friday.');
    expect(item).toHaveTextContent(me);
    expect(within(item).getByText(/2025/).tagName).toBe('TIME');
    expect(screen.getByRole('textbox', { name: 'Note' })).toHaveValue('');
    expect(writes()).toEqual([
      { method: 'POST', path: '/api/admin/leads/contact/c1/notes', body: { text: 'Called back, sending a quote on Friday.' } },
    ]);
  });

  it('shows a refused change inline and in a toast, keeping the choice', async () => {
    refuse = { method: 'PUT', path: '/api/admin/leads/contact/c1', status: 409, msg: messages.leadConflict };
    renderLead();
    await screen.findByRole('heading', { level: 1, name: 'Ada Lovelace' }, slow);
    fireEvent.change(screen.getByRole('combobox', { name: 'Status' }), { target: { value: 'closed' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(screen.getAllByText(messages.leadConflict)).toHaveLength(2), slow);
    expect(screen.getByRole('alert')).toHaveTextContent(messages.leadConflict);
    expect(screen.getByRole('combobox', { name: 'Status' })).toHaveValue('closed');
  });

  it('offers Delete only once the enquiry is Spam, asks first, then returns to the list', async () => {
    const router = renderLead();
    await screen.findByRole('heading', { level: 1, name: 'Ada Lovelace' }, slow);
    fireEvent.change(screen.getByRole('combobox', { name: 'Status' }), { target: { value: 'spam' } });
    // Choosing Spam is not yet saving it.
    expect(screen.queryByRole('button', { name: 'Delete' })).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    const remove = await screen.findByRole('button', { name: 'Delete' }, slow);

    const confirm = vi.spyOn(window, 'confirm').mockReturnValueOnce(false);
    fireEvent.click(remove);
    expect(confirm).toHaveBeenCalledOnce();
    expect(writes().filter((request) => request.method === 'DELETE')).toEqual([]);

    confirm.mockReturnValueOnce(true);
    fireEvent.click(remove);
    expect(await screen.findByText('The list', undefined, slow)).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/admin/contact-us');
    expect(writes().at(-1)).toEqual({ method: 'DELETE', path: '/api/admin/leads/contact/c1', body: undefined });
    expect(await screen.findByText(messages.leadDeleted, undefined, slow)).toBeInTheDocument();
  });

  it('says when the enquiry does not exist', async () => {
    refuse = { method: 'GET', path: '/api/admin/leads/contact/c1', status: 404, msg: messages.leadNotFound };
    renderLead();
    expect(await screen.findByRole('alert', undefined, slow)).toHaveTextContent(messages.leadNotFound);
    expect(screen.getByRole('link', { name: /Contact Us Database/ })).toHaveAttribute('href', '/admin/contact-us');
  });
});

describe('NewLeadsBadge', () => {
  it('says nothing at 0 and to a role without the leads', async () => {
    counts = { contact: 0, hire: 12 };
    render(
      <MemoryRouter>
        <SWRConfig value={{ provider: () => new Map() }}>
          <NewLeadsBadge section="contact" />
          <NewLeadsBadge section="hire" />
        </SWRConfig>
      </MemoryRouter>,
    );
    expect(await screen.findByText('12 new', undefined, slow)).toBeInTheDocument();
    expect(screen.queryByText('0 new')).toBeNull();
    expect(sent.filter((request) => request.path === '/api/admin/leads/counts')).toHaveLength(1);
  });

  it('never asks for an Editor', async () => {
    sessionStorage.setItem('token', tokenWith({ exp: Math.floor(Date.now() / 1000) + 3600, role: 'editor' }));
    const { container } = render(
      <MemoryRouter>
        <SWRConfig value={{ provider: () => new Map() }}>
          <NewLeadsBadge section="contact" />
        </SWRConfig>
      </MemoryRouter>,
    );
    expect(container).toBeEmptyDOMElement();
    expect(sent).toEqual([]);
  });
});
