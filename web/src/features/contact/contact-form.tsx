import { Link, useInRouterContext } from 'react-router';
import { Send } from 'lucide-react';
import { routes } from '@contract/routes';
import { contactSchema, type ContactInput } from '@contract/validation';
import { callApi } from '../../lib/api';
import { currentAttribution } from '../../lib/attribution';
import { useFormGuard } from '../../lib/form-guard';
import { AgreeField, PhoneField, TextField } from '../../components/forms/form-field';
import { EnquiryForm } from '../../components/forms/enquiry-form';
import { useEnquiry } from '../../components/forms/use-enquiry';
import './contact-form.css';

/** Contact toasts sit top right and close after 5 s (spec §2, §9). */
export const contactToast = { position: 'top-right', duration: 5000 } as const;

/** The empty form: the five fields the contact function takes (spec §3). */
const emptyContact: ContactInput = { name: '', contactNo: '', emailAddress: '', message: '', terms: false };

/**
 * "Leave us a message": the contact form of /contact (spec §4). The page's
 * frame holds the heading; `labelledBy` names it for the form.
 */
export function ContactForm({ labelledBy }: { labelledBy?: string }) {
  // Spec §5: checked on submit only; the request carries the values as typed (§7).
  const guard = useFormGuard('contact');
  const { form, enquiry } = useEnquiry({
    schema: contactSchema,
    initial: emptyContact,
    send: async (values) =>
      callApi(routes.contactMail, { body: { ...values, attribution: currentAttribution(), ...(await guard.fields()) } }),
    toastOptions: contactToast,
  });
  const { values, errors, set, field, sending } = form;

  return (
    <EnquiryForm className="contact-enquiry" name="Leave us a message" labelledBy={labelledBy} {...enquiry} guard={guard}>
      <p className="contact-enquiry__lead">
        Tell us what you are working on. A solutions lead reads every message and replies within one business day.
      </p>
      <div className="contact-enquiry__grid">
        <TextField label="Full name" {...field('name')} autoComplete="name" />
        <PhoneField label="Contact number" {...field('contactNo')} placeholder="Digits only" />
        <TextField
          className="contact-enquiry__wide"
          label="Email"
          {...field('emailAddress')}
          type="email"
          autoComplete="email"
          placeholder="name@company.com"
        />
        <TextField
          className="contact-enquiry__wide"
          label="Message"
          {...field('message')}
          multiline
          placeholder="Your project, timeline and the help you are looking for"
        />
      </div>
      <AgreeField
        name="terms"
        checked={values.terms}
        onChange={set('terms')}
        error={errors.terms}
        className="contact-enquiry__terms"
        labelClassName="contact-enquiry__check"
      >
        <span>
          I agree to the <PrivacyLink /> and to being contacted about my enquiry.
        </span>
      </AgreeField>
      <button className="btn btn--primary btn--submit" type="submit" disabled={sending}>
        <Send size={18} aria-hidden="true" />
        Send message
      </button>
    </EnquiryForm>
  );
}

/** A client-side link inside the app; a plain link where there is no router (isolated renders). */
function PrivacyLink() {
  const routed = useInRouterContext();
  return routed ? <Link to="/privacy-policy">Privacy Policy</Link> : <a href="/privacy-policy">Privacy Policy</a>;
}
