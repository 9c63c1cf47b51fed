import type { ReactNode } from 'react';

interface SectionHeadingProps {
  kicker: string;
  title: ReactNode;
  children?: ReactNode;
  center?: boolean;
  /** Heading level; sections under a page's h1 use h2. */
  level?: 2 | 3;
  id?: string;
}

/** A section title with the short kicker line above it. */
export function SectionHeading({ kicker, title, children, center = false, level = 2, id }: SectionHeadingProps) {
  const Heading = `h${level}` as const;
  return (
    <header className={`section-heading ${center ? 'section-heading--center' : ''}`}>
      <span className="kicker">{kicker}</span>
      <Heading id={id}>{title}</Heading>
      {children && <p>{children}</p>}
    </header>
  );
}
