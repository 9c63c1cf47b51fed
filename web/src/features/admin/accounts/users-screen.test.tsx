import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import toast from 'react-hot-toast';
import type { AdminUser } from '@contract/accounts';
import { messages } from '@contract/messages';
import { tokenWith } from '../../../test-support/session-token';
import { json, renderAccountScreen, type Reply, sent } from './accounts-test-support';
import { UsersScreen } from './users-screen';

const slow = { timeout: 8000 };
const owner: AdminUser = {
  _id: '1',
  email: 'owner@example.com',
  role: 'owner',
  status: 'active',
  lastSignInAt: '2026-11-20T09:30:00.000Z',
};
const editor: AdminUser = { _id: '2', email: 'ed@example.com', role: 'editor', status: 'active' };
const invited: AdminUser = { _id: '3', email: 'new@example.com', role: 'sales', status: 'invited', invitedBy: owner.email };

/** GET lists the accounts; any other call answers with `write`. */
const api =
  (write: Reply): Reply =>
  (url, init) =>
    init.method === 'GET' ? json({ ack: 1, data: [owner, editor, invited] }) : write(url, init);

const open = (write: Reply = () => json({ ack: 1 })) => renderAccountScreen('/admin/users', <UsersScreen />, api(write));
const rowOf = (email: string) => screen.getByText(email).closest('tr') as HTMLElement;

beforeEach(() =>
  sessionStorage.setItem('token', tokenWith({ exp: Math.floor(Date.now() / 1000) + 3600, role: 'owner', email: owner.email })),
);
afterEach(() => {
  vi.unstubAllGlobals();
  sessionStorage.clear();
  toast.remove();
});

