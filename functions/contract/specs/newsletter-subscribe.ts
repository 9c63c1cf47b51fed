import { full, spec } from '../route-spec';
import { guarded } from '../schemas/form-guard';
import { subscribeSchema } from '../schemas/subscribe';

/** Answers alike whether or not the address was on the list: the answer tells nobody who subscribed. */
export const newsletterSubscribe = spec('newsletterSubscribe', { body: full(guarded(subscribeSchema)) });
