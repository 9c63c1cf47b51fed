/**
 * One choice on an application (its stage or its assignee), saved the moment
 * it is made (updateApplication). The select shows the choice being saved
 * until the answer lands; a refusal (someone else changed the application
 * first: 409) is said under it and the select goes back to what is stored.
 */
import { useState } from 'react';
import toast from 'react-hot-toast';
import { type Application, applicationMessages } from '@contract/applications';
import { routes } from '@contract/routes';
import { applicationUpdateSchema } from '@contract/schemas/application';
import { validate } from '@contract/schemas/validate';
import { isAcknowledged } from '../../../lib/api';
import { SavingSelect } from '../shared/saving-select';
import { failureText, useAdminCall } from '../shared/use-admin-call';

interface Props {
  application: Application;
  field: 'stage' | 'assignee';
  label: string;
  /** What is stored now, as an option's value. */
  value: string;
  options: ReadonlyArray<{ value: string; label: string }>;
  onSaved: (application: Application) => Promise<unknown>;
  /** Reads the application again after a conflict, so the next change starts from what is stored. */
  reload: () => void;
}

export function ApplicationChoice({ application, field, label, value, options, onSaved, reload }: Props) {
  const call = useAdminCall();
  const [pending, setPending] = useState<string | null>(null);
  const [failure, setFailure] = useState('');

  const choose = async (chosen: string) => {
    if (pending) return;
    const checked = validate(applicationUpdateSchema, { [field]: chosen }, 'partial');
    if (!checked.ok) {
      setFailure(Object.values(checked.errors).join(' '));
      return;
    }
    setFailure('');
    setPending(chosen);
    const result = await call(routes.updateApplication, { params: { id: application._id }, body: { [field]: chosen } });
    if (isAcknowledged(result) && result.data) await onSaved(result.data);
    setPending(null);
    if (result.status === 401) return;
    if (isAcknowledged(result)) toast.success(result.msg ?? applicationMessages.updated);
    else {
      setFailure(failureText(result));
      toast.error(failureText(result));
      if (result.status === 409) reload();
    }
  };

  return (
    <SavingSelect
      label={label}
      value={pending ?? value}
      busy={pending !== null}
      failure={failure}
      onChoose={(chosen) => void choose(chosen)}
    >
      {options.map((option) => (
        <option key={option.value} value={option.value}>
          {option.label}
        </option>
      ))}
    </SavingSelect>
  );
}
