import { SectionHeading } from '../../../components/section-heading';
import { processSteps } from '../home-data';
import './process-section.css';

/** Our process: three numbered steps on a line. */
export function ProcessSection() {
  return (
    <section className="section section--muted" aria-labelledby="home-process-title">
      <div className="container">
        <SectionHeading
          kicker="Our process"
          title="Three steps from first call to a system that runs itself"
          id="home-process-title"
          center
        />
        <ol className="home-process">
          {processSteps.map((step) => (
            <li key={step.id} className="home-process__step">
              <span className="home-process__badge">
                <step.icon size={28} aria-hidden="true" />
                <span className="home-process__count" aria-hidden="true">
                  {step.id}
                </span>
              </span>
              <h3>{step.title}</h3>
              <p>{step.text}</p>
            </li>
          ))}
        </ol>
      </div>
    </section>
  );
}
