import toast from 'react-hot-toast';
import { routes } from '@contract/routes';
import { acceptInviteSchema, resetPasswordSchema } from '@contract/schemas/accounts';
import { useSchemaForm } from '../../../components/forms/use-schema-form';
import { type Answer, callApi, isAcknowledged } from '../../../lib/api';
import { focusFirstInvalid } from '../shared/focus-invalid';
import { failureText } from '../shared/use-admin-call';
import { AccountInput, SendButton } from './account-input';
import { checkConfirmed, confirmField } from './password-check';
import { passwordHint } from './password-hint';

/** The two links that set a password: an invitation's first one, a reset's new one. */
const kinds = {
  invite: { route: routes.acceptInvite, schema: acceptInviteSchema, label: 'Password', submit: 'Set password' },
  reset: { route: routes.resetPassword, schema: resetPasswordSchema, label: 'New password', submit: 'Save password' },
} as const;

export type LinkKind = keyof typeof kinds;
export const linkSchema = (kind: LinkKind) => kinds[kind].schema;

interface Props {
  kind: LinkKind;
  token: string;
  /** The server took the password; an invitation's answer carries the new session's token. */
  onDone: (answer: Answer<unknown>) => void;
  /** The server refused the link itself: used, expired or replaced by a newer one. */
  onRefused: () => void;
}

/**
 * Password and confirmation for a one-time link. A 400 that names the
 * password is shown on the field; any other refusal (other than a throttle
 * or a failure to reach the server) means the link no longer works.
 */
export function LinkPasswordForm({ kind, token, onDone, onRefused }: Props) {
  const { route, schema, label, submit } = kinds[kind];
  const form = useSchemaForm({ schema, initial: { password: '', [confirmField]: '' }, clearOnEdit: true });
  const check = (values: typeof form.values) =>
    checkConfirmed(schema, { token, password: values.password }, values.password, values[confirmField]);

  const send = form.handleSubmit(
    async ({ password }) => {
      const answer = await callApi(route, { body: { token, password } });
      if (isAcknowledged(answer)) return onDone(answer);
      if (answer.errors?.password) return form.showServerErrors({ password: answer.errors.password });
      if (answer.status === 0 || answer.status === 429 || answer.status >= 500) {
        toast.error(failureText(answer));
        return;
      }
      onRefused();
    },
    { check, onInvalid: (errors) => focusFirstInvalid(formElement(), errors) },
  );
  const formElement = () => form.formRef.current;

  return (
    <form {...form.formProps(send)} className="admin-login__form">
      <AccountInput
        {...form.field('password')}
        label={label}
        type="password"
        autoComplete="new-password"
        hint={passwordHint(form.values.password)}
      />
      <AccountInput {...form.field(confirmField)} label="Confirm password" type="password" autoComplete="new-password" />
      <SendButton sending={form.sending} label={submit} card />
    </form>
  );
}
