import { useCallback, useRef } from 'react';
import { useLocation, useNavigate, type Location } from 'react-router';
import { adminToken, clearAdminToken, onTokenChange, sessionState } from '../../../lib/session';

export const loginPath = '/admin/login';
/** Where a sign-in lands without a page to return to (spec §6). */
export const homeAfterLogin = '/admin/contact-us';

/** What the login page is told when a session ended under the editor's hands. */
export interface LoginState {
  from: string;
  reason: 'expired';
}

export const expiredState = (location: Pick<Location, 'pathname' | 'search'>): LoginState => ({
  from: location.pathname + location.search,
  reason: 'expired',
});

export function isExpiredState(state: unknown): state is LoginState {
  return typeof state === 'object' && state !== null && (state as Partial<LoginState>).reason === 'expired';
}

const isLogin = (pathname: string) => pathname.replace(/\/+$/, '') === loginPath;

/**
 * Where to go after signing in: the page the session ended on, when it is an
 * admin page of this site other than the login itself; else the spec's page.
 */
export function returnPath(state: unknown): string {
  const from = typeof state === 'object' && state !== null ? (state as Partial<LoginState>).from : undefined;
  // Only a plain site path: no scheme-relative (//host), backslash or doubled-slash tricks.
  if (typeof from !== 'string' || !from.startsWith('/') || /\\|\/\//.test(from)) return homeAfterLogin;
  const base = 'http://admin.invalid';
  let url: URL;
  try {
    url = new URL(from, base);
  } catch {
    return homeAfterLogin;
  }
  if (url.origin !== base || !/^\/admin(\/|$)/.test(url.pathname) || isLogin(url.pathname)) return homeAfterLogin;
  return url.pathname + url.search;
}

/**
 * Ends the session and goes to the login: with no token at all, the spec's
 * plain redirect; with one that expired or was refused (401), the login is told
 * why and where to come back to. Replacing the entry keeps Back from looping.
 */
export function useEndSession(): () => void {
  const navigate = useNavigate();
  const location = useLocation();
  // Read at call time, so the callback stays the same across navigations.
  const here = useRef(location);
  here.current = location;
  return useCallback(() => {
    const state = sessionState() === 'none' ? endedHere(here.current) : expiredState(here.current);
    lastEnded = state ?? null;
    clearAdminToken();
    void navigate(loginPath, { replace: true, state });
  }, [navigate]);
}

// The session this tab last ended: two calls refused at once must both send the login the reason, not only the first.
let lastEnded: LoginState | null = null;
onTokenChange(() => {
  if (adminToken()) lastEnded = null;
});

function endedHere(location: Pick<Location, 'pathname' | 'search'>): LoginState | undefined {
  return lastEnded?.from === expiredState(location).from ? lastEnded : undefined;
}
