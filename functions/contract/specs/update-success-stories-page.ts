import type { SuccessStoriesPage } from '../entities';
import { reply, spec } from '../route-spec';
import { itemId, update } from './content-params';
import { successStoriesSchema } from '../schemas/success-stories';

export const updateSuccessStoriesPage = spec('updateSuccessStoriesPage', {
  params: itemId('successStories'),
  body: update(successStoriesSchema, 'successStories'),
  response: reply<SuccessStoriesPage>(),
});
