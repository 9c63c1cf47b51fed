import type { Application } from '../applications';
import { reply, spec } from '../route-spec';
import { applicationUpdateSchema } from '../schemas/application';
import { applicationItem } from './application-params';

export const updateApplication = spec('updateApplication', {
  params: applicationItem(),
  body: { schema: applicationUpdateSchema, mode: 'partial' },
  response: reply<Application>(),
});
