import { useState } from 'react';
import toast from 'react-hot-toast';
import { messages } from '@contract/messages';
import { routes } from '@contract/routes';
import { forgotPasswordSchema } from '@contract/schemas/accounts';
import { useSchemaForm } from '../../../components/forms/use-schema-form';
import { callApi, isAcknowledged } from '../../../lib/api';
import { focusFirstInvalid } from '../shared/focus-invalid';
import { failureText } from '../shared/use-admin-call';
import { AccountCard } from './account-card';
import { AccountInput, SendButton } from './account-input';

/** /admin/forgot-password: asks for a reset link. The answer reads the same whether or not the address has an account. */
export function ForgotPasswordPage() {
  const form = useSchemaForm({ schema: forgotPasswordSchema, initial: { email: '' }, clearOnEdit: true });
  const [sent, setSent] = useState(false);

  const send = form.handleSubmit(
    async ({ email }) => {
      const answer = await callApi(routes.forgotPassword, { body: { email } });
      if (isAcknowledged(answer)) return setSent(true);
      form.showServerErrors(answer.errors);
      if (!answer.errors) toast.error(failureText(answer));
    },
    { onInvalid: (errors) => focusFirstInvalid(form.formRef.current, errors) },
  );

  return (
    <AccountCard title="Reset your password" description="Ask for a link to reset your admin password.">
      {sent ? (
        <p className="account-card__sent" role="status">
          {messages.resetLinkSent}
        </p>
      ) : (
        <>
          <p className="account-card__intro">
            Enter the e-mail address you sign in with and we will send you a link to choose a new password.
          </p>
          <form {...form.formProps(send)} className="admin-login__form">
            <AccountInput {...form.field('email')} label="Email" type="email" autoComplete="username" />
            <SendButton sending={form.sending} label="Send reset link" card />
          </form>
        </>
      )}
    </AccountCard>
  );
}
