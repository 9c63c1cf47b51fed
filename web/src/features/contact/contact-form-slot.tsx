import { Mail, Phone } from 'lucide-react';
import { site } from '../../config/site';
import { ContactForm } from './contact-form';

const telHref = (number: string) => `tel:${number.replace(/[^\d+]/g, '')}`;

/** The "Leave us a message" section frame of the Contact page. */
export function ContactFormSlot() {
  return (
    <section className="contact-form card" aria-labelledby="contact-form-title">
      <h2 id="contact-form-title" className="contact-form__title">
        Leave us a message
      </h2>
      <ContactForm labelledBy="contact-form-title" />
      <h3 className="contact-form__subtitle">Prefer e-mail or phone?</h3>
      <ul className="contact-form__phones" aria-label="Other ways to reach us">
        <li>
          <Mail size={18} aria-hidden="true" />
          <span className="contact-form__phone-country">E-mail</span>
          <a href={`mailto:${site.businessEmail}`}>{site.businessEmail}</a>
        </li>
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
