/** A lead's status and assignee, saved together with updateLead. */
import { useEffect, useId, useState, type FormEvent } from 'react';
import toast from 'react-hot-toast';
import useSWR from 'swr';
import { leadStatuses, leadStatusLabels, leadStatusOf, unassigned, type LeadKind, type LeadStatus } from '@contract/leads';
import { messages } from '@contract/messages';
import { routes } from '@contract/routes';
import { fetchData, isAcknowledged } from '../../../lib/api';
import { mayCall } from '../../../lib/session';
import { failureText, useAdminCall } from '../use-admin-call';
import type { Lead } from './lead-kinds';
import { useRefreshLeadCounts } from './new-leads-badge';

interface Props {
  kind: LeadKind;
  lead: Lead;
  onSaved: (lead: Lead) => void;
}

/** The team to assign from; an assignee no longer on it stays choosable, so saving the status never clears them. */
function useAssigneeOptions(current: string | undefined): string[] {
  const { data } = useSWR(mayCall(routes.listAssignees) ? 'listAssignees' : null, () => fetchData(routes.listAssignees), {
    revalidateOnFocus: false,
    shouldRetryOnError: false,
  });
  const team = (data ?? []).map((person) => person.email);
  return current && !team.includes(current) ? [current, ...team] : team;
}

export function LeadWorkForm({ kind, lead, onSaved }: Props) {
  const ids = { status: useId(), assignee: useId(), error: useId() };
  const call = useAdminCall();
  const [status, setStatus] = useState<LeadStatus>(leadStatusOf(lead));
  const [assignee, setAssignee] = useState(lead.assignee ?? unassigned);
  const [saving, setSaving] = useState(false);
  const [error, setError] = useState('');
  const team = useAssigneeOptions(lead.assignee);
  const refreshLeadCounts = useRefreshLeadCounts();

  // A fresh copy of the lead (a note added, a reload) shows what it holds.
  useEffect(() => {
    setStatus(leadStatusOf(lead));
    setAssignee(lead.assignee ?? unassigned);
  }, [lead]);

  const save = async (event: FormEvent) => {
    event.preventDefault();
    setSaving(true);
    setError('');
    // Only what this screen changed: a field someone else changed since it loaded stays as they set it.
    const changes = {
      ...(status !== leadStatusOf(lead) ? { leadStatus: status } : {}),
      ...(assignee !== (lead.assignee ?? unassigned) ? { assignee } : {}),
    };
    const body = Object.keys(changes).length > 0 ? changes : { leadStatus: status };
    const result = await call(routes.updateLead, { params: { kind, id: lead._id }, body });
    setSaving(false);
    if (result.status === 401) return;
    if (isAcknowledged(result) && result.data) {
      onSaved(result.data);
      refreshLeadCounts();
      toast.success(result.msg ?? messages.leadUpdated);
    } else {
      const message = failureText(result);
      setError(message);
      toast.error(message);
    }
  };

  return (
    <form className="lead-work" onSubmit={(event) => void save(event)} aria-describedby={error ? ids.error : undefined}>
      <div className="admin-form__field">
        <label htmlFor={ids.status}>Status</label>
        <select id={ids.status} value={status} onChange={(event) => setStatus(event.target.value as LeadStatus)}>
          {leadStatuses.map((value) => (
            <option key={value} value={value}>
              {leadStatusLabels[value]}
            </option>
          ))}
        </select>
      </div>
      <div className="admin-form__field">
        <label htmlFor={ids.assignee}>Assigned to</label>
        <select id={ids.assignee} value={assignee} onChange={(event) => setAssignee(event.target.value)}>
          <option value={unassigned}>Unassigned</option>
          {team.map((email) => (
            <option key={email} value={email}>
              {email}
            </option>
          ))}
        </select>
      </div>
      <button type="submit" className="btn btn--primary" disabled={saving} aria-busy={saving}>
        {saving ? 'Saving…' : 'Save'}
      </button>
      {error && (
        <p id={ids.error} className="admin-form__error lead-work__error" role="alert">
          {error}
        </p>
      )}
    </form>
  );
}
