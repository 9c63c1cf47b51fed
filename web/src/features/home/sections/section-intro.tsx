import type { ComponentProps } from 'react';
import { Link } from 'react-router';
import { SectionHeading } from '../../../components/section-heading';

interface SectionIntroProps extends ComponentProps<typeof SectionHeading> {
  /** The section's call to action, a button under or beside the heading. */
  action: { to: string; label: string; tone: 'primary' | 'light' };
}

/** A home section's heading with its call to action; the section's own wrapper places the two. */
export function SectionIntro({ action, ...heading }: SectionIntroProps) {
  return (
    <>
      <SectionHeading {...heading} />
      <Link className={`btn btn--${action.tone}`} to={action.to}>
        {action.label}
      </Link>
    </>
  );
}
