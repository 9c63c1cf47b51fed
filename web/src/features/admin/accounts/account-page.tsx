import toast from 'react-hot-toast';
import { messages } from '@contract/messages';
import { roleLabels } from '@contract/roles';
import { routes } from '@contract/routes';
import { changePasswordSchema, type ChangePasswordInput } from '@contract/schemas/accounts';
import { usePageMeta } from '../../../components/page-meta';
import { useSchemaForm } from '../../../components/forms/use-schema-form';
import { isAcknowledged } from '../../../lib/api';
import { saveAdminToken, sessionEmail, sessionRole } from '../../../lib/session';
import { focusFirstInvalid } from '../shared/focus-invalid';
import { failureText, useAdminCall } from '../shared/use-admin-call';
import { AccountInput, SendButton } from './account-input';
import { passwordHint } from './password-hint';
import { checkConfirmed, confirmField } from './password-check';
import { AdminScreen } from '../shared/admin-screen';
import '../shared/admin-form.css';
import './accounts.css';

const empty = (): ChangePasswordInput & { [confirmField]: string } => ({ currentPassword: '', newPassword: '', [confirmField]: '' });

/**
 * /admin/account, for every role: who is signed in, and a password change.
 * The answer's token replaces this tab's: the server ended every other session.
 */
export function AccountPage() {
  usePageMeta('Your account', 'Your admin account and password.', { noindex: true });
  const call = useAdminCall();
  const role = sessionRole();
  const form = useSchemaForm({ schema: changePasswordSchema, initial: empty, clearOnEdit: true });
  const check = (values: typeof form.values) => checkConfirmed(changePasswordSchema, values, values.newPassword, values[confirmField]);

  const send = form.handleSubmit(
    async (value) => {
      const answer = await call(routes.changePassword, { body: value });
      if (answer.status === 401) return;
      if (isAcknowledged(answer) && answer.token) {
        saveAdminToken(answer.token);
        form.reset();
        toast.success(messages.passwordChanged);
        return;
      }
      form.showServerErrors(answer.errors);
      if (!answer.errors) toast.error(failureText(answer));
    },
    { check, onInvalid: (errors) => focusFirstInvalid(form.formRef.current, errors) },
  );

  return (
    <AdminScreen title="Your account">
      <dl className="account-facts">
        <dt>Email</dt>
        <dd>{sessionEmail()}</dd>
        <dt>Role</dt>
        <dd>{role ? roleLabels[role] : ''}</dd>
      </dl>
      <form {...form.formProps(send)} className="admin-form account-form">
        <h2 className="account-form__title">Password</h2>
        <p className="admin-form__intro">Changing your password signs you out everywhere else.</p>
        <AccountInput {...form.field('currentPassword')} label="Current password" type="password" autoComplete="current-password" />
        <AccountInput
          {...form.field('newPassword')}
          label="New password"
          type="password"
          autoComplete="new-password"
          hint={passwordHint(form.values.newPassword)}
        />
        <AccountInput {...form.field(confirmField)} label="Confirm password" type="password" autoComplete="new-password" />
        <div className="admin-form__actions">
          <SendButton sending={form.sending} label="Change password" />
        </div>
      </form>
    </AdminScreen>
  );
}
