import type { AboutPage } from '../entities';
import { reply, spec } from '../route-spec';
import { itemId, update } from './content-params';
import { aboutSchema } from '../schemas/about';

export const updateAboutPage = spec('updateAboutPage', {
  params: itemId('about'),
  body: update(aboutSchema, 'about'),
  response: reply<AboutPage>(),
});
