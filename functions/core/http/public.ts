/**
 * defineHandler for public routes: the same frame as ./handler without the
 * token check, so a public function's bundle carries no JWT library and no
 * Secrets Manager client. Defining an admin route here fails at load.
 */
import { handlerDefiner } from './frame';

export const defineHandler = handlerDefiner(null);
