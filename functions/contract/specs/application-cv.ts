import { reply, spec } from '../route-spec';
import { applicationItem } from './application-params';

/** `data.url`: a signed link that downloads the CV for five minutes. */
export const applicationCv = spec('applicationCv', { params: applicationItem(), response: reply<{ url: string }>() });
