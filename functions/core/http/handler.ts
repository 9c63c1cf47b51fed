/**
 * defineHandler for any route, admin routes included: it brings the bearer
 * token check (jose, and the signing key from Secrets Manager where
 * JWT_SECRET_ARN is set), the session and role check (./../auth/session) and
 * the audit log for writes. Public routes use ./public instead, whose bundles
 * carry none of these. The frame itself is in ./frame.
 */
import { messages } from '../../contract/messages';
import type { RouteDef } from '../../contract/routes';
import { recordAudit } from '../audit/audit';
import { liveSession, requireRole } from '../auth/session';
import { type AdminClaims, verifyToken } from '../auth/tokens';
import { HttpError } from './errors';
import { handlerDefiner } from './frame';

export type { Handler } from './frame';

/** 401 without a valid token or live session; 403 when the account's role may not use the route. */
async function authorize(header: string | undefined, route: RouteDef): Promise<AdminClaims> {
  const token = /^Bearer\s+(\S+)$/i.exec(header ?? '')?.[1];
  const claims = token ? await verifyToken(token) : null;
  if (!claims) throw new HttpError(401, messages.unauthorized);
  const session = await liveSession(claims);
  requireRole(session, route);
  return session;
}

export const defineHandler = handlerDefiner(authorize, recordAudit);
