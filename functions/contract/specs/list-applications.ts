import type { Application } from '../applications';
import type { Page } from '../entities';
import { reply, spec } from '../route-spec';
import { applicationQuery } from './application-params';

export const listApplications = spec('listApplications', { query: applicationQuery(), response: reply<Page<Application>>() });
