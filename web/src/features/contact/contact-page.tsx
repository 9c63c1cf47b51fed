import { useEffect } from 'react';
import { usePageMeta } from '../../components/page-meta';
import { Reveal } from '../../components/reveal';
import { site } from '../../config/site';
import { ContactFormSlot } from './contact-form-slot';
import { OfficeAddress } from './office-address';
import { WorldMap } from './world-map';
import './contact.css';

/** /contact — hero, the message section, the Office Address panel and the world map. */
export function ContactPage() {
  usePageMeta(
    'Contact Us',
    `Contact ${site.name}: offices in Kolkata, California and Singapore, and ${site.businessEmail} for project and hiring enquiries.`,
  );
  // Spec §2: the Contact page scrolls smoothly to the top when opened (the shell also jumps to top on route changes).
  useEffect(() => {
    window.scrollTo({ top: 0, behavior: 'smooth' });
  }, []);
  return (
    <>
      <section className="contact-hero" aria-labelledby="contact-title">
        <div className="container contact-hero__inner">
          <span className="kicker">We are listening</span>
          <h1 id="contact-title" className="contact-hero__title">
            Contact Us
          </h1>
          <p className="contact-hero__subtitle">Get in touch with our help team &amp; get instant response</p>
        </div>
        <HeroMesh />
      </section>

      <div className="section section--muted">
        <div className="container contact-main">
          <Reveal index={0} className="contact-main__form">
            <ContactFormSlot />
          </Reveal>
          <Reveal index={1} className="contact-main__offices">
            <OfficeAddress />
          </Reveal>
        </div>
      </div>

      <section className="section contact-world" aria-labelledby="contact-world-title">
        <div className="container">
          <header className="section-heading section-heading--center">
            <span className="kicker">Where we are</span>
            <h2 id="contact-world-title">Three offices, one delivery team</h2>
            <p>Engineers in India work in shifts that overlap with clients from California to Singapore.</p>
          </header>
          <WorldMap />
        </div>
      </section>
    </>
  );
}

/** Decorative network mesh behind the hero title. */
function HeroMesh() {
  const points: Array<[number, number]> = [
    [40, 160],
    [140, 60],
    [250, 140],
    [360, 40],
    [470, 120],
    [580, 30],
    [690, 110],
    [800, 50],
    [910, 150],
    [1020, 70],
    [1130, 130],
  ];
  return (
    <svg
      className="contact-hero__mesh"
      viewBox="0 0 1160 200"
      width="1160"
      height="200"
      preserveAspectRatio="xMidYMid slice"
      aria-hidden="true"
    >
      <polyline points={points.map((point) => point.join(',')).join(' ')} />
      {points.map(([x, y]) => (
        <circle key={`${x}-${y}`} cx={x} cy={y} r="4" />
      ))}
    </svg>
  );
}
