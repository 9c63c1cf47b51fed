import { Award, Check, Lightbulb, type LucideIcon } from 'lucide-react';
import { SectionHeading } from '../../../components/section-heading';
import { expertiseCards } from '../home-data';
import { IconCard } from './icon-card';

const expertiseIcons: LucideIcon[] = [Award, Lightbulb, Check];

/** Expertise and innovation: three cards. */
export function ExpertiseSection() {
  return (
    <section className="section" aria-labelledby="home-expertise-title">
      <div className="container">
        <SectionHeading kicker="Expertise & innovation" title="Deep engineering, with a bias for what comes next" id="home-expertise-title">
          Clients come to us for a skill they cannot hire fast enough. They stay because we keep bringing them ideas.
        </SectionHeading>
        <div className="grid grid--3">
          {expertiseCards.map((card, index) => (
            <IconCard
              key={card.id}
              index={index}
              as="article"
              className="card home-card"
              icon={expertiseIcons[index] ?? Check}
              card={card}
            />
          ))}
        </div>
      </div>
    </section>
  );
}
