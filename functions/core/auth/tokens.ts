/** Admin session tokens: HS256 JWTs with issuer, audience and expiry, all checked on every use. */
import { SignJWT, jwtVerify } from 'jose';
import { isRole, type Role } from '../../contract/roles';
import { tokenSettings } from '../config';
import { signingKey } from './signing-key';

export interface AdminClaims {
  sub: string;
  email: string;
  /** The role when the token was issued, for the SPA's menus; the server reads the account's own on every call. */
  role: Role;
  /** The account's session generation: a password change bumps it, which ends every token issued before. */
  sv: number;
}

export async function issueToken(claims: AdminClaims): Promise<string> {
  return new SignJWT({ email: claims.email, role: claims.role, sv: claims.sv })
    .setProtectedHeader({ alg: tokenSettings.algorithm, typ: 'JWT' })
    .setSubject(claims.sub)
    .setIssuer(tokenSettings.issuer)
    .setAudience(tokenSettings.audience)
    .setIssuedAt()
    .setExpirationTime(tokenSettings.lifetime)
    .sign(await signingKey());
}

/**
 * Answers the claims of a valid token, or null for anything else. Tokens from
 * before roles (no role, no sv) are read as an Owner's of generation 0; the
 * session check then compares both with the account.
 */
export async function verifyToken(token: string): Promise<AdminClaims | null> {
  try {
    const { payload } = await jwtVerify(token, await signingKey(), {
      algorithms: [tokenSettings.algorithm],
      issuer: tokenSettings.issuer,
      audience: tokenSettings.audience,
      requiredClaims: ['exp', 'sub'],
    });
    if (typeof payload.email !== 'string' || !payload.sub) return null;
    const role = payload.role === undefined ? 'owner' : payload.role;
    const sv = payload.sv === undefined ? 0 : payload.sv;
    if (!isRole(role) || typeof sv !== 'number' || !Number.isSafeInteger(sv)) return null;
    return { sub: payload.sub, email: payload.email, role, sv };
  } catch {
    return null;
  }
}
