import type { PressRelease } from '../entities';
import { reply, spec } from '../route-spec';
import { idOrSlug } from './content-params';

export const getPressReleaseDetails = spec('getPressReleaseDetails', { params: idOrSlug('press'), response: reply<PressRelease>() });
