/** A signed newsletter link's token (confirm, unsubscribe): payload and signature, base64url. */
import * as v from 'valibot';
import { form, text } from './fields';

export const newsletterLinkSchema = form({
  token: text('Link', {
    required: 'This link is not valid.',
    maxLength: 600,
    rule: v.regex(/^[A-Za-z0-9_.-]+$/, 'This link is not valid.'),
  }),
});
