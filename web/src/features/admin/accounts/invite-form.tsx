import { useId, useState } from 'react';
import toast from 'react-hot-toast';
import type { AdminUser } from '@contract/accounts';
import { inviteLifetimeHours } from '@contract/accounts';
import { roleDescriptions, roleLabels, roles } from '@contract/roles';
import { routes } from '@contract/routes';
import { inviteSchema, type InviteInput } from '@contract/schemas/accounts';
import { FormFailure } from '../shared/form-failure';
import { SelectField } from '../shared/select-field';
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
        <SelectField
          name="role"
          label="Role"
          value={form.values.role}
          options={roles.map((role) => ({ value: role, label: roleLabels[role] }))}
          onChange={form.set('role')}
          error={roleError}
          hint={roleDescriptions[form.values.role as keyof typeof roleDescriptions] ?? ''}
        />
      </div>
      <FormFailure message={failure} />
      <div className="admin-form__actions">
        <SendButton sending={form.sending} label="Send invitation" />
      </div>
    </form>
  );
}
