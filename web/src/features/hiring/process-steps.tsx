import { Reveal } from '../../components/reveal';
import type { ProcessStep } from './hiring-data';
import './process-steps.css';

interface ProcessStepsProps {
  steps: ProcessStep[];
  /** row: numbered badges joined by a line across the page; timeline: a vertical numbered track. */
  layout: 'row' | 'timeline';
  label: string;
  /** Level of the step titles: h3 under a section's h2, h4 under a sub-heading. */
  headingLevel?: 3 | 4;
}

/** A numbered process graphic drawn in CSS: an ordered list, so the order is read out too. */
export function ProcessSteps({ steps, layout, label, headingLevel = 3 }: ProcessStepsProps) {
  const Title = `h${headingLevel}` as const;
  return (
    <ol className={`hire-steps hire-steps--${layout}`} aria-label={label}>
      {steps.map((step, index) => (
        <Reveal as="li" index={index} key={step.title} className="hire-steps__item">
          <span className="disc hire-steps__number" aria-hidden="true">
            {String(index + 1).padStart(2, '0')}
          </span>
          <div className="hire-steps__body">
            <Title className="hire-steps__title">
              <span className="visually-hidden">Step {index + 1}: </span>
              {step.title}
            </Title>
            <p className="hire-steps__text">{step.text}</p>
          </div>
        </Reveal>
      ))}
    </ol>
  );
}
