/**
 * defineHandler for any route, admin routes included: it brings the bearer
 * token check (jose, and the signing key from Secrets Manager where
 * JWT_SECRET_ARN is set). Public routes use ./public instead, whose bundles
 * carry neither. The frame itself is in ./frame.
 */
import { messages } from '../../contract/messages';
import type { RouteDef } from '../../contract/routes';
import { verifyToken, type AdminClaims } from '../auth/tokens';
import { HttpError } from './errors';
import { frame, type Handler, type Reply, type Request } from './frame';

export type { Handler, Reply, Request } from './frame';
export { invalid, pageNumber } from './errors';

export function defineHandler(route: RouteDef, work: (request: Request) => Promise<Reply>): Handler {
  return frame(route, work, authorize);
}

async function authorize(header: string | undefined): Promise<AdminClaims> {
  const token = /^Bearer\s+(\S+)$/i.exec(header ?? '')?.[1];
  const claims = token ? await verifyToken(token) : null;
  if (!claims) throw new HttpError(401, messages.unauthorized);
  return claims;
}
