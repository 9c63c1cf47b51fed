import { listRedirects } from '../contract/specs/list-redirects';
import { defineHandler } from '../core/http/handler';
import { listRedirects as list } from '../core/redirects/store';

/** Owners: every redirect for the Redirects screen, newest first. */
export const handler = defineHandler(listRedirects, async () => ({ body: { ack: 1, data: await list() } }));
