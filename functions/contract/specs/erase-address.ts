import type { ErasureReport } from '../leads';
import { full, reply, spec } from '../route-spec';
import { erasureSchema } from '../schemas/erasure';

/** Deletes every enquiry and the subscription of one address. */
export const eraseAddress = spec('eraseAddress', { body: full(erasureSchema), response: reply<ErasureReport>() });
