import type { HomePage as HomeDocument } from '@contract/entities';
import { homeIcons, withIcons } from '../home-icons';
import { IconCards } from './icon-card';
import { SectionIntro } from './section-intro';
import './ventures-section.css';

/** Startups and venture capital: an ink panel, kept apart from the ink footer. */
export function VenturesSection({ home }: { home: HomeDocument }) {
  return (
    <section className="section home-ventures" aria-labelledby="home-ventures-title">
      <div className="container">
        <div className="home-ventures__panel split">
          <div>
            <SectionIntro
              kicker={home.venturesKicker}
              title={home.venturesTitle}
              id="home-ventures-title"
              action={{ to: '/contact', label: home.venturesButton, tone: 'light' }}
            >
              {home.venturesLead}
            </SectionIntro>
          </div>
          <div className="home-ventures__cards">
            <IconCards
              cards={withIcons(home.ventures, homeIcons.ventures)}
              iconClass="home-ventures__icon"
              as="article"
              className="home-ventures__card"
            />
          </div>
        </div>
      </div>
    </section>
  );
}
