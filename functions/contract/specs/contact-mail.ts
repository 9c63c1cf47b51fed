import { full, spec } from '../route-spec';
import { withAttribution } from '../schemas/attribution';
import { contactSchema } from '../schemas/contact';
import { guarded } from '../schemas/form-guard';

export const contactMail = spec('contactMail', { body: full(guarded(withAttribution(contactSchema))) });
