import { listAdmins } from '../contract/specs/list-admins';
import { listAdmins as list } from '../core/auth/accounts';
import { defineHandler } from '../core/http/handler';

/** Owners: every account for the Users screen, Owners first then by e-mail. */
export const handler = defineHandler(listAdmins, async () => ({ body: { ack: 1, data: await list() } }));
