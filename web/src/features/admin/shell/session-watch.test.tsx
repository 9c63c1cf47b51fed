import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, fireEvent, render, screen } from '@testing-library/react';
import { createMemoryRouter, RouterProvider, useLocation } from 'react-router';
import toast, { Toaster } from 'react-hot-toast';
import { json } from '../../../test-support/fetch-stub';
import { tokenEndingIn } from '../../../test-support/session-token';
import { adminToken, saveAdminToken } from '../../../lib/session';
import { SessionWatch } from './session-watch';

const minute = 60_000;
const hour = 60 * minute;

/** The login page's stand-in: shows the state it was sent with. */
function LoginProbe() {
  const { state } = useLocation();
  return <p>Login {JSON.stringify(state ?? null)}</p>;
}

function setup(answer: () => Promise<Response> = () => json({ ack: 0 }, 500)) {
  const fetchMock = vi.fn(answer);
  vi.stubGlobal('fetch', fetchMock);
  const router = createMemoryRouter(
    [
      {
        path: '/admin/news',
        element: (
          <>
            <SessionWatch />
            <button type="button">Create News</button>
          </>
        ),
      },
      { path: '/admin/login', element: <LoginProbe /> },
    ],
    { initialEntries: ['/admin/news?page=2'] },
  );
  render(
    <>
      <RouterProvider router={router} />
      <Toaster />
    </>,
  );
  return fetchMock;
}

const advance = (ms: number) => act(() => vi.advanceTimersByTime(ms));
const dialog = () => screen.queryByRole('alertdialog');

beforeEach(() => vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'Date'] }));
afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
  sessionStorage.clear();
  toast.remove();
});

describe('SessionWatch', () => {
  it('warns five minutes before the token ends, with focus in the dialog, and counts the minutes down', () => {
    saveAdminToken(tokenEndingIn(20 * minute));
    setup();
    advance(15 * minute - 1_000);
    expect(dialog()).toBeNull();
    advance(1_000);
    expect(dialog()).toHaveAccessibleName('Your session ends in 5 minutes.');
    expect(screen.getByRole('button', { name: 'Stay signed in' })).toHaveFocus();
    advance(minute);
    expect(dialog()).toHaveAccessibleName('Your session ends in 4 minutes.');
    advance(3 * minute);
    expect(dialog()).toHaveAccessibleName('Your session ends in 1 minute.');
  });

  it('keeps Tab inside the dialog and closes it on Esc; the end still goes to the login, saying why and from where', () => {
    saveAdminToken(tokenEndingIn(4 * minute));
    setup();
    advance(0);
    const stay = screen.getByRole('button', { name: 'Stay signed in' });
    const signOut = screen.getByRole('button', { name: 'Sign out' });
    fireEvent.keyDown(stay, { key: 'Tab', shiftKey: true });
    expect(signOut).toHaveFocus();
    fireEvent.keyDown(signOut, { key: 'Tab' });
    expect(stay).toHaveFocus();
    fireEvent.keyDown(stay, { key: 'Escape' });
    expect(dialog()).toBeNull();
    advance(4 * minute);
    expect(screen.getByText('Login {"from":"/admin/news?page=2","reason":"expired"}')).toBeInTheDocument();
    expect(adminToken()).toBeNull();
  });

  it('Stay signed in stores the fresh token, toasts, and re-arms the warning from its exp', async () => {
    const old = tokenEndingIn(5 * minute);
    saveAdminToken(old);
    const fresh = tokenEndingIn(8 * hour);
    const fetchMock = setup(() => json({ ack: 1, token: fresh }));
    advance(0);
    fireEvent.click(screen.getByRole('button', { name: 'Stay signed in' }));
    await act(async () => {});
    const [url, init] = fetchMock.mock.calls[0] as unknown as [string, RequestInit];
    expect(url).toBe('/api/admin/session/refresh');
    expect(init.method).toBe('POST');
    expect((init.headers as Record<string, string>).authorization).toBe(`Bearer ${old}`);
    expect(adminToken()).toBe(fresh);
    expect(dialog()).toBeNull();
    expect(screen.getByText(/^You are signed in until /)).toBeInTheDocument();
    // The old end passes without a word; the new one warns on time.
    advance(6 * minute);
    expect(screen.getByRole('button', { name: 'Create News' })).toBeInTheDocument();
    advance(8 * hour - 12 * minute);
    expect(dialog()).toBeNull();
    advance(minute);
    expect(dialog()).toHaveAccessibleName('Your session ends in 5 minutes.');
  });

  it('a refused refresh (401) ends the session at once', async () => {
    saveAdminToken(tokenEndingIn(3 * minute));
    setup(() => json({ ack: 0, msg: 'You have no authorization to access this property.' }, 401));
    advance(0);
    fireEvent.click(screen.getByRole('button', { name: 'Stay signed in' }));
    await act(async () => {});
    expect(screen.getByText('Login {"from":"/admin/news?page=2","reason":"expired"}')).toBeInTheDocument();
  });

  it('Sign out drops the token and goes to the plain login', () => {
    saveAdminToken(tokenEndingIn(3 * minute));
    setup();
    advance(0);
    fireEvent.click(screen.getByRole('button', { name: 'Sign out' }));
    expect(screen.getByText('Login null')).toBeInTheDocument();
    expect(adminToken()).toBeNull();
  });
});
