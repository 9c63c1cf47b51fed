import type { HomePage } from '../entities';
import { reply, spec } from '../route-spec';
import { itemId, update } from './content-params';
import { homeSchema } from '../schemas/home';

export const updateHomePage = spec('updateHomePage', {
  params: itemId('home'),
  body: update(homeSchema, 'home'),
  response: reply<HomePage>(),
});
