import { full, spec } from '../route-spec';
import { newsletterLinkSchema } from '../schemas/newsletter-link';

/** Double opt-in: the confirmation link's token. */
export const confirmSubscription = spec('confirmSubscription', { body: full(newsletterLinkSchema) });
