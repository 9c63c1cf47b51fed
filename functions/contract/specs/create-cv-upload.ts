import type { CvUpload } from '../applications';
import { full, reply, spec } from '../route-spec';
import { cvUploadSchema } from '../schemas/application';

export const createCvUpload = spec('createCvUpload', { body: full(cvUploadSchema), response: reply<CvUpload>() });
