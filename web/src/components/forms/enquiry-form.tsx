import type { FormEventHandler, ReactNode, RefObject } from 'react';
import { type FormGuard, Honeypot } from '../../lib/form-guard';
import { LoadingOverlay } from './loading-overlay';

interface EnquiryFormProps {
  className: string;
  /** The form's own name, used when no heading outside labels it. */
  name: string;
  labelledBy?: string;
  sending: boolean;
  /** The form hook's formRef: it keeps what was typed before hydration. */
  formRef: RefObject<HTMLFormElement | null>;
  onSubmit: FormEventHandler<HTMLFormElement>;
  /** The spam guard: its token is fetched on the form's first focus or keystroke. */
  guard: FormGuard;
  children: ReactNode;
}

/** A public enquiry form: checked by our schema rather than the browser, named, and covered while it sends. */
export function EnquiryForm({ className, name, labelledBy, sending, formRef, onSubmit, guard, children }: EnquiryFormProps) {
  return (
    <form
      ref={formRef}
      className={className}
      noValidate
      onSubmit={onSubmit}
      aria-labelledby={labelledBy}
      aria-label={labelledBy ? undefined : name}
      aria-busy={sending}
      onFocusCapture={guard.start}
      onInputCapture={guard.start}
    >
      <LoadingOverlay shown={sending} />
      <Honeypot guard={guard} />
      {children}
    </form>
  );
}
