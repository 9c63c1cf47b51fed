/** Admin session tokens: HS256 JWTs with issuer, audience and expiry, all checked on every use. */
import { SignJWT, jwtVerify } from 'jose';
import { tokenSettings } from '../config';
import { signingKey } from './signing-key';

export interface AdminClaims {
  sub: string;
  email: string;
}

export async function issueToken(claims: AdminClaims): Promise<string> {
  return new SignJWT({ email: claims.email })
    .setProtectedHeader({ alg: tokenSettings.algorithm, typ: 'JWT' })
    .setSubject(claims.sub)
    .setIssuer(tokenSettings.issuer)
    .setAudience(tokenSettings.audience)
    .setIssuedAt()
    .setExpirationTime(tokenSettings.lifetime)
    .sign(await signingKey());
}

/** Answers the claims of a valid token, or null for anything else. */
export async function verifyToken(token: string): Promise<AdminClaims | null> {
  try {
    const { payload } = await jwtVerify(token, await signingKey(), {
      algorithms: [tokenSettings.algorithm],
      issuer: tokenSettings.issuer,
      audience: tokenSettings.audience,
      requiredClaims: ['exp', 'sub'],
    });
    return typeof payload.email === 'string' && payload.sub ? { sub: payload.sub, email: payload.email } : null;
  } catch {
    return null;
  }
}
