import { PhoneList } from '../../components/phone-list';
import { ContactForm } from './contact-form';

/** The "Leave us a message" section frame of the Contact page. */
export function ContactFormSlot() {
  return (
    <section className="contact-form card" aria-labelledby="contact-form-title">
      <h2 id="contact-form-title" className="contact-form__title">
        Leave us a message
      </h2>
      <ContactForm labelledBy="contact-form-title" />
      <h3 className="contact-form__subtitle">Prefer e-mail or phone?</h3>
      <PhoneList block="contact-form" label="Other ways to reach us" />
    </section>
  );
}
