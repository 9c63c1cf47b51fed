/**
 * defineHandler for public routes: the same frame as ./handler without the
 * token check, so a public function's bundle carries no JWT library and no
 * Secrets Manager client. Defining an admin route here fails at load.
 */
import type { RouteDef } from '../../contract/routes';
import { frame, type Handler, type Reply, type Request } from './frame';

export type { Handler, Reply, Request } from './frame';
export { invalid, pageNumber } from './errors';

export function defineHandler(route: RouteDef, work: (request: Request) => Promise<Reply>): Handler {
  return frame(route, work, null);
}