describe('UsersScreen', { timeout: 20_000 }, () => {
  it('lists every account with its role, status and what is known of its sign-ins', async () => {
    open();
    expect(await screen.findByText(invited.email, {}, slow)).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1, name: 'Users' })).toBeInTheDocument();
    expect(within(rowOf(invited.email)).getByText('Invited')).toBeInTheDocument();
    expect(within(rowOf(invited.email)).getByText(/Invited by owner@example\.com/)).toBeInTheDocument();
    expect(within(rowOf(editor.email)).getByText('Active')).toBeInTheDocument();
    expect(within(rowOf(editor.email)).getByText('Not signed in yet')).toBeInTheDocument();
    expect(within(rowOf(owner.email)).getByText(/Last sign-in/)).toBeInTheDocument();
    expect(screen.getByLabelText(`Role for ${editor.email}`)).toHaveValue('editor');
  });

  it("offers no Remove and no role change on the Owner's own row", async () => {
    open();
    await screen.findByText(invited.email, {}, slow);
    expect(within(rowOf(owner.email)).queryByRole('button', { name: 'Remove' })).toBeNull();
    expect(screen.getByLabelText(`Role for ${owner.email}`)).toBeDisabled();
    expect(within(rowOf(editor.email)).getByRole('button', { name: 'Remove' })).toBeEnabled();
  });

  it('invites an address with a role, says so and lists the invited account', async () => {
    const newcomer: AdminUser = { _id: '4', email: 'sam@example.com', role: 'sales', status: 'invited', invitedBy: owner.email };
    const { fetchMock } = open(() => json({ ack: 1, data: newcomer }, 201));
    await screen.findByText(invited.email, {}, slow);
    fireEvent.change(screen.getByLabelText('Email'), { target: { value: 'sam@example.com' } });
    fireEvent.change(screen.getByLabelText('Role'), { target: { value: 'sales' } });
    fireEvent.click(screen.getByRole('button', { name: 'Send invitation' }));
    expect(await screen.findByText('Invitation sent to sam@example.com.')).toBeInTheDocument();
    expect(sent(fetchMock, 1)).toEqual({ url: '/api/admin/users', method: 'POST', body: { email: 'sam@example.com', role: 'sales' } });
    expect(within(rowOf('sam@example.com')).getByText('Invited')).toBeInTheDocument();
    expect(screen.getByLabelText('Email')).toHaveValue('');
  });

  it('checks the address before sending and shows an existing account clearly', async () => {
    const { fetchMock } = open(() => json({ ack: 0, msg: messages.accountExists }, 409));
    await screen.findByText(invited.email, {}, slow);
    fireEvent.click(screen.getByRole('button', { name: 'Send invitation' }));
    expect(screen.getByText('Enter Email')).toBeInTheDocument();
    expect(fetchMock).toHaveBeenCalledTimes(1);
    fireEvent.change(screen.getByLabelText('Email'), { target: { value: editor.email } });
    fireEvent.click(screen.getByRole('button', { name: 'Send invitation' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(messages.accountExists);
  });

  it("asks before changing a user's role, and changes it only on Confirm", async () => {
    const { fetchMock } = open(() => json({ ack: 1, data: { ...editor, role: 'sales' } }));
    await screen.findByText(invited.email, {}, slow);
    const select = screen.getByLabelText(`Role for ${editor.email}`);
    select.focus();
    fireEvent.change(select, { target: { value: 'sales' } });
    const dialog = screen.getByRole('alertdialog', { name: "Change ed@example.com's role from Editor to Sales?" });
    expect(dialog).toHaveTextContent('With the Sales role they can work on: Contact and hiring enquiries, and newsletter subscribers.');
    expect(fetchMock).toHaveBeenCalledTimes(1);
    expect(select).toHaveValue('editor');

    fireEvent.click(within(dialog).getByRole('button', { name: 'Change role' }));
    expect(await screen.findByText('ed@example.com is now Sales.')).toBeInTheDocument();
    expect(sent(fetchMock, 1)).toEqual({ url: '/api/admin/users/ed%40example.com', method: 'PUT', body: { role: 'sales' } });
    expect(screen.getByLabelText(`Role for ${editor.email}`)).toHaveValue('sales');
    await waitFor(() => expect(screen.getByLabelText(`Role for ${editor.email}`)).toHaveFocus());
  });

  it('keeps the role and gives focus back to the select on Cancel or Escape', async () => {
    const { fetchMock } = open();
    await screen.findByText(invited.email, {}, slow);
    const select = screen.getByLabelText(`Role for ${editor.email}`);
    for (const close of [
      (dialog: HTMLElement) => fireEvent.click(within(dialog).getByRole('button', { name: 'Cancel' })),
      (dialog: HTMLElement) => fireEvent.keyDown(dialog, { key: 'Escape' }),
    ]) {
      select.focus();
      fireEvent.change(select, { target: { value: 'owner' } });
      close(screen.getByRole('alertdialog'));
      await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
      expect(select).toHaveValue('editor');
      expect(select).toHaveFocus();
    }
    expect(fetchMock).toHaveBeenCalledTimes(1);
  });

  it('words a raise to Owner most plainly', async () => {
    open();
    await screen.findByText(invited.email, {}, slow);
    fireEvent.change(screen.getByLabelText(`Role for ${invited.email}`), { target: { value: 'owner' } });
    const dialog = screen.getByRole('alertdialog', { name: "Change new@example.com's role from Sales to Owner?" });
    expect(dialog).toHaveTextContent(/An Owner can do everything in the back office/);
    expect(dialog).toHaveTextContent(/Give this role only to someone you trust with the whole site\./);
    expect(within(dialog).getByRole('button', { name: 'Make Owner' })).toBeInTheDocument();
  });

  it("keeps the role and shows the server's reason when it refuses (the last Owner)", async () => {
    open(() => json({ ack: 0, msg: messages.lastOwner }, 409));
    await screen.findByText(invited.email, {}, slow);
    fireEvent.change(screen.getByLabelText(`Role for ${editor.email}`), { target: { value: 'owner' } });
    fireEvent.click(within(screen.getByRole('alertdialog')).getByRole('button', { name: 'Make Owner' }));
    expect(await screen.findByText(messages.lastOwner)).toBeInTheDocument();
    expect(screen.getByLabelText(`Role for ${editor.email}`)).toHaveValue('editor');
  });

  it('removes a user only once the dialog is confirmed', async () => {
    const { fetchMock } = open();
    await screen.findByText(invited.email, {}, slow);
    fireEvent.click(within(rowOf(editor.email)).getByRole('button', { name: 'Remove' }));
    const dialog = screen.getByRole('alertdialog', { name: `Remove ${editor.email}?` });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByRole('alertdialog')).toBeNull();
    expect(fetchMock).toHaveBeenCalledTimes(1);

    fireEvent.click(within(rowOf(editor.email)).getByRole('button', { name: 'Remove' }));
    fireEvent.click(within(screen.getByRole('alertdialog')).getByRole('button', { name: 'Remove' }));
    expect(await screen.findByText('ed@example.com has been removed.')).toBeInTheDocument();
    expect(sent(fetchMock, 1)).toMatchObject({ url: '/api/admin/users/ed%40example.com', method: 'DELETE' });
    expect(screen.queryByLabelText(`Role for ${editor.email}`)).toBeNull();
  });

  it('closes the dialog with Escape', async () => {
    open();
    await screen.findByText(invited.email, {}, slow);
    fireEvent.click(within(rowOf(editor.email)).getByRole('button', { name: 'Remove' }));
    const dialog = screen.getByRole('alertdialog');
    expect(within(dialog).getByRole('button', { name: 'Cancel' })).toHaveFocus();
    fireEvent.keyDown(dialog, { key: 'Escape' });
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
  });
});
