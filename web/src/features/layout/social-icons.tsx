import { siFacebook, siInstagram, siX } from 'simple-icons';
import { site } from '../../config/site';

/** simple-icons no longer carries LinkedIn: this is a drawn "in" tile in the same 24 px grid. */
const linkedinPath =
  'M4 2h16a2 2 0 0 1 2 2v16a2 2 0 0 1-2 2H4a2 2 0 0 1-2-2V4a2 2 0 0 1 2-2zM5.6 7a1.6 1.6 0 1 0 3.2 0a1.6 1.6 0 1 0-3.2 0zM5.7 9.8V18h3V9.8zM10.8 9.8V18h3v-4.1c0-1.3.5-2.1 1.6-2.1s1.5.8 1.5 2.1V18h3v-4.8c0-2.5-1.3-3.6-3.2-3.6-1.3 0-2.3.6-2.9 1.4V9.8z';

export const socialLinks = [
  { name: 'LinkedIn', href: site.social.linkedin, path: linkedinPath },
  { name: 'Instagram', href: site.social.instagram, path: siInstagram.path },
  { name: 'Facebook', href: site.social.facebook, path: siFacebook.path },
  { name: 'X', href: site.social.x, path: siX.path },
] as const;

/** The four social profiles, each opening in a new tab. */
export function SocialLinks() {
  return (
    <ul className="site-social">
      {socialLinks.map((link) => (
        <li key={link.name}>
          <a className="site-social__link" href={link.href} target="_blank" rel="noopener noreferrer" aria-label={`${site.name} on ${link.name} (opens in a new tab)`}>
            <svg width="20" height="20" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
              <path d={link.path} fill="currentColor" fillRule="evenodd" />
            </svg>
          </a>
        </li>
      ))}
    </ul>
  );
}
