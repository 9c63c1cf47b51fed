import { useState } from 'react';
import toast from 'react-hot-toast';
import { messages } from '@contract/messages';
import { routes } from '@contract/routes';
import { subscribeSchema, type SubscribeInput } from '@contract/validation';
import { callApi, isAcknowledged } from '../../lib/api';
import { Honeypot, useFormGuard } from '../../lib/form-guard';
import { describedBy, FieldError, useFieldIds } from '../../components/forms/form-field';
import { Spinner } from '../../components/forms/spinner';
import { useSchemaForm } from '../../components/forms/use-schema-form';
import './newsletter.css';

/** The footer's newsletter sign-up: validates the address, subscribes it once, says so in a toast. */
export function NewsletterForm() {
  const guard = useFormGuard('newsletter');
  const form = useSchemaForm({ schema: subscribeSchema, initial: { email: '' } satisfies SubscribeInput });
  const { sending } = form;
  const error = form.errors.email;
  const ids = useFieldIds();
  // The answer's second line (confirm by the mailed link) stays under the form.
  const [detail, setDetail] = useState('');

  const onSubmit = form.handleSubmit(async ({ email }) => {
    setDetail('');
    const result = await callApi(routes.newsletterSubscribe, { body: { email, ...(await guard.fields()) } });
    if (isAcknowledged(result)) {
      toast.success(result.msg ?? messages.subscribed);
      setDetail(result.detail ?? '');
      form.reset();
    } else {
      form.showServerErrors(result.errors);
      toast.error(result.errors?.email ?? messages.subscribeFailed);
    }
  });

  return (
    <form
      className="newsletter-form"
      noValidate
      onSubmit={onSubmit}
      aria-busy={sending}
      onFocusCapture={guard.start}
      onInputCapture={guard.start}
    >
      <Honeypot guard={guard} />
      <label className="newsletter-form__label" htmlFor={ids.inputId}>
        Your work e-mail
      </label>
      <div className="newsletter-form__field">
        <input
          id={ids.inputId}
          className="newsletter-form__input"
          type="email"
          name="email"
          autoComplete="email"
          placeholder="name@company.com"
          value={form.values.email}
          onChange={(event) => form.set('email')(event.target.value)}
          aria-invalid={error ? true : undefined}
          aria-describedby={describedBy(ids, { error })}
        />
        <button className="btn btn--primary newsletter-form__button" type="submit" disabled={sending}>
          {sending && <Spinner size={15} />}
          Subscribe
        </button>
      </div>
      <FieldError id={ids.errorId} message={error} />
      <p className="newsletter-form__detail" role="status">
        {detail}
      </p>
    </form>
  );
}
