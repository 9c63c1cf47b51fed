import { useState, type FormEvent } from 'react';
import { Link, useInRouterContext } from 'react-router';
import toast from 'react-hot-toast';
import { Send } from 'lucide-react';
import { messages } from '@contract/messages';
import { routes } from '@contract/routes';
import { contactSchema, validate, type FieldErrors } from '@contract/validation';
import { callApi, isAcknowledged } from '../../lib/api';
import { FieldError, TextField, useFieldIds } from '../../components/forms/form-field';
import { LoadingOverlay } from '../../components/forms/loading-overlay';
import './contact-form.css';

/** Contact toasts sit top right and close after 5 s (spec §2, §9). */
export const contactToast = { position: 'top-right', duration: 5000 } as const;

export interface ContactValues {
  name: string;
  contactNo: string;
  emailAddress: string;
  message: string;
  terms: boolean;
}

export const emptyContact: ContactValues = { name: '', contactNo: '', emailAddress: '', message: '', terms: false };

/** Spec §5, checked on submit only: the field messages of the contact form. */
export function validateContact(values: ContactValues): FieldErrors {
  const result = validate(contactSchema, { ...values });
  return result.ok ? {} : result.errors;
}

/**
 * "Leave us a message": the contact form of /contact (spec §4). The page's
 * frame holds the heading; `labelledBy` names it for the form.
 */
export function ContactForm({ labelledBy }: { labelledBy?: string }) {
  const [values, setValues] = useState<ContactValues>(emptyContact);
  const [errors, setErrors] = useState<FieldErrors>({});
  const [sending, setSending] = useState(false);
  const termsIds = useFieldIds();

  const set = <K extends keyof ContactValues>(name: K) => (value: ContactValues[K]) => setValues((old) => ({ ...old, [name]: value }));

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (sending) return;
    setSending(true);
    try {
      const found = validateContact(values);
      setErrors(found);
      if (Object.keys(found).length > 0) return;
      const result = await callApi(routes.contactMail, { body: { ...values } });
      if (isAcknowledged(result)) {
        toast.success(messages.formSubmitted, contactToast);
        setValues(emptyContact);
      } else {
        if (result.errors) setErrors(result.errors);
        toast.error(messages.formFailed, contactToast);
      }
    } finally {
      setSending(false);
    }
  }

  return (
    <form className="contact-enquiry" noValidate onSubmit={onSubmit} aria-labelledby={labelledBy} aria-label={labelledBy ? undefined : 'Leave us a message'} aria-busy={sending}>
      <LoadingOverlay shown={sending} />
      <p className="contact-enquiry__lead">Tell us what you are working on. A solutions lead reads every message and replies within one business day.</p>
      <div className="contact-enquiry__grid">
        <TextField label="Full name" name="name" autoComplete="name" value={values.name} onChange={set('name')} error={errors.name} />
        <TextField
          label="Contact number"
          name="contactNo"
          type="tel"
          inputMode="numeric"
          autoComplete="tel"
          placeholder="Digits only"
          value={values.contactNo}
          onChange={set('contactNo')}
          error={errors.contactNo}
        />
        <TextField
          className="contact-enquiry__wide"
          label="Email"
          name="emailAddress"
          type="email"
          autoComplete="email"
          placeholder="name@company.com"
          value={values.emailAddress}
          onChange={set('emailAddress')}
          error={errors.emailAddress}
        />
        <TextField
          className="contact-enquiry__wide"
          label="Message"
          name="message"
          multiline
          placeholder="Your project, timeline and the help you are looking for"
          value={values.message}
          onChange={set('message')}
          error={errors.message}
        />
      </div>
      <div className="contact-enquiry__terms">
        <label className="contact-enquiry__check" htmlFor={termsIds.inputId}>
          <input
            id={termsIds.inputId}
            type="checkbox"
            name="terms"
            checked={values.terms}
            onChange={(event) => set('terms')(event.target.checked)}
            aria-invalid={errors.terms ? true : undefined}
            aria-describedby={errors.terms ? termsIds.errorId : undefined}
          />
          <span>
            I agree to the <PrivacyLink /> and to being contacted about my enquiry.
          </span>
        </label>
        <FieldError id={termsIds.errorId} message={errors.terms} />
      </div>
      <button className="btn btn--primary contact-enquiry__submit" type="submit" disabled={sending}>
        <Send size={18} aria-hidden="true" />
        Send message
      </button>
    </form>
  );
}

/** A client-side link inside the app; a plain link where there is no router (isolated renders). */
function PrivacyLink() {
  const routed = useInRouterContext();
  return routed ? <Link to="/privacy-policy">Privacy Policy</Link> : <a href="/privacy-policy">Privacy Policy</a>;
}
