import { afterEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import toast from 'react-hot-toast';
import { messages } from '@contract/messages';
import { adminToken, sessionRole } from '../../../lib/session';
import { tokenWith } from '../../../test-support/session-token';
import { json, linkSecret, type Reply, renderAccountScreen, sent } from './accounts-test-support';
import { AcceptInvitePage, ResetPasswordPage } from './link-pages';

const slow = { timeout: 8000 };
const editorToken = tokenWith({ exp: Math.floor(Date.now() / 1000) + 3600, role: 'editor', email: 'ed@example.com' });
const type = (label: string, value: string) => fireEvent.change(screen.getByLabelText(label), { target: { value } });

/** The link check answers `check` (a working link of the page's kind unless told); every other call answers `reply`. */
const checked =
  (reply: Reply, check: () => Promise<Response>): Reply =>
  (url, init) =>
    url === '/api/admin/links/check' ? check() : reply(url, init);
const works = (purpose: string) => () => json({ ack: 1, data: { valid: true, purpose } });
const usedUp = () => json({ ack: 1, data: { valid: false } });
/** The form is on screen once the link check has answered. */
const formReady = (label: string) => screen.findByLabelText(label, {}, slow);

afterEach(() => {
  vi.unstubAllGlobals();
  sessionStorage.clear();
  toast.remove();
});

describe('AcceptInvitePage', { timeout: 20_000 }, () => {
  const open = (reply: Reply = () => json({ ack: 1, token: editorToken }), check = works('invite')) =>
    renderAccountScreen(`/admin/accept-invite?token=${linkSecret}`, <AcceptInvitePage />, checked(reply, check), [
      '/admin/career',
      '/admin/contact-us',
    ]);

  it('checks the link with the server first, without using it up, and shows no form while it asks', async () => {
    const { fetchMock } = open();
    expect(screen.getByRole('status')).toHaveTextContent('Checking your link…');
    expect(screen.queryByLabelText('Password')).toBeNull();
    await formReady('Password');
    expect(sent(fetchMock)).toEqual({ url: '/api/admin/links/check', method: 'POST', body: { token: linkSecret } });
  });

  it('shows the way forward instead of the form for a used or expired link', async () => {
    const { fetchMock } = open(undefined, usedUp);
    expect(await screen.findByRole('alert', {}, slow)).toHaveTextContent(messages.linkInvalid);
    expect(screen.getByText('Ask an Owner to send you a new invitation.')).toBeInTheDocument();
    expect(screen.queryByLabelText('Password')).toBeNull();
    expect(fetchMock).toHaveBeenCalledTimes(1);
  });

  it('refuses a reset link on the invitation page', async () => {
    open(undefined, works('reset'));
    expect(await screen.findByRole('alert', {}, slow)).toHaveTextContent(messages.linkInvalid);
  });

  it('states the length rule under the password up front, and how far the typed one is from it', async () => {
    open();
    const field = await formReady('Password');
    const hint = () => document.getElementById(String(field.getAttribute('aria-describedby')));
    expect(hint()).toHaveTextContent(/^Use at least 10 characters\.$/);
    type('Password', 'abcdefg');
    expect(hint()).toHaveTextContent('Use at least 10 characters. 3 more characters to go.');
    type('Password', 'abcdefghi');
    expect(hint()).toHaveTextContent('Use at least 10 characters. 1 more character to go.');
    type('Password', 'abcdefghij');
    expect(hint()).toHaveTextContent('Use at least 10 characters. Long enough.');
  });

  it('checks the password and its confirmation before anything is sent', async () => {
    const { fetchMock } = open();
    await formReady('Password');
    type('Password', 'short');
    type('Confirm password', 'different');
    fireEvent.click(screen.getByRole('button', { name: 'Set password' }));
    expect(screen.getByText('The password must have at least 10 characters.')).toBeInTheDocument();
    expect(screen.getByText('Passwords do not match.')).toBeInTheDocument();
    expect(screen.getByLabelText('Confirm password')).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByLabelText('Password')).toHaveAccessibleDescription(
      'Use at least 10 characters. 5 more characters to go. The password must have at least 10 characters.',
    );
    expect(fetchMock).toHaveBeenCalledTimes(1);
  });

  it("sends the link's secret with the password, keeps the answered session and lands on the role's first section", async () => {
    const { fetchMock, router } = open();
    await formReady('Password');
    type('Password', 'a-long-password');
    type('Confirm password', 'a-long-password');
    fireEvent.click(screen.getByRole('button', { name: 'Set password' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/admin/career'), slow);
    expect(sent(fetchMock, 1)).toEqual({
      url: '/api/admin/invitations/accept',
      method: 'POST',
      body: { token: linkSecret, password: 'a-long-password' },
    });
    expect(adminToken()).toBe(editorToken);
    expect(sessionRole()).toBe('editor');
    expect(await screen.findByText(messages.invitationAccepted)).toBeInTheDocument();
  });

  it('says the link no longer works when the server refuses it on saving', async () => {
    open(() => json({ ack: 0, msg: messages.linkInvalid }, 400));
    await formReady('Password');
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
  const open = (reply: Reply, check = works('reset')) =>
    renderAccountScreen(`/admin/reset-password?token=${linkSecret}`, <ResetPasswordPage />, checked(reply, check), ['/admin/login']);

  it('saves the new password and goes to the login', async () => {
    const { fetchMock, router } = open(() => json({ ack: 1, msg: messages.passwordReset }));
    expect(screen.getByRole('heading', { level: 1, name: 'Choose a new password' })).toBeInTheDocument();
    await formReady('New password');
    type('New password', 'another-long-one');
    type('Confirm password', 'another-long-one');
    fireEvent.click(screen.getByRole('button', { name: 'Save password' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/admin/login'), slow);
    expect(sent(fetchMock, 1).body).toEqual({ token: linkSecret, password: 'another-long-one' });
    expect(await screen.findByText(messages.passwordReset)).toBeInTheDocument();
  });

  it('offers a new link, instead of the form, when the link was used or has expired', async () => {
    open(() => json({ ack: 1 }), usedUp);
    expect(await screen.findByText('This link has expired or has already been used.', {}, slow)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Request a new link' })).toHaveAttribute('href', '/admin/forgot-password');
    expect(screen.queryByLabelText('New password')).toBeNull();
  });

  it('offers a new link when the server refuses this one on saving', async () => {
    open(() => json({ ack: 0, msg: messages.linkInvalid }, 400));
    await formReady('New password');
    type('New password', 'another-long-one');
    type('Confirm password', 'another-long-one');
    fireEvent.click(screen.getByRole('button', { name: 'Save password' }));
    expect(await screen.findByText('This link has expired or has already been used.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Request a new link' })).toHaveAttribute('href', '/admin/forgot-password');
  });

  it("shows the server's word on the password in place, and keeps the form", async () => {
    open(() => json({ ack: 0, errors: { password: 'Too weak.' } }, 400));
    await formReady('New password');
    type('New password', 'another-long-one');
    type('Confirm password', 'another-long-one');
    fireEvent.click(screen.getByRole('button', { name: 'Save password' }));
    expect(await screen.findByText('Too weak.')).toBeInTheDocument();
    expect(screen.getByLabelText('New password')).toHaveAttribute('aria-invalid', 'true');
  });

  it('shows the form when the link cannot be checked, and keeps it when the server cannot be reached', async () => {
    const offline = () => Promise.reject(new TypeError('offline'));
    open(offline, offline);
    await formReady('New password');
    type('New password', 'another-long-one');
    type('Confirm password', 'another-long-one');
    fireEvent.click(screen.getByRole('button', { name: 'Save password' }));
    expect(await screen.findByText(messages.serverUnreachable)).toBeInTheDocument();
    expect(screen.getByLabelText('New password')).toBeInTheDocument();
  });
});
