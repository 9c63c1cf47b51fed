import { afterEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import toast from 'react-hot-toast';
import { messages } from '@contract/messages';
import { adminToken, sessionRole } from '../../../lib/session';
import { tokenWith } from '../../../test-support/session-token';
import { json, linkSecret, renderAccountScreen, sent } from './accounts-test-support';
import { AcceptInvitePage, ResetPasswordPage } from './link-pages';

const slow = { timeout: 8000 };
const editorToken = tokenWith({ exp: Math.floor(Date.now() / 1000) + 3600, role: 'editor', email: 'ed@example.com' });
const type = (label: string, value: string) => fireEvent.change(screen.getByLabelText(label), { target: { value } });

afterEach(() => {
  vi.unstubAllGlobals();
  sessionStorage.clear();
  toast.remove();
});

describe('AcceptInvitePage', { timeout: 20_000 }, () => {
  const open = (reply = () => json({ ack: 1, token: editorToken })) =>
    renderAccountScreen(`/admin/accept-invite?token=${linkSecret}`, <AcceptInvitePage />, reply, ['/admin/career', '/admin/contact-us']);

  it('checks the password and its confirmation before anything is sent', () => {
    const { fetchMock } = open();
    type('Password', 'short');
    type('Confirm password', 'different');
    fireEvent.click(screen.getByRole('button', { name: 'Set password' }));
    expect(screen.getByText('The password must have at least 10 characters.')).toBeInTheDocument();
    expect(screen.getByText('Passwords do not match.')).toBeInTheDocument();
    expect(screen.getByLabelText('Confirm password')).toHaveAttribute('aria-invalid', 'true');
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it("sends the link's secret with the password, keeps the answered session and lands on the role's first section", async () => {
    const { fetchMock, router } = open();
    type('Password', 'a-long-password');
    type('Confirm password', 'a-long-password');
    fireEvent.click(screen.getByRole('button', { name: 'Set password' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/admin/career'), slow);
    expect(sent(fetchMock)).toEqual({
      url: '/api/admin/invitations/accept',
      method: 'POST',
      body: { token: linkSecret, password: 'a-long-password' },
    });
    expect(adminToken()).toBe(editorToken);
    expect(sessionRole()).toBe('editor');
    expect(await screen.findByText(messages.invitationAccepted)).toBeInTheDocument();
  });

  it('says the link no longer works when the server refuses it', async () => {
    open(() => json({ ack: 0, msg: messages.linkInvalid }, 400));
    type('Password', 'a-long-password');
    type('Confirm password', 'a-long-password');
    fireEvent.click(screen.getByRole('button', { name: 'Set password' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(messages.linkInvalid);
    expect(screen.queryByLabelText('Password')).toBeNull();
    expect(adminToken()).toBeNull();
  });

  it('refuses a link that is not of the shape of a secret without asking the server', () => {
    const { fetchMock } = renderAccountScreen('/admin/accept-invite?token=abc', <AcceptInvitePage />, () => json({ ack: 1 }));
    expect(screen.getByRole('alert')).toHaveTextContent(messages.linkInvalid);
    expect(fetchMock).not.toHaveBeenCalled();
  });
});

describe('ResetPasswordPage', { timeout: 20_000 }, () => {
  const open = (reply: () => Promise<Response>) =>
    renderAccountScreen(`/admin/reset-password?token=${linkSecret}`, <ResetPasswordPage />, reply, ['/admin/login']);

  it('saves the new password and goes to the login', async () => {
    const { fetchMock, router } = open(() => json({ ack: 1, msg: messages.passwordReset }));
    expect(screen.getByRole('heading', { level: 1, name: 'Choose a new password' })).toBeInTheDocument();
    type('New password', 'another-long-one');
    type('Confirm password', 'another-long-one');
    fireEvent.click(screen.getByRole('button', { name: 'Save password' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/admin/login'), slow);
    expect(sent(fetchMock).body).toEqual({ token: linkSecret, password: 'another-long-one' });
    expect(await screen.findByText(messages.passwordReset)).toBeInTheDocument();
  });

  it('offers a new link when this one was used or has expired', async () => {
    open(() => json({ ack: 0, msg: messages.linkInvalid }, 400));
    type('New password', 'another-long-one');
    type('Confirm password', 'another-long-one');
    fireEvent.click(screen.getByRole('button', { name: 'Save password' }));
    expect(await screen.findByText('This link has expired or has already been used.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Request a new link' })).toHaveAttribute('href', '/admin/forgot-password');
  });

  it("shows the server's word on the password in place, and keeps the form", async () => {
    open(() => json({ ack: 0, errors: { password: 'Too weak.' } }, 400));
    type('New password', 'another-long-one');
    type('Confirm password', 'another-long-one');
    fireEvent.click(screen.getByRole('button', { name: 'Save password' }));
    expect(await screen.findByText('Too weak.')).toBeInTheDocument();
    expect(screen.getByLabelText('New password')).toHaveAttribute('aria-invalid', 'true');
  });

  it('keeps the form when the server cannot be reached', async () => {
    open(() => Promise.reject(new TypeError('offline')));
    type('New password', 'another-long-one');
    type('Confirm password', 'another-long-one');
    fireEvent.click(screen.getByRole('button', { name: 'Save password' }));
    expect(await screen.findByText(messages.serverUnreachable)).toBeInTheDocument();
    expect(screen.getByLabelText('New password')).toBeInTheDocument();
  });
});
