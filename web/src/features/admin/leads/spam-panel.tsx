/**
 * Why a lead is in Spam, in words, and what sales can do about it: "Not spam"
 * moves it to New and sends the mail it never had; "Block sender" lands the
 * address's later messages in Spam ("Unblock" undoes it).
 */
import { useId, useState } from 'react';
import toast from 'react-hot-toast';
import { messages } from '@contract/messages';
import type { LeadKind } from '@contract/leads';
import { routes } from '@contract/routes';
import { spamReasonLabels } from '@contract/spam';
import { isAcknowledged } from '../../../lib/api';
import { mayCall } from '../../../lib/session';
import { dataOrThrow, useAdminRead } from '../shared/admin-read';
import { failureText, useAdminCall } from '../shared/use-admin-call';
import type { Lead } from './lead-kinds';
import { useRefreshLeadCounts } from './new-leads-badge';

interface SpamPanelProps {
  kind: LeadKind;
  lead: Lead;
  onChanged: (lead: Lead) => void;
}

export function SpamPanel({ kind, lead, onChanged }: SpamPanelProps) {
  const call = useAdminCall();
  const headingId = useId();
  const [busy, setBusy] = useState(false);
  const refreshLeadCounts = useRefreshLeadCounts();
  const email = lead.emailAddress.trim().toLowerCase();
  const blocked = useAdminRead(mayCall(routes.listBlockedSenders) ? ['blockedSenders'] : null, async (read) =>
    dataOrThrow(await read(routes.listBlockedSenders)),
  );
  const isBlocked = blocked.data?.some((sender) => sender.email === email) ?? false;

  const notSpam = async () => {
    setBusy(true);
    const result = await call(routes.notSpamLead, { params: { kind, id: lead._id } });
    setBusy(false);
    if (result.status === 401) return;
    if (isAcknowledged(result) && result.data) {
      refreshLeadCounts();
      onChanged(result.data);
      toast.success(result.msg ?? messages.leadNotSpam);
    } else toast.error(failureText(result));
  };

  const toggleBlock = async () => {
    setBusy(true);
    const result = await call(isBlocked ? routes.unblockSender : routes.blockSender, { params: { email } });
    setBusy(false);
    if (result.status === 401) return;
    if (isAcknowledged(result)) {
      void blocked.mutate();
      toast.success(result.msg ?? (isBlocked ? messages.senderUnblocked : messages.senderBlocked));
    } else toast.error(failureText(result));
  };

  return (
    <section className="spam-panel" aria-labelledby={headingId}>
      <h2 id={headingId} className="spam-panel__title">
        Why this is in Spam
      </h2>
      {lead.spamReasons && lead.spamReasons.length > 0 ? (
        <ul className="spam-panel__reasons">
          {lead.spamReasons.map((reason) => (
            <li key={reason}>{spamReasonLabels[reason] ?? reason}</li>
          ))}
        </ul>
      ) : (
        <p>Marked Spam by the team.</p>
      )}
      <div className="spam-panel__actions">
        {lead.leadStatus === 'spam' && mayCall(routes.notSpamLead) && (
          <button type="button" className="btn btn--primary" disabled={busy} onClick={() => void notSpam()}>
            Not spam
          </button>
        )}
        {mayCall(routes.blockSender) && blocked.data && (
          <button type="button" className="btn btn--ghost" disabled={busy} onClick={() => void toggleBlock()}>
            {isBlocked ? 'Unblock sender' : 'Block sender'}
          </button>
        )}
      </div>
    </section>
  );
}
