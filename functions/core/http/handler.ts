/**
 * defineHandler for any route, admin routes included: it brings the bearer
 * token check (jose, and the signing key from Secrets Manager where
 * JWT_SECRET_ARN is set). Public routes use ./public instead, whose bundles
 * carry neither. The frame itself is in ./frame.
 */
import { messages } from '../../contract/messages';
import { type AdminClaims, verifyToken } from '../auth/tokens';
import { HttpError } from './errors';
import { handlerDefiner } from './frame';

export type { Handler, Reply, Request } from './frame';

async function authorize(header: string | undefined): Promise<AdminClaims> {
  const token = /^Bearer\s+(\S+)$/i.exec(header ?? '')?.[1];
  const claims = token ? await verifyToken(token) : null;
  if (!claims) throw new HttpError(401, messages.unauthorized);
  return claims;
}

export const defineHandler = handlerDefiner(authorize);
