/** A token shaped like the server's (header.claims.signature, base64url claims); the signature is never checked in the browser. */
export const tokenWith = (claims: Record<string, unknown>) =>
  `h.${btoa(JSON.stringify(claims)).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '')}.sig`;

/** A token ending `ms` from now (this browser's clock). */
export const tokenEndingIn = (ms: number, now = Date.now()) =>
  tokenWith({ iat: Math.floor(now / 1000), exp: Math.floor((now + ms) / 1000) });
