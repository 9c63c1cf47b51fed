import { linkToken } from '../schemas/account-fields';
import { form } from '../schemas/fields';
import { full, reply, spec } from '../route-spec';

/** Whether a one-time link would still work, and what for; never anything about its account. */
export type LinkCheck = { valid: false } | { valid: true; purpose: 'invite' | 'reset' };

/** Checks an invitation or reset link without using it up, so its page can say at once that it no longer works. */
export const checkLink = spec('checkLink', { body: full(form({ token: linkToken() })), response: reply<LinkCheck>() });
