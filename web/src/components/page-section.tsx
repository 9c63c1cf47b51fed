import type { ReactNode } from 'react';
import { SectionHeading } from './section-heading';

interface PageSectionProps {
  /** The section's classes, e.g. `section section--muted`. */
  className: string;
  /** The heading's id, which also labels the section. */
  id: string;
  kicker: string;
  title: ReactNode;
  /** The short paragraph under the title. */
  lead?: ReactNode;
  center?: boolean;
  children: ReactNode;
}

/**
 * A page section in a container, opened by its labelled heading. The home page uses it only
 * below the first screen, whose code loads after first paint (the first screen sits at its JS budget).
 */
export function PageSection({ className, lead, children, ...heading }: PageSectionProps) {
  return (
    <section className={className} aria-labelledby={heading.id}>
      <div className="container">
        <SectionHeading {...heading}>{lead}</SectionHeading>
        {children}
      </div>
    </section>
  );
}
