import { full, spec } from '../route-spec';
import { applicationSchema } from '../schemas/application';

export const submitApplication = spec('submitApplication', { body: full(applicationSchema) });
