import type { PressRelease } from '../entities';
import { reply, spec } from '../route-spec';
import { itemId, update } from './content-params';
import { pressSchema } from '../schemas/content';

export const updatePressRelease = spec('updatePressRelease', {
  params: itemId('press'),
  body: update(pressSchema, 'press'),
  response: reply<PressRelease>(),
});
