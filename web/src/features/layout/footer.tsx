import { lazy, Suspense, useId } from 'react';
import { Link } from 'react-router';
import { ArrowRight, Mail } from 'lucide-react';
import { site } from '../../config/site';
import { telHref } from '../../components/tel-href';
import { WhenNearViewport } from '../../components/when-near-viewport';
import { Flag } from './flags';
import { Logo } from './logo';
import { SocialLinks } from './social-icons';
import './footer.css';

// The form brings the API contract with it: it loads as the footer nears the viewport, not with the shell.
const NewsletterForm = lazy(async () => ({ default: (await import('./newsletter-form')).NewsletterForm }));
const formPlaceholder = <div className="site-footer__form-placeholder" aria-hidden="true" />;

/** Site footer on the ink surface: newsletter, identity, contacts, social and legal links. */
export function Footer() {
  const emailId = useId();
  return (
    <footer className="site-footer">
      <div className="container">
        <section className="site-footer__newsletter" aria-labelledby={`${emailId}-title`}>
          <div>
            <h2 id={`${emailId}-title`} className="site-footer__newsletter-title">
              Engineering notes, once a month
            </h2>
            <p>Case studies, delivery lessons and hiring insights from our teams. No spam, unsubscribe any time.</p>
          </div>
          <div className="site-footer__form">
            <WhenNearViewport placeholder={formPlaceholder}>
              <Suspense fallback={formPlaceholder}>
                <NewsletterForm />
              </Suspense>
            </WhenNearViewport>
          </div>
        </section>

        <div className="site-footer__grid">
          <div className="site-footer__about">
            <Logo variant="footer" />
            <p>{site.blurb}</p>
            <Link className="site-footer__cta" to="/contact">
              Contact us here
              <ArrowRight size={18} aria-hidden="true" />
            </Link>
          </div>

          <div>
            <h2 className="site-footer__heading">Talk to us</h2>
            <ul className="site-footer__list">
              <li>
                <a className="site-footer__contact" href={`mailto:${site.businessEmail}`}>
                  <Mail size={18} aria-hidden="true" />
                  {site.businessEmail}
                </a>
              </li>
              {site.phones.map((phone) => (
                <li key={phone.country}>
                  <a className="site-footer__contact" href={telHref(phone.number)}>
                    <Flag country={phone.country} label={phone.label} />
                    {phone.number}
                  </a>
                </li>
              ))}
            </ul>
          </div>

          <div>
            <h2 className="site-footer__heading">Company</h2>
            <ul className="site-footer__list">
              <li>
                <Link to="/about">About us</Link>
              </li>
              <li>
                <Link to="/career">Career</Link>
              </li>
              <li>
                <Link to="/success-stories">Success stories</Link>
              </li>
              <li>
                <Link to="/privacy-policy">Privacy Policy</Link>
              </li>
            </ul>
          </div>

          <div>
            <h2 className="site-footer__heading">Follow us</h2>
            <SocialLinks />
            <p className="site-footer__offices">{site.offices.map((office) => office.city).join(' · ')}</p>
          </div>
        </div>

        <div className="site-footer__bottom">
          <p>
            © {site.copyrightYear} {site.name}. All rights reserved.
          </p>
          <p>{site.tagline}</p>
        </div>
      </div>
    </footer>
  );
}
