import type { ComponentType, ReactNode } from 'react';
import { render } from '@testing-library/react';
import { Toaster } from 'react-hot-toast';
import { type Mock, vi } from 'vitest';

type Answer = () => Promise<Response>;

/** A JSON answer, as the API sends it. */
export const json = (body: unknown, status = 200) =>
  Promise.resolve(new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } }));

/** The token the public forms' guard fetches first (lib/form-guard), answered by every stub. */
export const stubFormToken = 'stub-form-token';
/** What the form guard adds to a public form's body under the stub. */
export const guardFields = { website: '', formToken: stubFormToken };

/** Stubs fetch with `answer` (the form guard's token request is answered apart) and renders `ui` beside the toaster (inside `wrapper` if given), so a test sees its toasts. */
export function renderWithFetch(ui: ReactNode, answer: Answer, wrapper?: ComponentType<{ children: ReactNode }>): Mock<Answer> {
  const passOn = answer as (...args: unknown[]) => Promise<Response>;
  const fetchMock = vi.fn(((...args: unknown[]) =>
    args[0] === '/api/forms/token' ? json({ ack: 1, data: { token: stubFormToken } }) : passOn(...args)) as Answer);
  vi.stubGlobal('fetch', fetchMock);
  render(
    <>
      <Toaster />
      {ui}
    </>,
    { wrapper },
  );
  return fetchMock;
}

/** The URL and the parsed JSON body of the first request the form sent (the guard's token request aside). */
export function firstRequest(fetchMock: Mock<Answer>): { url: string; body: unknown } {
  const calls = fetchMock.mock.calls as unknown as Array<[string, RequestInit]>;
  const [url, init] = calls.find(([called]) => called !== '/api/forms/token') ?? [];
  if (url === undefined || init === undefined) throw new Error('No request was sent');
  return { url, body: JSON.parse(String(init.body)) };
}
