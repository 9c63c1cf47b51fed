import { SectionHeading } from '../../../components/section-heading';
import type { HomePage as HomeDocument } from '@contract/entities';
import { homeIcons, iconAt } from '../home-icons';
import './process-section.css';

/** Our process: three numbered steps on a line. */
export function ProcessSection({ home }: { home: HomeDocument }) {
  return (
    <section className="section section--muted" aria-labelledby="home-process-title">
      <div className="container">
        <SectionHeading kicker={home.processKicker} title={home.processTitle} id="home-process-title" center />
        <ol className="home-process">
          {home.processSteps.map((step, index) => {
            const Icon = iconAt(homeIcons.process, index);
            return (
              <li key={step.title} className="home-process__step">
                <span className="home-process__badge">
                  <Icon size={28} aria-hidden="true" />
                  <span className="home-process__count" aria-hidden="true">
                    {index + 1}
                  </span>
                </span>
                <h3>{step.title}</h3>
                <p>{step.text}</p>
              </li>
            );
          })}
        </ol>
      </div>
    </section>
  );
}
