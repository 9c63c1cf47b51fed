import type { AboutPage } from '../entities';
import { reply, spec } from '../route-spec';

/** The About page's one document (404 while the table has none). */
export const getAboutPage = spec('getAboutPage', { response: reply<AboutPage>() });
