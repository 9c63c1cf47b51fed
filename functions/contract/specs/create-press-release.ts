import type { PressRelease } from '../entities';
import { reply, spec } from '../route-spec';
import { create } from './content-params';
import { pressSchema } from '../schemas/content';

export const createPressRelease = spec('createPressRelease', { body: create(pressSchema, 'press'), response: reply<PressRelease>() });
