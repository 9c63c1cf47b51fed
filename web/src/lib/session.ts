/** The admin session token, kept in session storage under a token key (spec §6). */
import { isRole, type Role } from '@contract/roles';
import type { RouteDef } from '@contract/routes';

const tokenKey = 'token';
/**
 * How far this browser's clock is ahead of the server's, measured when a token
 * arrives (now minus its iat) and kept beside it: the token's exp is the
 * server's time, so a wrong device clock would otherwise end or warn too early.
 */
const clockKey = 'tokenClock';

/** The warning comes this long before the session ends. */
export const warnBeforeMs = 5 * 60_000;

type Listener = () => void;
const listeners = new Set<Listener>();

function stored(key: string): string | null {
  try {
    return sessionStorage.getItem(key);
  } catch {
    return null;
  }
}

export function adminToken(): string | null {
  return stored(tokenKey);
}

interface Claims {
  exp?: unknown;
  iat?: unknown;
  email?: unknown;
  role?: unknown;
}

function claimsOf(token: string): Claims | null {
  const part = token.split('.')[1];
  if (!part) return null;
  try {
    const claims: unknown = JSON.parse(atob(part.replace(/-/g, '+').replace(/_/g, '/')));
    return typeof claims === 'object' && claims !== null ? (claims as Claims) : null;
  } catch {
    return null;
  }
}

/** The token's last characters: ties the clock offset to the token it was measured with. */
const tagOf = (token: string) => token.slice(-16);

function clockOffset(token: string): number {
  const [tag, offset] = (stored(clockKey) ?? '').split(' ');
  const value = Number(offset);
  return tag === tagOf(token) && Number.isFinite(value) ? value : 0;
}

/** When the session ends, in this browser's clock (ms), or null for no token or one without an exp. */
export function sessionEndsAt(token = adminToken()): number | null {
  if (!token) return null;
  const exp = claimsOf(token)?.exp;
  return typeof exp === 'number' ? exp * 1000 + clockOffset(token) : null;
}

/** None: never signed in or signed out. Expired: a token is held but its time is over (or it is unreadable). */
export function sessionState(now = Date.now()): 'none' | 'live' | 'expired' {
  if (!adminToken()) return 'none';
  const endsAt = sessionEndsAt();
  return endsAt !== null && endsAt > now ? 'live' : 'expired';
}

/** True while a token is held and its exp claim lies in the future. */
export function hasLiveToken(now = Date.now()): boolean {
  return sessionState(now) === 'live';
}

/**
 * The signed-in admin's role, from the token: for what the admin
 * screens show. The server checks the account's own role on every call, so
 * this only decides what not to offer. Tokens from before roles are an Owner's.
 */
export function sessionRole(token = adminToken()): Role | null {
  if (!token) return null;
  const claims = claimsOf(token);
  if (!claims) return null;
  if (claims.role === undefined) return 'owner';
  return isRole(claims.role) ? claims.role : null;
}

/** The signed-in admin's e-mail, from the token. */
export function sessionEmail(token = adminToken()): string | null {
  const email = token ? claimsOf(token)?.email : undefined;
  return typeof email === 'string' ? email : null;
}

/** Whether the signed-in admin's role may call a route (admin routes name their roles; public ones anyone). */
export function mayCall(route: RouteDef, role = sessionRole()): boolean {
  if (route.access === 'public') return true;
  return role !== null && (route.roles ?? []).includes(role);
}

/** When to warn about a session ending at `endsAt`. */
export const warningAt = (endsAt: number) => endsAt - warnBeforeMs;

/** Whole minutes left, rounded up (4 min 10 s is "5 minutes"), never below 1 while the session lasts. */
export const minutesLeft = (endsAt: number, now = Date.now()) => Math.max(1, Math.ceil((endsAt - now) / 60_000));

export function saveAdminToken(token: string, now = Date.now()): void {
  sessionStorage.setItem(tokenKey, token);
  const iat = claimsOf(token)?.iat;
  if (typeof iat === 'number') sessionStorage.setItem(clockKey, `${tagOf(token)} ${now - iat * 1000}`);
  else sessionStorage.removeItem(clockKey);
  for (const listener of listeners) listener();
}

export function clearAdminToken(): void {
  try {
    sessionStorage.removeItem(tokenKey);
    sessionStorage.removeItem(clockKey);
  } catch {
    // Storage refused: nothing was held.
  }
  for (const listener of listeners) listener();
}

/** Tells `listener` when this tab saves or clears the token (for useSyncExternalStore). */
export function onTokenChange(listener: Listener): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}
