import type { ReactNode } from 'react';

interface ClosingCallProps {
  /** The heading's id, which also labels the section. */
  id: string;
  title: ReactNode;
  text: ReactNode;
  /** Extra classes for the section. */
  className?: string;
  /** The buttons. */
  children: ReactNode;
}

/** A page's closing call to action on ink: its words at one end, its buttons at the other (studio pages, case studies). */
export function ClosingCall({ id, title, text, className = '', children }: ClosingCallProps) {
  return (
    <section className={`section section--ink ${className}`} aria-labelledby={id}>
      <div className="container spread closing-call">
        <div>
          <h2 id={id}>{title}</h2>
          <p className="prose">{text}</p>
        </div>
        <div className="closing-call__actions">{children}</div>
      </div>
    </section>
  );
}
