import { Mail, MapPin } from 'lucide-react';
import { site } from '../../config/site';

/** What each office does, keyed by city; the offices themselves come from the site configuration. */
const officeRoles: Record<string, string> = {
  Kolkata: 'Engineering and delivery centre',
  California: 'Client partnerships for North America',
  Singapore: 'Asia-Pacific client office',
};

/** The Office Address panel: the three offices plus Connect with us (spec §2: four entries, no street address or phone). */
export function OfficeAddress() {
  return (
    <section className="contact-offices" aria-labelledby="contact-offices-title">
      <h2 id="contact-offices-title" className="contact-offices__title">
        Office Address
      </h2>
      <ul className="contact-offices__list">
        {site.offices.map((office) => (
          <li key={office.city} className="contact-offices__entry">
            <span className="disc contact-offices__icon" aria-hidden="true">
              <MapPin size={20} />
            </span>
            <div>
              <h3 className="contact-offices__name">{office.country}</h3>
              {office.city !== office.country && <p className="contact-offices__place">{office.city}</p>}
              {officeRoles[office.city] && <p className="contact-offices__role">{officeRoles[office.city]}</p>}
            </div>
          </li>
        ))}
        <li className="contact-offices__entry">
          <span className="disc contact-offices__icon contact-offices__icon--mail" aria-hidden="true">
            <Mail size={20} />
          </span>
          <div>
            <h3 className="contact-offices__name">Connect with us</h3>
            <a className="contact-offices__mail" href={`mailto:${site.businessEmail}`}>
              {site.businessEmail}
            </a>
          </div>
        </li>
      </ul>
    </section>
  );
}
