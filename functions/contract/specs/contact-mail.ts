import { full, spec } from '../route-spec';
import { withAttribution } from '../schemas/attribution';
import { contactSchema } from '../schemas/contact';

export const contactMail = spec('contactMail', { body: full(withAttribution(contactSchema)) });
