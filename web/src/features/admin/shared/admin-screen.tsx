import { type ReactNode, useId } from 'react';
import './admin-screen.css';

interface Props {
  title: string;
  /** The screen's own class beside admin-screen. */
  className?: string;
  /** Buttons beside the title (Add, an export). */
  actions?: ReactNode;
  children: ReactNode;
}

/** An admin screen's frame: a section named by its title, with the screen's buttons beside it. */
export function AdminScreen({ title, className, actions, children }: Props) {
  const headingId = useId();
  return (
    <section className={className ? `admin-screen ${className}` : 'admin-screen'} aria-labelledby={headingId}>
      <div className="spread admin-screen__head">
        <h1 id={headingId} className="admin-screen__title">
          {title}
        </h1>
        {actions}
      </div>
      {children}
    </section>
  );
}
