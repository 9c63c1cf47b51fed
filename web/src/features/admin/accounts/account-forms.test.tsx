import { afterEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen } from '@testing-library/react';
import toast from 'react-hot-toast';
import { messages } from '@contract/messages';
import { adminToken } from '../../../lib/session';
import { tokenWith } from '../../../test-support/session-token';
import { AccountPage } from './account-page';
import { json, renderAccountScreen, sent } from './accounts-test-support';
import { ForgotPasswordPage } from './forgot-password-page';

const hour = () => Math.floor(Date.now() / 1000) + 3600;
const type = (label: string, value: string) => fireEvent.change(screen.getByLabelText(label), { target: { value } });

afterEach(() => {
  vi.unstubAllGlobals();
  sessionStorage.clear();
  toast.remove();
});

describe('AccountPage', { timeout: 20_000 }, () => {
  const open = (reply: () => Promise<Response>) => {
    sessionStorage.setItem('token', tokenWith({ exp: hour(), role: 'sales', email: 'sam@example.com' }));
    return renderAccountScreen('/admin/account', <AccountPage />, reply);
  };
  const fill = (current: string, next: string, confirm = next) => {
    type('Current password', current);
    type('New password', next);
    type('Confirm password', confirm);
    fireEvent.click(screen.getByRole('button', { name: 'Change password' }));
  };

  it('says who is signed in, and with which role', () => {
    open(() => json({ ack: 1 }));
    expect(screen.getByRole('heading', { level: 1, name: 'Your account' })).toBeInTheDocument();
    expect(screen.getByText('sam@example.com')).toBeInTheDocument();
    expect(screen.getByText('Sales')).toBeInTheDocument();
  });

  it('asks for a matching confirmation before anything is sent', () => {
    const { fetchMock } = open(() => json({ ack: 1 }));
    fill('old-password-1', 'new-password-1', 'new-password-2');
    expect(screen.getByText('Passwords do not match.')).toBeInTheDocument();
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('keeps this tab signed in with the answered token, and says the other sessions ended', async () => {
    const fresh = tokenWith({ exp: hour() + 60, role: 'sales', email: 'sam@example.com', sv: 1 });
    const { fetchMock } = open(() => json({ ack: 1, msg: messages.passwordChanged, token: fresh }));
    fill('old-password-1', 'new-password-1');
    expect(await screen.findByText('Password changed. Your other sessions have ended.')).toBeInTheDocument();
    expect(adminToken()).toBe(fresh);
    expect(sent(fetchMock)).toMatchObject({
      url: '/api/admin/password',
      method: 'POST',
      body: { currentPassword: 'old-password-1', newPassword: 'new-password-1' },
    });
    expect(screen.getByLabelText('Current password')).toHaveValue('');
  });

  it('shows a wrong current password on its field', async () => {
    open(() => json({ ack: 0, msg: messages.currentPasswordWrong, errors: { currentPassword: messages.currentPasswordWrong } }, 400));
    fill('not-the-password', 'new-password-1');
    expect(await screen.findByText(messages.currentPasswordWrong)).toBeInTheDocument();
    expect(screen.getByLabelText('Current password')).toHaveAttribute('aria-invalid', 'true');
  });
});

describe('ForgotPasswordPage', { timeout: 20_000 }, () => {
  it('checks the address, then answers the same words whatever the server knows', async () => {
    const { fetchMock } = renderAccountScreen('/admin/forgot-password', <ForgotPasswordPage />, () =>
      json({ ack: 1, msg: messages.resetLinkSent }),
    );
    expect(screen.getByRole('heading', { level: 1, name: 'Reset your password' })).toBeInTheDocument();
    type('Email', 'not-an-address');
    fireEvent.click(screen.getByRole('button', { name: 'Send reset link' }));
    expect(screen.getByText('Please Enter a Valid Email')).toBeInTheDocument();
    expect(fetchMock).not.toHaveBeenCalled();
    type('Email', 'someone@example.com');
    fireEvent.click(screen.getByRole('button', { name: 'Send reset link' }));
    expect(await screen.findByRole('status')).toHaveTextContent(
      'If an account exists for that address, we have sent a link to reset its password. It works for 15 minutes.',
    );
    expect(sent(fetchMock)).toMatchObject({ url: '/api/admin/password/forgot', body: { email: 'someone@example.com' } });
  });

  it('keeps the form and says why when the request is throttled', async () => {
    renderAccountScreen('/admin/forgot-password', <ForgotPasswordPage />, () => json({ ack: 0, msg: messages.loginThrottled }, 429));
    type('Email', 'someone@example.com');
    fireEvent.click(screen.getByRole('button', { name: 'Send reset link' }));
    expect(await screen.findByText(messages.loginThrottled)).toBeInTheDocument();
    expect(screen.getByLabelText('Email')).toBeInTheDocument();
  });
});
