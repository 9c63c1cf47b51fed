import { Check, Headset, Layers, Lightbulb, Users, type LucideIcon } from 'lucide-react';
import { SectionHeading } from '../../../components/section-heading';
import { whyUsPoints } from '../home-data';
import { IconCard } from './icon-card';
import './why-us-section.css';

const whyUsIcons: LucideIcon[] = [Layers, Headset, Lightbulb, Users];

/** Why us: four reasons. */
export function WhyUsSection() {
  return (
    <section className="section" aria-labelledby="home-why-title">
      <div className="container">
        <SectionHeading kicker="Why us" title="Four reasons clients renew with us" id="home-why-title" center />
        <ul className="home-why">
          {whyUsPoints.map((point, index) => (
            <IconCard key={point.id} index={index} as="li" className="home-why__item" icon={whyUsIcons[index] ?? Check} card={point} />
          ))}
        </ul>
      </div>
    </section>
  );
}
