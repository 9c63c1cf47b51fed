import { lookupAddress } from '../contract/specs/lookup-address';
import { defineHandler } from '../core/http/handler';
import { lookupAddress as lookup } from '../core/privacy/lookup';

/** Owners: what an erasure of one address would delete, counted before anyone confirms it; nothing is written. */
export const handler = defineHandler(lookupAddress, async ({ query }) => ({ body: { ack: 1, data: await lookup(query.email) } }));
