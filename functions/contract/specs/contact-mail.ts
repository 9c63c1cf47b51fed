import { full, spec } from '../route-spec';
import { contactSchema } from '../schemas/contact';

export const contactMail = spec('contactMail', { body: full(contactSchema) });
