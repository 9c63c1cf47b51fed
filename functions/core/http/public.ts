/**
 * defineHandler for public routes: the same frame as ./handler without the
 * token check, so a public function's bundle carries no JWT library and no
 * Secrets Manager client. Defining an admin route here fails at load.
 */
import type { RouteSpec } from '../../contract/route-schemas';
import type { RouteDef } from '../../contract/routes';
import type { Schema } from '../../contract/schemas/fields';
import { frame, type Handler, type Work } from './frame';

export type { Handler, Reply, Request } from './frame';

export function defineHandler<R extends RouteDef, P, S extends Schema, T>(
  spec: RouteSpec<R, P, S, T>,
  work: NoInfer<Work<P, S, T>>,
): Handler {
  return frame(spec, work, null);
}
