import { listAudit } from '../contract/specs/list-audit';
import { listAuditEntries } from '../core/audit/log';
import { defineHandler } from '../core/http/handler';

/** Owners: the audit log, newest first, 50 entries a page, filtered by action, user and item type. */
export const handler = defineHandler(listAudit, async ({ query }) => ({ body: { ack: 1, data: await listAuditEntries(query) } }));
