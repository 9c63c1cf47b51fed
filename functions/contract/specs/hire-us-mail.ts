import { full, spec } from '../route-spec';
import { withAttribution } from '../schemas/attribution';
import { hireSchema } from '../schemas/hiring';

export const hireUsMail = spec('hireUsMail', { body: full(withAttribution(hireSchema)) });
