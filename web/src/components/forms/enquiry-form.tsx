import type { FormEventHandler, ReactNode } from 'react';
import { LoadingOverlay } from './loading-overlay';

interface EnquiryFormProps {
  className: string;
  /** The form's own name, used when no heading outside labels it. */
  name: string;
  labelledBy?: string;
  sending: boolean;
  onSubmit: FormEventHandler<HTMLFormElement>;
  children: ReactNode;
}

/** A public enquiry form: checked by our schema rather than the browser, named, and covered while it sends. */
export function EnquiryForm({ className, name, labelledBy, sending, onSubmit, children }: EnquiryFormProps) {
  return (
    <form
      className={className}
      noValidate
      onSubmit={onSubmit}
      aria-labelledby={labelledBy}
      aria-label={labelledBy ? undefined : name}
      aria-busy={sending}
    >
      <LoadingOverlay shown={sending} />
      {children}
    </form>
  );
}
