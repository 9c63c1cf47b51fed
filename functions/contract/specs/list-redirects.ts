import type { Redirect } from '../redirects';
import { reply, spec } from '../route-spec';

/** Every redirect, automatic and manual, newest first. */
export const listRedirects = spec('listRedirects', { response: reply<Redirect[]>() });
