import type { Application } from '../applications';
import { reply, spec } from '../route-spec';
import { applicationItem } from './application-params';

export const getApplication = spec('getApplication', { params: applicationItem(), response: reply<Application>() });
