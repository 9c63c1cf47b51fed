import { describe, expect, it } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { messages } from '@contract/messages';
import { slow } from '../shared/screen-test-support';
import { gate, leadPath, me, renderLead, server, withLeadServer, writes } from './lead-detail-screen.fixture';

withLeadServer();

async function openLead() {
  renderLead();
  await screen.findByRole('heading', { level: 1, name: 'Ada Lovelace' }, slow);
  return { status: screen.getByRole('combobox', { name: 'Status' }), assignee: screen.getByRole('combobox', { name: 'Assigned to' }) };
}

const undoButton = () => screen.findByRole('button', { name: 'Undo' }, slow);

describe('lead status and assignee, saved on change', { timeout: 60_000 }, () => {
  it('Undo writes the previous status back, and the New count follows both ways', async () => {
    const { status } = await openLead();
    expect(await screen.findByText('3 new', undefined, slow)).toBeInTheDocument();
    fireEvent.change(status, { target: { value: 'replied' } });
    const undo = await undoButton();
    expect(await screen.findByText('2 new', undefined, slow)).toBeInTheDocument();
    // A real button in the toast: Tab reaches it.
    undo.focus();
    expect(undo).toHaveFocus();

    fireEvent.click(undo);
    await waitFor(() => expect(server.lead.leadStatus).toBe('new'), slow);
    expect(writes().map((request) => request.body)).toEqual([{ leadStatus: 'replied' }, { leadStatus: 'new' }]);
    await waitFor(() => expect(status).toHaveValue('new'), slow);
    expect(await screen.findByText('3 new', undefined, slow)).toBeInTheDocument();
    // Used once, the offer goes (after the toaster's exit animation).
    await waitFor(() => expect(screen.queryByRole('button', { name: 'Undo' })).toBeNull(), slow);
  });

  it('Undo of an assignment unassigns again', async () => {
    const { assignee } = await openLead();
    await waitFor(() => expect(within(assignee).getAllByRole('option')).toHaveLength(3), slow);
    fireEvent.change(assignee, { target: { value: me } });
    fireEvent.click(await undoButton());
    await waitFor(() => expect(writes()).toHaveLength(2), slow);
    expect(writes()[1]).toEqual({ method: 'PUT', path: leadPath, body: { assignee: 'none' } });
    await waitFor(() => expect(assignee).toHaveValue('none'), slow);
    expect(server.lead.assignee).toBeUndefined();
  });

  it('shows a save in flight and takes no second change to that control until it lands', async () => {
    const answer = gate();
    server.hold = (method) => (method === 'PUT' ? answer.promise : undefined);
    const { status, assignee } = await openLead();
    fireEvent.change(status, { target: { value: 'replied' } });
    expect(status).toHaveValue('replied');
    expect(status).toHaveAttribute('aria-busy', 'true');
    expect(screen.getByText('Saving…')).toBeInTheDocument();

    fireEvent.change(status, { target: { value: 'closed' } });
    expect(status).toHaveValue('replied');
    expect(writes()).toEqual([{ method: 'PUT', path: leadPath, body: { leadStatus: 'replied' } }]);
    // The assignee is its own control: it is not held by the status.
    expect(assignee).toHaveAttribute('aria-busy', 'false');

    answer.open();
    await waitFor(() => expect(status).toHaveAttribute('aria-busy', 'false'), slow);
    expect(status).toHaveValue('replied');
    expect(screen.queryByText('Saving…')).toBeNull();
    expect(writes()).toHaveLength(1);
  });

  it('adding a note never takes the status back, whichever answer comes last', async () => {
    const statusAnswer = gate();
    server.hold = (method) => (method === 'PUT' ? statusAnswer.promise : undefined);
    const { status } = await openLead();
    fireEvent.change(status, { target: { value: 'replied' } });
    fireEvent.change(screen.getByRole('textbox', { name: 'Note' }), { target: { value: 'Quote sent.' } });
    fireEvent.click(screen.getByRole('button', { name: 'Add note' }));
    // The note's answer (stamped after the status) lands while the status answer is still held.
    expect(await screen.findByText('Quote sent.', { selector: '.admin-notes__text' }, slow)).toBeInTheDocument();
    expect(status).toHaveValue('replied');

    // The status answer, older than the note's, arrives last: it must not drop the note.
    statusAnswer.open();
    await waitFor(() => expect(status).toHaveAttribute('aria-busy', 'false'), slow);
    expect(status).toHaveValue('replied');
    expect(screen.getByText('Quote sent.', { selector: '.admin-notes__text' })).toBeInTheDocument();
    expect(screen.getByText('Replied', { selector: '.status-badge' })).toBeInTheDocument();
    expect(server.lead).toMatchObject({ leadStatus: 'replied', notes: [{ text: 'Quote sent.' }] });
  });

  it('a refused Undo says why and leaves the saved value shown', async () => {
    const { status } = await openLead();
    fireEvent.change(status, { target: { value: 'closed' } });
    const undo = await undoButton();
    server.refuse = { method: 'PUT', path: leadPath, status: 409, msg: messages.leadConflict };
    fireEvent.click(undo);
    expect(await screen.findByText(messages.leadConflict, undefined, slow)).toBeInTheDocument();
    expect(status).toHaveValue('closed');
    expect(server.lead.leadStatus).toBe('closed');
  });
});
