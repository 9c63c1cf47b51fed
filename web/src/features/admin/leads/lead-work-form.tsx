/** A lead's status and assignee, saved together with updateLead. */
import { useId, useState, type FormEvent } from 'react';
import toast from 'react-hot-toast';
import { leadStatuses, leadStatusLabels, leadStatusOf, unassigned, type LeadKind, type LeadStatus } from '@contract/leads';
import { messages } from '@contract/messages';
import { routes } from '@contract/routes';
import { leadUpdateSchema } from '@contract/schemas/lead-update';
import { useSchemaForm } from '../../../components/forms/use-schema-form';
import { isAcknowledged } from '../../../lib/api';
import { mayCall } from '../../../lib/session';
import { dataOrThrow, useAdminRead } from '../shared/admin-read';
import { failureText, useAdminCall } from '../shared/use-admin-call';
import type { Lead } from './lead-kinds';
import { useRefreshLeadCounts } from './new-leads-badge';

interface Props {
  kind: LeadKind;
  lead: Lead;
  onSaved: (lead: Lead) => void;
}

/** What this screen changed, and nothing else: the form's values hold only the admin's choices. */
type LeadChanges = { leadStatus?: LeadStatus; assignee?: string };

/** The team to assign from; an assignee no longer on it stays choosable, so saving the status never clears them. */
function useAssigneeOptions(current: string | undefined): string[] {
  const { data } = useAdminRead(mayCall(routes.listAssignees) ? 'listAssignees' : null, async (call) =>
    dataOrThrow(await call(routes.listAssignees)),
  );
  const team = (data ?? []).map((person) => person.email);
  return current && !team.includes(current) ? [current, ...team] : team;
}

export function LeadWorkForm({ kind, lead, onSaved }: Props) {
  const ids = { status: useId(), assignee: useId(), error: useId() };
  const call = useAdminCall();
  // Only the fields chosen here are checked and sent (an update names either or both).
  const form = useSchemaForm({ schema: leadUpdateSchema, initial: {} as LeadChanges, mode: 'partial' });
  // A refusal (another change got there first, say): said under the button and in a toast.
  const [failure, setFailure] = useState('');
  const team = useAssigneeOptions(lead.assignee);
  const refreshLeadCounts = useRefreshLeadCounts();
  // Unchosen fields show the lead as last read, so a fresh copy (a note added, a reload) shows what it holds.
  const status = form.values.leadStatus ?? leadStatusOf(lead);
  const assignee = form.values.assignee ?? lead.assignee ?? unassigned;

  const save = form.handleSubmit(async () => {
    setFailure('');
    // A field someone else changed since the screen loaded stays as they set it.
    const changes = {
      ...(status !== leadStatusOf(lead) ? { leadStatus: status } : {}),
      ...(assignee !== (lead.assignee ?? unassigned) ? { assignee } : {}),
    };
    const body = Object.keys(changes).length > 0 ? changes : { leadStatus: status };
    const result = await call(routes.updateLead, { params: { kind, id: lead._id }, body });
    if (result.status === 401) return;
    if (isAcknowledged(result) && result.data) {
      onSaved(result.data);
      form.reset();
      refreshLeadCounts();
      toast.success(result.msg ?? messages.leadUpdated);
    } else {
      setFailure(failureText(result));
      toast.error(failureText(result));
    }
  });

  return (
    <form className="lead-work" onSubmit={(event: FormEvent) => void save(event)} aria-describedby={failure ? ids.error : undefined}>
      <div className="admin-form__field">
        <label htmlFor={ids.status}>Status</label>
        <select id={ids.status} value={status} onChange={(event) => form.set('leadStatus')(event.target.value as LeadStatus)}>
          {leadStatuses.map((value) => (
            <option key={value} value={value}>
              {leadStatusLabels[value]}
            </option>
          ))}
        </select>
      </div>
      <div className="admin-form__field">
        <label htmlFor={ids.assignee}>Assigned to</label>
        <select id={ids.assignee} value={assignee} onChange={(event) => form.set('assignee')(event.target.value)}>
          <option value={unassigned}>Unassigned</option>
          {team.map((email) => (
            <option key={email} value={email}>
              {email}
            </option>
          ))}
        </select>
      </div>
      <button type="submit" className="btn btn--primary" disabled={form.sending} aria-busy={form.sending}>
        {form.sending ? 'Saving…' : 'Save'}
      </button>
      {failure && (
        <p id={ids.error} className="admin-form__error lead-work__error" role="alert">
          {failure}
        </p>
      )}
    </form>
  );
}
