import { useState, type FormEvent } from 'react';
import toast from 'react-hot-toast';
import { messages } from '@contract/messages';
import { routes } from '@contract/routes';
import { subscribeSchema, validate } from '@contract/validation';
import { callApi, isAcknowledged } from '../../lib/api';
import { describedBy, FieldError, useFieldIds } from '../../components/forms/form-field';
import { Spinner } from '../../components/forms/spinner';
import './newsletter.css';

/** The footer's newsletter sign-up: validates the address, subscribes it once, says so in a toast. */
export function NewsletterForm() {
  const [email, setEmail] = useState('');
  const [error, setError] = useState<string>();
  const [sending, setSending] = useState(false);
  const ids = useFieldIds();

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (sending) return;
    const checked = validate(subscribeSchema, { email });
    if (!checked.ok) {
      setError(checked.errors.email);
      return;
    }
    setError(undefined);
    setSending(true);
    try {
      const result = await callApi(routes.newsletterSubscribe, { body: { email: checked.value.email } });
      if (isAcknowledged(result)) {
        toast.success(result.msg ?? messages.subscribed);
        setEmail('');
      } else {
        const message = result.errors?.email;
        if (message) setError(message);
        toast.error(message ?? messages.subscribeFailed);
      }
    } finally {
      setSending(false);
    }
  }

  return (
    <form className="newsletter-form" noValidate onSubmit={onSubmit} aria-busy={sending}>
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
          value={email}
          onChange={(event) => setEmail(event.target.value)}
          aria-invalid={error ? true : undefined}
          aria-describedby={describedBy(ids, { error })}
        />
        <button className="btn btn--primary newsletter-form__button" type="submit" disabled={sending}>
          {sending && <Spinner size={15} />}
          Subscribe
        </button>
      </div>
      <FieldError id={ids.errorId} message={error} />
    </form>
  );
}
