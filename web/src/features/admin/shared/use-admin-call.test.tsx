import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, fireEvent, render, screen } from '@testing-library/react';
import { useState } from 'react';
import { createMemoryRouter, RouterProvider, useLocation } from 'react-router';
import { routes } from '@contract/routes';
import { json } from '../../../test-support/fetch-stub';
import { tokenEndingIn } from '../../../test-support/session-token';
import { adminToken } from '../../../lib/session';
import { useAdminCall } from './use-admin-call';

function LoginProbe() {
  const { state } = useLocation();
  return <p>Login {JSON.stringify(state ?? null)}</p>;
}

/** A screen that loads a list on a click, twice at once (two tables refused together). */
function Screen() {
  const call = useAdminCall();
  const [status, setStatus] = useState<number>();
  const load = async () => {
    const [first] = await Promise.all([call(routes.getAllNews), call(routes.getAllNews)]);
    setStatus(first.status);
  };
  return (
    <button type="button" onClick={() => void load()}>
      Load {status}
    </button>
  );
}

function setup(answer: () => Promise<Response>, path = '/admin/update-news/7?tab=body') {
  const fetchMock = vi.fn(answer);
  vi.stubGlobal('fetch', fetchMock);
  const router = createMemoryRouter(
    [
      { path: '/admin/update-news/:id', element: <Screen /> },
      { path: '/admin/news', element: <Screen /> },
      { path: '/admin/login', element: <LoginProbe /> },
    ],
    { initialEntries: [path] },
  );
  render(<RouterProvider router={router} />);
  return fetchMock;
}
const load = async () => {
  fireEvent.click(screen.getByRole('button', { name: /^Load/ }));
  await act(async () => {});
};
const expiredHere = 'Login {"from":"/admin/update-news/7?tab=body","reason":"expired"}';

afterEach(() => {
  vi.unstubAllGlobals();
  sessionStorage.clear();
});

describe('useAdminCall and a lost session', () => {
  it('a 401 answer drops the token and sends the login the reason and this page, even when two calls are refused', async () => {
    sessionStorage.setItem('token', tokenEndingIn(60 * 60_000));
    const fetchMock = setup(() => json({ ack: 0, msg: 'You have no authorization to access this property.' }, 401));
    await load();
    expect(fetchMock).toHaveBeenCalledTimes(2);
    expect(await screen.findByText(expiredHere)).toBeInTheDocument();
    expect(adminToken()).toBeNull();
  });

  it('a token that ran out is caught before any call is made', async () => {
    sessionStorage.setItem('token', tokenEndingIn(-1_000));
    const fetchMock = setup(() => json({ ack: 1, data: [] }));
    await load();
    expect(fetchMock).not.toHaveBeenCalled();
    expect(await screen.findByText(expiredHere)).toBeInTheDocument();
  });

  it('with no session at all, the plain redirect of the spec', async () => {
    setup(() => json({ ack: 1, data: [] }), '/admin/news');
    await load();
    expect(await screen.findByText('Login null')).toBeInTheDocument();
  });
});
