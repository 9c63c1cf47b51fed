import type { ErasureReport } from '../leads';
import { reply, spec } from '../route-spec';
import { erasureSchema } from '../schemas/erasure';

/** `?email=`: counts what an erasure of the address would delete now, changing nothing. */
export const lookupAddress = spec('lookupAddress', { query: { schema: erasureSchema, status: 400 }, response: reply<ErasureReport>() });
