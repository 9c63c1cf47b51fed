import type { HomePage } from '../entities';
import { reply, spec } from '../route-spec';

/** The home page's one document (404 while the table has none). */
export const getHomePage = spec('getHomePage', { response: reply<HomePage>() });
