import { Mail, Phone } from 'lucide-react';
import { site } from '../../config/site';

const telHref = (number: string) => `tel:${number.replace(/[^\d+]/g, '')}`;

/** The hiring enquiry section: intro column plus the form column. */
export function HiringFormSlot() {
  return (
    <section className="section hire-form" id="hire-enquiry" aria-labelledby="hire-form-title">
      <div className="container hire-form__inner">
        <div className="hire-form__intro">
          <span className="kicker">Hiring enquiry</span>
          <h2 id="hire-form-title">Tell us about the team you need</h2>
          <p>A short note is enough to start: we reply with engineer profiles that match it.</p>
          <ul className="hire-form__checklist">
            <li>The skills you need, e.g. React, Python, DevOps or SAP</li>
            <li>Fixed price, monthly, or not decided yet</li>
            <li>How many engineers, and when they should start</li>
          </ul>
        </div>
        <div className="hire-form__column card">
          {/* Interim body: the visitor-flows issue replaces it with the hiring enquiry form. */}
          <h3 className="hire-form__column-title">Send us your requirements</h3>
          <p>Write to our hiring desk or call the office closest to you.</p>
          <a className="btn btn--primary hire-form__mail" href={`mailto:${site.businessEmail}?subject=${encodeURIComponent('Hiring enquiry')}`}>
            <Mail size={20} aria-hidden="true" />
            {site.businessEmail}
          </a>
          <ul className="hire-form__phones" aria-label="Phone numbers">
            {site.phones.map((phone) => (
              <li key={phone.country}>
                <Phone size={18} aria-hidden="true" />
                <span className="hire-form__phone-country">{phone.label}</span>
                <a href={telHref(phone.number)}>{phone.number}</a>
              </li>
            ))}
          </ul>
        </div>
      </div>
    </section>
  );
}
