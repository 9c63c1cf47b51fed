import { afterEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, render, screen } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import toast, { Toaster } from 'react-hot-toast';
import { firstRequest, json } from '../../../test-support/fetch-stub';
import { LoginPage } from './login-page';

const liveToken = `x.${btoa(JSON.stringify({ exp: Math.floor(Date.now() / 1000) + 3600 }))}.y`;

function setup(answer: () => Promise<Response>, state?: unknown) {
  const fetchMock = vi.fn(answer);
  vi.stubGlobal('fetch', fetchMock);
  const router = createMemoryRouter(
    [
      { path: '/admin/login', element: <LoginPage /> },
      { path: '/admin/contact-us', element: <p>Contact Us Database</p> },
      { path: '/admin/create-news', element: <p>Create News form</p> },
    ],
    { initialEntries: [{ pathname: '/admin/login', state }] },
  );
  render(
    <>
      <RouterProvider router={router} />
      <Toaster />
    </>,
  );
  return fetchMock;
}
const email = () => screen.getByLabelText('Email');
const password = () => screen.getByLabelText('Password');
const login = () => fireEvent.click(screen.getByRole('button', { name: 'Login' }));

afterEach(() => {
  vi.unstubAllGlobals();
  sessionStorage.clear();
  toast.remove();
});

describe('LoginPage', { timeout: 20_000 }, () => {
  it('shows a wrong e-mail at once, and an empty field only once the other was touched (spec §5)', () => {
    setup(() => json({ ack: 1 }));
    fireEvent.change(email(), { target: { value: 'not-an-address' } });
    expect(screen.getByText('Please Enter a Valid Email')).toBeInTheDocument();
    expect(email()).toHaveAttribute('aria-invalid', 'true');
    expect(screen.queryByText('Enter password')).toBeNull();
    fireEvent.blur(email());
    expect(screen.getByText('Enter password')).toBeInTheDocument();
    fireEvent.change(email(), { target: { value: '' } });
    expect(screen.queryByText('Enter Email')).toBeNull();
    fireEvent.blur(password());
    expect(screen.getByText('Enter Email')).toBeInTheDocument();
  });

  it('sends nothing while a field is wrong', () => {
    const fetchMock = setup(() => json({ ack: 1 }));
    fireEvent.change(email(), { target: { value: 'admin@example.org' } });
    login();
    expect(screen.getByText('Enter password')).toBeInTheDocument();
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('an acknowledged answer stores the token and goes to contact-us with the toast', async () => {
    const fetchMock = setup(() => json({ ack: 1, msg: 'logged in succesfully', token: liveToken }));
    fireEvent.change(email(), { target: { value: ' admin@example.org ' } });
    fireEvent.change(password(), { target: { value: ' secret ' } });
    login();
    expect(await screen.findByText('Contact Us Database')).toBeInTheDocument();
    expect(await screen.findByText('Admin Login successfully')).toBeInTheDocument();
    expect(sessionStorage.getItem('token')).toBe(liveToken);
    const { url, body } = firstRequest(fetchMock);
    expect(url).toBe('/api/admin/login');
    // The e-mail trimmed, the password exactly as typed.
    expect(body).toEqual({ email: 'admin@example.org', password: ' secret ' });
  });

  it('any other answer shows the server message and stays', async () => {
    setup(() => json({ ack: 0, msg: 'Invalid email or password.' }, 401));
    fireEvent.change(email(), { target: { value: 'admin@example.org' } });
    fireEvent.change(password(), { target: { value: 'wrong' } });
    login();
    expect(await screen.findByRole('alert')).toHaveTextContent('Invalid email or password.');
    expect(sessionStorage.getItem('token')).toBeNull();
    expect(screen.getByRole('heading', { level: 1, name: 'Admin Login' })).toBeInTheDocument();
  });

  it('says why after a session ended, and goes back to the page it ended on once signed in', async () => {
    setup(() => json({ ack: 1, msg: 'logged in succesfully', token: liveToken }), { from: '/admin/create-news', reason: 'expired' });
    expect(screen.getByRole('status')).toHaveTextContent('Your session has ended. Sign in again to continue.');
    fireEvent.change(email(), { target: { value: 'admin@example.org' } });
    fireEvent.change(password(), { target: { value: 'secret' } });
    login();
    expect(await screen.findByText('Create News form')).toBeInTheDocument();
    expect(sessionStorage.getItem('token')).toBe(liveToken);
  });

  it('a plain visit says nothing about an ended session', () => {
    setup(() => json({ ack: 1 }));
    expect(screen.queryByText('Your session has ended. Sign in again to continue.')).toBeNull();
  });

  it('a return path to the login itself or outside the admin falls back to contact-us', async () => {
    setup(() => json({ ack: 1, msg: 'logged in succesfully', token: liveToken }), { from: '/admin/login', reason: 'expired' });
    fireEvent.change(email(), { target: { value: 'admin@example.org' } });
    fireEvent.change(password(), { target: { value: 'secret' } });
    login();
    expect(await screen.findByText('Contact Us Database')).toBeInTheDocument();
  });

  it('already signed in: the return path is followed at once', async () => {
    sessionStorage.setItem('token', liveToken);
    setup(() => json({ ack: 1 }), { from: '/admin/create-news', reason: 'expired' });
    expect(await screen.findByText('Create News form')).toBeInTheDocument();
  });
});
