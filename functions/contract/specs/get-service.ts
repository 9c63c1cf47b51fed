import type { Service } from '../entities';
import { reply, spec } from '../route-spec';
import { idOrSlug } from './content-params';

export const getService = spec('getService', { params: idOrSlug('service'), response: reply<Service>() });
