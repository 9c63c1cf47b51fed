import { maskEmail } from '../contract/audit';
import { eraseAddress } from '../contract/specs/erase-address';
import { eraseAddress as erase, erasureSummary } from '../core/privacy/erasure';
import { defineHandler } from '../core/http/handler';

/** Owners: deletes every enquiry and the subscription of one address; the audit entry holds the masked address and the counts. */
export const handler = defineHandler(eraseAddress, async ({ body }) => {
  const report = await erase(body.email);
  const summary = erasureSummary(report);
  return {
    body: { ack: 1, msg: `Erased ${summary}.`, message: `Erased ${summary}.`, data: report },
    audit: { action: 'erase', itemType: 'address', itemTitle: maskEmail(body.email.toLowerCase()), detail: summary },
  };
});
