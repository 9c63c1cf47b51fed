/**
 * The session check every admin route makes after the token's signature:
 * the account the token names must still exist as it did (same id, active,
 * same session generation), and its role, read now, must be one the route
 * allows. So removing a user, changing a role or a password takes effect on
 * the next call, not when the 8-hour token expires.
 */
import { messages } from '../../contract/messages';
import { roleOf, type Role } from '../../contract/roles';
import type { RouteDef } from '../../contract/routes';
import { keys } from '../db/keys';
import * as repository from '../db/repository';
import { HttpError } from '../http/errors';
import type { AdminClaims } from './tokens';

/** An account's session generation (older accounts have none: 0). */
export const sessionVersionOf = (account: Record<string, unknown>): number =>
  typeof account.sessionVersion === 'number' ? account.sessionVersion : 0;

/** The live account behind a token, with its current role; 401 when the session has ended. */
export async function liveSession(claims: AdminClaims): Promise<AdminClaims> {
  const account = await repository.getRecord(keys.admin(claims.email));
  const role = account ? roleOf(account.role) : null;
  const live =
    account !== null &&
    role !== null &&
    String(account._id) === claims.sub &&
    account.status !== 'invited' &&
    sessionVersionOf(account) === claims.sv;
  if (!live) throw new HttpError(401, messages.unauthorized);
  return { ...claims, role: role as Role };
}

/** 403 with a clear text when the caller's role may not use the route. */
export function requireRole(claims: AdminClaims, route: RouteDef): void {
  if (!route.roles?.includes(claims.role)) throw new HttpError(403, messages.forbidden);
}
