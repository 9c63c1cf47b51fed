import { Link } from 'react-router';
import { Handshake, Rocket, type LucideIcon } from 'lucide-react';
import { Reveal } from '../../../components/reveal';
import { SectionHeading } from '../../../components/section-heading';
import { ventureCards } from '../home-data';
import './ventures-section.css';

const ventureIcons: LucideIcon[] = [Rocket, Handshake];

/** Startups and venture capital: an ink panel, kept apart from the ink footer. */
export function VenturesSection() {
  return (
    <section className="section home-ventures" aria-labelledby="home-ventures-title">
      <div className="container">
        <div className="home-ventures__panel home-ventures__grid">
          <div>
            <SectionHeading
              kicker="Startups & venture capital"
              title="A build partner for founders and the funds behind them"
              id="home-ventures-title"
            >
              We work alongside accelerators and venture capital firms so that good ideas do not stall for lack of engineers.
            </SectionHeading>
            <Link className="btn btn--light" to="/contact">
              Start a conversation
            </Link>
          </div>
          <div className="home-ventures__cards">
            {ventureCards.map((card, index) => {
              const Icon = ventureIcons[index] ?? Rocket;
              return (
                <Reveal key={card.id} index={index} as="article" className="home-ventures__card">
                  <Icon size={28} aria-hidden="true" />
                  <h3>{card.title}</h3>
                  <p>{card.text}</p>
                </Reveal>
              );
            })}
          </div>
        </div>
      </div>
    </section>
  );
}
