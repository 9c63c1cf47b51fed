import { full, spec } from '../route-spec';
import { withAttribution } from '../schemas/attribution';
import { guarded } from '../schemas/form-guard';
import { hireSchema } from '../schemas/hiring';

export const hireUsMail = spec('hireUsMail', { body: full(guarded(withAttribution(hireSchema))) });
