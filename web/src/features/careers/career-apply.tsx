import { lazy, Suspense } from 'react';
import { Send } from 'lucide-react';
import type { CareerPost } from '@contract/entities';
import { site } from '../../config/site';

/** The application form loads only when a visitor opens it: the list and the job's page stay light. */
const ApplyForm = lazy(() => import('./apply-form').then((module) => ({ default: module.ApplyForm })));

/** Apply opens a mail to the careers address with the job title as its subject. */
export const applyHref = (title: string) => `mailto:${site.careersEmail}?subject=${encodeURIComponent(title)}`;

/** The spec's Apply: a mail to the careers address. */
export function ApplyLink({ title }: { title: string }) {
  return (
    <a className="btn btn--primary" href={applyHref(title)} aria-label={`Apply for ${title}`}>
      <Send size={18} aria-hidden="true" />
      Apply
    </a>
  );
}

/** "Apply here": opens and closes the job's application form. */
export function ApplyHereButton({
  title,
  open,
  controls,
  onToggle,
}: {
  title: string;
  open: boolean;
  controls: string;
  onToggle: () => void;
}) {
  return (
    <button type="button" className="btn btn--ghost" aria-expanded={open} aria-controls={controls} onClick={onToggle}>
      Apply here <span className="visually-hidden">for {title}</span>
    </button>
  );
}

/** Where the application form opens, loaded on first opening. */
export function ApplyPanel({ id, job, open }: { id: string; job: CareerPost; open: boolean }) {
  return (
    <div id={id} hidden={!open}>
      {open && (
        <Suspense fallback={<p role="status">Loading the application form…</p>}>
          <ApplyForm job={job} />
        </Suspense>
      )}
    </div>
  );
}
