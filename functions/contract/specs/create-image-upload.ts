import type { ImageUpload } from '../entities';
import { full, reply, spec } from '../route-spec';
import { uploadSchema } from '../schemas/uploads';

export const createImageUpload = spec('createImageUpload', { body: full(uploadSchema), response: reply<ImageUpload>() });
