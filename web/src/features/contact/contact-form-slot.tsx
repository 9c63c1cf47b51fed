import { Mail, Phone } from 'lucide-react';
import { site } from '../../config/site';

const telHref = (number: string) => `tel:${number.replace(/[^\d+]/g, '')}`;

/** The "Leave us a message" section frame of the Contact page. */
export function ContactFormSlot() {
  return (
    <section className="contact-form card" aria-labelledby="contact-form-title">
      <h2 id="contact-form-title" className="contact-form__title">
        Leave us a message
      </h2>
      {/* Interim body: the visitor-flows issue replaces it with the contact form. */}
      <p className="contact-form__lead">
        Tell us what you are building, what is slowing you down, or which team you need. Write to us and a solution lead will answer with
        next steps.
      </p>
      <a className="btn btn--primary contact-form__mail" href={`mailto:${site.businessEmail}?subject=${encodeURIComponent('Message from the website')}`}>
        <Mail size={20} aria-hidden="true" />
        {site.businessEmail}
      </a>
      <h3 className="contact-form__subtitle">Prefer to talk?</h3>
      <ul className="contact-form__phones" aria-label="Phone numbers">
        {site.phones.map((phone) => (
          <li key={phone.country}>
            <Phone size={18} aria-hidden="true" />
            <span className="contact-form__phone-country">{phone.label}</span>
            <a href={telHref(phone.number)}>{phone.number}</a>
          </li>
        ))}
      </ul>
    </section>
  );
}
