import type { SuccessStoriesPage } from '../entities';
import { reply, spec } from '../route-spec';

/** The success-stories page's one document (404 while the table has none). */
export const getSuccessStoriesPage = spec('getSuccessStoriesPage', { response: reply<SuccessStoriesPage>() });
