/**
 * The application's stage, saved the moment it is chosen (updateApplication).
 * The select shows the choice being saved until the answer lands; a refusal
 * (someone else changed the application first: 409) is said under it and the
 * select goes back to the stored stage.
 */
import { useId, useState } from 'react';
import toast from 'react-hot-toast';
import {
  type Application,
  type ApplicationStage,
  applicationMessages,
  applicationStageLabels,
  applicationStages,
} from '@contract/applications';
import { routes } from '@contract/routes';
import { applicationUpdateSchema } from '@contract/schemas/application';
import { validate } from '@contract/schemas/validate';
import { isAcknowledged } from '../../../lib/api';
import { failureText, useAdminCall } from '../shared/use-admin-call';

interface Props {
  application: Application;
  onSaved: (application: Application) => Promise<unknown>;
  /** Reads the application again after a conflict, so the next change starts from what is stored. */
  reload: () => void;
}

export function ApplicationStageSelect({ application, onSaved, reload }: Props) {
  const ids = { control: useId(), error: useId() };
  const call = useAdminCall();
  const [pending, setPending] = useState<ApplicationStage | null>(null);
  const [failure, setFailure] = useState('');

  const choose = async (value: string) => {
    if (pending) return;
    const checked = validate(applicationUpdateSchema, { stage: value }, 'partial');
    if (!checked.ok) {
      setFailure(Object.values(checked.errors).join(' '));
      return;
    }
    setFailure('');
    setPending(value as ApplicationStage);
    const result = await call(routes.updateApplication, { params: { id: application._id }, body: { stage: value } });
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
    <div className={`admin-form__field${pending ? ' application-work__field--busy' : ''}`}>
      <label htmlFor={ids.control}>Stage</label>
      <select
        id={ids.control}
        value={pending ?? application.stage}
        aria-busy={pending ? true : undefined}
        aria-invalid={failure ? true : undefined}
        aria-describedby={failure ? ids.error : undefined}
        onChange={(event) => void choose(event.target.value)}
      >
        {applicationStages.map((stage) => (
          <option key={stage} value={stage}>
            {applicationStageLabels[stage]}
          </option>
        ))}
      </select>
      <p className="application-work__pending" aria-live="polite">
        {pending ? 'Saving…' : ''}
      </p>
      {failure && (
        <p id={ids.error} className="admin-form__error" role="alert">
          {failure}
        </p>
      )}
    </div>
  );
}
