/** A token shaped like the server's (header.claims.signature, base64url claims); the signature is never checked in the browser. */
export const tokenWith = (claims: Record<string, unknown>) =>
  `h.${btoa(JSON.stringify(claims)).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '')}.sig`;

/** A token ending `ms` from now (this browser's clock). */
export const tokenEndingIn = (ms: number, now = Date.now()) =>
  tokenWith({ iat: Math.floor(now / 1000), exp: Math.floor((now + ms) / 1000) });

/** Signs a screen test in as `role` for the next hour, as the login screen would leave it. */
export const signInForTest = (role: string, email: string) =>
  sessionStorage.setItem('token', tokenWith({ exp: Math.floor(Date.now() / 1000) + 3600, role, email }));
