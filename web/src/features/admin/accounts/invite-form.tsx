import { useId, useState } from 'react';
import toast from 'react-hot-toast';
import type { AdminUser } from '@contract/accounts';
import { inviteLifetimeHours } from '@contract/accounts';
import { roleDescriptions, roleLabels, roles } from '@contract/roles';
import { routes } from '@contract/routes';
import { inviteSchema, type InviteInput } from '@contract/schemas/accounts';
import { FieldError } from '../../../components/forms/form-field';
import { useSchemaForm } from '../../../components/forms/use-schema-form';
import { isAcknowledged } from '../../../lib/api';
import { focusFirstInvalid } from '../shared/focus-invalid';
import { failureText, type useAdminCall } from '../shared/use-admin-call';
import { AccountInput, SendButton } from './account-input';
import { accountTexts } from './account-texts';

interface Props {
  call: ReturnType<typeof useAdminCall>;
  /** The invited (or re-invited) account, as the server answered it. */
  onInvited: (user: AdminUser) => void;
}

/** Email and Role, "Send invitation": the server mails a one-time link; an existing account's 409 shows on the form. */
export function InviteForm({ call, onInvited }: Props) {
  const id = useId();
  const form = useSchemaForm({ schema: inviteSchema, initial: { email: '', role: 'editor' } satisfies InviteInput, clearOnEdit: true });
  // A refusal that names no field (an existing account's 409): said above the button and in a toast.
  const [failure, setFailure] = useState<string>();

  const send = form.handleSubmit(
    async (value) => {
      setFailure(undefined);
      const answer = await call(routes.inviteAdmin, { body: value });
      if (answer.status === 401) return;
      if (isAcknowledged(answer) && answer.data) {
        onInvited(answer.data);
        form.reset();
        toast.success(accountTexts.invited(answer.data.email));
        return;
      }
      if (answer.errors) return form.showServerErrors(answer.errors);
      setFailure(failureText(answer));
      toast.error(failureText(answer));
    },
    { onInvalid: (errors) => focusFirstInvalid(form.formRef.current, errors) },
  );

  const roleError = form.errors.role;
  return (
    <form {...form.formProps(send)} className="admin-form invite-form" aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`} className="account-form__title">
        Invite a user
      </h2>
      <p className="admin-form__intro">
        They get an e-mail with a link to set their password; it works once, for {inviteLifetimeHours} hours.
      </p>
      <div className="invite-form__fields">
        <AccountInput {...form.field('email')} label="Email" type="email" autoComplete="off" />
        <div className={`admin-form__field${roleError ? ' admin-form__field--invalid' : ''}`} data-field="role">
          <label htmlFor={`${id}-role`}>Role</label>
          <select
            id={`${id}-role`}
            className="admin-form__select"
            value={form.values.role}
            aria-invalid={roleError ? true : undefined}
            aria-describedby={`${id}-role-hint${roleError ? ` ${id}-role-error` : ''}`}
            onChange={(event) => form.set('role')(event.target.value)}
          >
            {roles.map((role) => (
              <option key={role} value={role}>
                {roleLabels[role]}
              </option>
            ))}
          </select>
          <p id={`${id}-role-hint`} className="admin-form__hint">
            {roleDescriptions[form.values.role as keyof typeof roleDescriptions] ?? ''}
          </p>
          <FieldError id={`${id}-role-error`} message={roleError} />
        </div>
      </div>
      {failure && (
        <p className="admin-form__error" role="alert">
          {failure}
        </p>
      )}
      <div className="admin-form__actions">
        <SendButton sending={form.sending} label="Send invitation" />
      </div>
    </form>
  );
}
