import { checkLink } from '../contract/specs/check-link';
import { checkLink as check } from '../core/auth/one-time-links';
import { defineHandler } from '../core/http/public';

/** Public: whether an invitation or reset link still works (it stays usable), so its page shows the form or the way forward. */
export const handler = defineHandler(checkLink, async ({ body }) => {
  const purpose = await check(body.token);
  return { body: { ack: 1, data: purpose ? { valid: true, purpose } : { valid: false } } };
});
