import { full, spec } from '../route-spec';
import { hireSchema } from '../schemas/hiring';

export const hireUsMail = spec('hireUsMail', { body: full(hireSchema) });
