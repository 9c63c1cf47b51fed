/**
 * A lead's status and assignee, each saved the moment it is chosen
 * (updateLead), with Undo in the toast. The lead in the read cache is what is
 * saved; each control's form holds only the choice being saved, shown until
 * the answer lands, so no later write's answer can take a choice back.
 */
import { useState, type ReactNode } from 'react';
import toast from 'react-hot-toast';
import { leadStatuses, leadStatusLabels, leadStatusOf, unassigned, type LeadKind, type LeadStatus } from '@contract/leads';
import { messages } from '@contract/messages';
import { routes } from '@contract/routes';
import { leadUpdateSchema } from '@contract/schemas/lead-update';
import { validate } from '@contract/schemas/validate';
import { useSchemaForm } from '../../../components/forms/use-schema-form';
import { isAcknowledged } from '../../../lib/api';
import { mayCall } from '../../../lib/session';
import { dataOrThrow, useAdminRead } from '../shared/admin-read';
import { SavingSelect } from '../shared/saving-select';
import { failureText, useAdminCall } from '../shared/use-admin-call';
import type { Lead } from './lead-kinds';
import { toastWithUndo } from './lead-work-form-toast';
import { useRefreshLeadCounts } from './new-leads-badge';

interface Props {
  kind: LeadKind;
  lead: Lead;
  /** Puts the saved lead (the server's answer) where the screen reads it. */
  onSaved: (lead: Lead) => Promise<unknown>;
}

/** One change as sent: the status or the assignee ("none" clears it). */
type LeadChange = { leadStatus?: LeadStatus; assignee?: string };
type Choice = keyof LeadChange;

/** The team to assign from; an assignee no longer on it stays choosable, so the control never shows a wrong name. */
function useAssigneeOptions(current: string | undefined): string[] {
  const { data } = useAdminRead(mayCall(routes.listAssignees) ? 'listAssignees' : null, async (call) =>
    dataOrThrow(await call(routes.listAssignees)),
  );
  const team = (data ?? []).map((person) => person.email);
  return current && !team.includes(current) ? [current, ...team] : team;
}

/** Sends one change; a saved one lands in the lead (and the New counts follow). Undo's way too, even after the screen closed. */
function useLeadWrite({ kind, lead, onSaved }: Props) {
  const call = useAdminCall();
  const refreshLeadCounts = useRefreshLeadCounts();
  return async (change: LeadChange) => {
    const result = await call(routes.updateLead, { params: { kind, id: lead._id }, body: change });
    if (isAcknowledged(result) && result.data) {
      await onSaved(result.data);
      refreshLeadCounts();
    }
    return result;
  };
}

interface ChoiceProps {
  name: Choice;
  label: string;
  /** The value saved on the lead. */
  saved: string;
  write: ReturnType<typeof useLeadWrite>;
  children: ReactNode;
}

/**
 * One control saved on change. A change while its save is in flight is not
 * taken (the form's own guard), so two answers never race for one field;
 * the other control saves on its own meanwhile.
 */
function ChoiceSelect({ name, label, saved, write, children }: ChoiceProps) {
  const form = useSchemaForm({ schema: leadUpdateSchema, initial: {} as LeadChange, mode: 'partial' });
  // A refusal (another change got there first, say): said under the control and in a toast.
  const [failure, setFailure] = useState('');
  const busy = form.sending;

  const undo = async (previous: LeadChange) => {
    const result = await write(previous);
    if (result.status === 401) return;
    if (isAcknowledged(result)) toast.success(result.msg ?? messages.leadUpdated);
    else toast.error(failureText(result));
  };

  const choose = (value: string) =>
    void form.handleSubmit(
      async (checked) => {
        setFailure('');
        form.update(checked);
        const result = await write(checked);
        // The control shows the lead again: the saved choice, or after a refusal the value it had.
        form.reset();
        if (result.status === 401) return;
        if (isAcknowledged(result)) toastWithUndo(result.msg ?? messages.leadUpdated, () => void undo({ [name]: saved }));
        else {
          setFailure(failureText(result));
          toast.error(failureText(result));
        }
      },
      {
        check: () => validate(leadUpdateSchema, { [name]: value }, 'partial'),
        onInvalid: (errors) => setFailure(Object.values(errors).join(' ')),
      },
    )();

  return (
    <SavingSelect label={label} value={form.values[name] ?? saved} busy={busy} failure={failure} onChoose={choose}>
      {children}
    </SavingSelect>
  );
}

export function LeadWorkForm(props: Props) {
  const { lead } = props;
  const write = useLeadWrite(props);
  const team = useAssigneeOptions(lead.assignee);
  return (
    <div className="admin-detail__work">
      <ChoiceSelect name="leadStatus" label="Status" saved={leadStatusOf(lead)} write={write}>
        {leadStatuses.map((value) => (
          <option key={value} value={value}>
            {leadStatusLabels[value]}
          </option>
        ))}
      </ChoiceSelect>
      <ChoiceSelect name="assignee" label="Assigned to" saved={lead.assignee ?? unassigned} write={write}>
        <option value={unassigned}>Unassigned</option>
        {team.map((email) => (
          <option key={email} value={email}>
            {email}
          </option>
        ))}
      </ChoiceSelect>
    </div>
  );
}
