import { Mail, Phone } from 'lucide-react';
import { site } from '../config/site';
import { telHref } from './tel-href';

interface PhoneListProps {
  /** BEM block of the section the list sits in: classes are `<block>__phones` and `<block>__phone-country`. */
  block: string;
  /** Accessible name of the list. */
  label: string;
  /** Subject line of the e-mail link, when the mail should say where it came from. */
  mailSubject?: string;
}

/** The business e-mail and every office's phone, one line each with its icon, label and link. */
export function PhoneList({ block, label, mailSubject }: PhoneListProps) {
  const mailHref = `mailto:${site.businessEmail}${mailSubject ? `?subject=${encodeURIComponent(mailSubject)}` : ''}`;
  return (
    <ul className={`${block}__phones`} aria-label={label}>
      <li>
        <Mail size={18} aria-hidden="true" />
        <span className={`${block}__phone-country`}>E-mail</span>
        <a href={mailHref}>{site.businessEmail}</a>
      </li>
      {site.phones.map((phone) => (
        <li key={phone.country}>
          <Phone size={18} aria-hidden="true" />
          <span className={`${block}__phone-country`}>{phone.label}</span>
          <a href={telHref(phone.number)}>{phone.number}</a>
        </li>
      ))}
    </ul>
  );
}
