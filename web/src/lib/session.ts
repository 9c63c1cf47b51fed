/** The admin session token, kept in session storage under a token key (spec §6). */
const tokenKey = 'token';

export function adminToken(): string | null {
  try {
    return sessionStorage.getItem(tokenKey);
  } catch {
    return null;
  }
}

export function saveAdminToken(token: string): void {
  sessionStorage.setItem(tokenKey, token);
}

export function clearAdminToken(): void {
  sessionStorage.removeItem(tokenKey);
}

/** True while a token is held and its exp claim lies in the future. */
export function hasLiveToken(now = Date.now()): boolean {
  const token = adminToken();
  if (!token) return false;
  const claims = token.split('.')[1];
  if (claims === undefined) return false;
  try {
    const payload = JSON.parse(atob(claims.replace(/-/g, '+').replace(/_/g, '/'))) as { exp?: number };
    return typeof payload.exp === 'number' && payload.exp * 1000 > now;
  } catch {
    return false;
  }
}
