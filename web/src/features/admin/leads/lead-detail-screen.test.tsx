import { describe, expect, it, vi } from 'vitest';
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { SWRConfig } from 'swr';
import { messages } from '@contract/messages';
import { tokenWith } from '../../../test-support/session-token';
import { slow } from '../shared/screen-test-support';
import { gate, me, renderLead, server, withLeadServer, writes } from './lead-detail-screen.fixture';
import { NewLeadsBadge } from './new-leads-badge';

withLeadServer();

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

    // Each choice saves at once, alone: no Save button to forget.
    expect(screen.queryByRole('button', { name: 'Save' })).toBeNull();
    fireEvent.change(status, { target: { value: 'replied' } });
    expect(await screen.findByText(messages.leadUpdated, undefined, slow)).toBeInTheDocument();
    expect(writes()).toEqual([{ method: 'PUT', path: '/api/admin/leads/contact/c1', body: { leadStatus: 'replied' } }]);
    expect(screen.getByText('Replied', { selector: '.status-badge' })).toBeInTheDocument();
    expect(status).toHaveValue('replied');
    // The badge asked again after the change.
    expect(await screen.findByText('2 new', undefined, slow)).toBeInTheDocument();

    // The next choice sends only itself, so it cannot undo a status set elsewhere meanwhile.
    fireEvent.change(assignee, { target: { value: me } });
    await waitFor(() => expect(writes()).toHaveLength(2), slow);
    expect(writes()[1]).toEqual({ method: 'PUT', path: '/api/admin/leads/contact/c1', body: { assignee: me } });
    await waitFor(() => expect(server.lead.assignee).toBe(me), slow);
    await waitFor(() => expect(assignee).toHaveValue(me), slow);
    expect(screen.getByText(/Last changed by sales@nexoria\.example/)).toBeInTheDocument();
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
    await waitFor(() => expect(screen.getByRole('textbox', { name: 'Note' })).toHaveValue(''), slow);
    expect(writes()).toEqual([
      { method: 'POST', path: '/api/admin/leads/contact/c1/notes', body: { text: 'Called back, sending a quote on Friday.' } },
    ]);
  });

  it('says a refused change inline and in a toast, in the server words, and puts the old value back', async () => {
    server.refuse = { method: 'PUT', path: '/api/admin/leads/contact/c1', status: 409, msg: messages.leadConflict };
    renderLead();
    await screen.findByRole('heading', { level: 1, name: 'Ada Lovelace' }, slow);
    fireEvent.change(screen.getByRole('combobox', { name: 'Status' }), { target: { value: 'closed' } });
    await waitFor(() => expect(screen.getAllByText(messages.leadConflict)).toHaveLength(2), slow);
    expect(screen.getByRole('alert')).toHaveTextContent(messages.leadConflict);
    expect(screen.getByRole('combobox', { name: 'Status' })).toHaveValue('new');
    expect(screen.queryByRole('button', { name: 'Undo' })).toBeNull();
  });

  it('offers Delete only once the enquiry is Spam, asks first, then returns to the list', async () => {
    const router = renderLead();
    await screen.findByRole('heading', { level: 1, name: 'Ada Lovelace' }, slow);
    const answer = gate();
    server.hold = (method) => (method === 'PUT' ? answer.promise : undefined);
    fireEvent.change(screen.getByRole('combobox', { name: 'Status' }), { target: { value: 'spam' } });
    // Spam being saved is not yet Spam: Delete waits for the server's answer.
    await screen.findByText('Saving…', undefined, slow);
    expect(screen.queryByRole('button', { name: 'Delete' })).toBeNull();
    answer.open();
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
    server.refuse = { method: 'GET', path: '/api/admin/leads/contact/c1', status: 404, msg: messages.leadNotFound };
    renderLead();
    expect(await screen.findByRole('alert', undefined, slow)).toHaveTextContent(messages.leadNotFound);
    expect(screen.getByRole('link', { name: /Contact Us Database/ })).toHaveAttribute('href', '/admin/contact-us');
  });
});

describe('NewLeadsBadge', () => {
  it('says nothing at 0 and to a role without the leads', async () => {
    server.counts = { contact: 0, hire: 12 };
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
    expect(server.sent.filter((request) => request.path === '/api/admin/leads/counts')).toHaveLength(1);
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
    expect(server.sent).toEqual([]);
  });
});
