import { describe, expect, it, vi } from 'vitest';
import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { messages } from '@contract/messages';
import { slow } from '../shared/screen-test-support';
import { unsavedWarning } from '../shared/use-leave-guard';
import { localDraftKey } from '../shared/use-local-draft';
import { leadPath, renderLead, withLeadServer, writes } from './lead-detail-screen.fixture';

withLeadServer();

const draftKey = localDraftKey('/admin/contact-us/c1');
const noteBox = () => screen.getByRole('textbox', { name: 'Note' });

async function openLead() {
  const router = renderLead();
  await screen.findByRole('heading', { level: 1, name: 'Ada Lovelace' }, slow);
  return router;
}

describe('the note box', { timeout: 60_000 }, () => {
  it('counts as it is typed, keeps a long paste whole and refuses it with a message', async () => {
    await openLead();
    expect(screen.getByText('0/2,000')).toBeInTheDocument();
    fireEvent.change(noteBox(), { target: { value: 'Called back.' } });
    expect(screen.getByText('12/2,000')).toBeInTheDocument();
    expect(noteBox()).toHaveAccessibleDescription('12 of 2000 characters');

    const pasted = 'x'.repeat(2345);
    fireEvent.change(noteBox(), { target: { value: pasted } });
    expect(noteBox()).toHaveValue(pasted);
    expect(noteBox()).not.toHaveAttribute('maxlength');
    expect(screen.getByText('2,345/2,000')).toBeInTheDocument();
    expect(screen.getByRole('alert')).toHaveTextContent('Note must be at most 2000 characters.');
    expect(noteBox()).toHaveAttribute('aria-invalid', 'true');

    fireEvent.click(screen.getByRole('button', { name: 'Add note' }));
    expect(writes()).toEqual([]);
    expect(noteBox()).toHaveValue(pasted);

    // Cut back to the limit, it is accepted.
    fireEvent.change(noteBox(), { target: { value: 'x'.repeat(2000) } });
    expect(screen.queryByRole('alert')).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Add note' }));
    await waitFor(() => expect(writes()).toEqual([{ method: 'POST', path: `${leadPath}/notes`, body: { text: 'x'.repeat(2000) } }]), slow);
  });

  it('warns before leaving with a note half typed, and gives it back on return', async () => {
    const router = await openLead();
    fireEvent.change(noteBox(), { target: { value: 'Half a tho' } });

    const confirm = vi.spyOn(window, 'confirm').mockReturnValueOnce(false);
    await act(() => router.navigate('/admin/contact-us'));
    expect(confirm).toHaveBeenCalledWith(unsavedWarning);
    expect(router.state.location.pathname).toBe('/admin/contact-us/c1');
    expect(noteBox()).toHaveValue('Half a tho');

    confirm.mockReturnValueOnce(true);
    await act(() => router.navigate('/admin/contact-us'));
    expect(await screen.findByText('The list', undefined, slow)).toBeInTheDocument();
    expect(JSON.parse(localStorage.getItem(draftKey) ?? '{}').values).toEqual({ text: 'Half a tho' });

    await act(() => router.navigate('/admin/contact-us/c1'));
    await waitFor(() => expect(noteBox()).toHaveValue('Half a tho'), slow);
    expect(screen.getByText('Unsaved changes restored.')).toBeInTheDocument();
    // Restored work is still unsaved: leaving warns again.
    confirm.mockReturnValueOnce(false);
    await act(() => router.navigate('/admin/contact-us'));
    expect(confirm).toHaveBeenCalledTimes(3);
  });

  it('forgets the draft once the note is added, and leaves freely after', async () => {
    localStorage.setItem(draftKey, JSON.stringify({ savedAt: Date.now(), values: { text: 'Quote on Friday.' } }));
    const router = await openLead();
    await waitFor(() => expect(noteBox()).toHaveValue('Quote on Friday.'), slow);
    expect(screen.getByText('Unsaved changes restored.')).toBeInTheDocument();

    fireEvent.click(screen.getByRole('button', { name: 'Add note' }));
    expect(await screen.findByText(messages.leadNoteAdded, undefined, slow)).toBeInTheDocument();
    await waitFor(() => expect(noteBox()).toHaveValue(''), slow);
    expect(screen.queryByText('Unsaved changes restored.')).toBeNull();
    await waitFor(() => expect(localStorage.getItem(draftKey)).toBeNull(), slow);

    const confirm = vi.spyOn(window, 'confirm');
    await act(() => router.navigate('/admin/contact-us'));
    expect(await screen.findByText('The list', undefined, slow)).toBeInTheDocument();
    expect(confirm).not.toHaveBeenCalled();
    expect(localStorage.getItem(draftKey)).toBeNull();
  });

  it('Discard on the restored notice empties the box and forgets the draft', async () => {
    localStorage.setItem(draftKey, JSON.stringify({ savedAt: Date.now(), values: { text: 'Old thought.' } }));
    const router = await openLead();
    await waitFor(() => expect(noteBox()).toHaveValue('Old thought.'), slow);
    fireEvent.click(screen.getByRole('button', { name: 'Discard' }));
    expect(noteBox()).toHaveValue('');
    expect(localStorage.getItem(draftKey)).toBeNull();
    const confirm = vi.spyOn(window, 'confirm');
    await act(() => router.navigate('/admin/contact-us'));
    expect(confirm).not.toHaveBeenCalled();
  });
});
