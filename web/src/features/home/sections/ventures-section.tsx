import { ventureCards } from '../home-data';
import { IconCards } from './icon-card';
import { SectionIntro } from './section-intro';
import './ventures-section.css';

/** Startups and venture capital: an ink panel, kept apart from the ink footer. */
export function VenturesSection() {
  return (
    <section className="section home-ventures" aria-labelledby="home-ventures-title">
      <div className="container">
        <div className="home-ventures__panel split">
          <div>
            <SectionIntro
              kicker="Startups & venture capital"
              title="A build partner for founders and the funds behind them"
              id="home-ventures-title"
              action={{ to: '/contact', label: 'Start a conversation', tone: 'light' }}
            >
              We work alongside accelerators and venture capital firms so that good ideas do not stall for lack of engineers.
            </SectionIntro>
          </div>
          <div className="home-ventures__cards">
            <IconCards cards={ventureCards} iconClass="home-ventures__icon" as="article" className="home-ventures__card" />
          </div>
        </div>
      </div>
    </section>
  );
}
