import * as v from 'valibot';
import { spec } from '../route-spec';
import { newsletterLinkSchema } from '../schemas/newsletter-link';

/**
 * Any subscriber's signed unsubscribe link; answers alike if the address was already gone.
 * The token comes in the body (the page's button) or the query (RFC 8058 one-click: mail clients POST `List-Unsubscribe=One-Click`).
 */
export const unsubscribe = spec('unsubscribe', {
  body: { schema: newsletterLinkSchema, mode: 'partial' },
  query: {
    schema: v.object({
      token: v.optional(
        v.pipe(v.string(), v.maxLength(600, 'This link is not valid.'), v.regex(/^[A-Za-z0-9_.-]+$/, 'This link is not valid.')),
      ),
    }),
    status: 400,
  },
});
