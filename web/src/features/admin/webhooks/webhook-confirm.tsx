import { type ReactNode, useRef } from 'react';
import { AlertDialog } from '../shared/alert-dialog';

interface Props {
  title: string;
  children: ReactNode;
  confirmLabel: string;
  onConfirm: () => void;
  onCancel: () => void;
}

/** Remove or re-key a webhook? Focus starts on Cancel, and Esc cancels. */
export function WebhookConfirm({ title, children, confirmLabel, onConfirm, onCancel }: Props) {
  const cancel = useRef<HTMLButtonElement>(null);
  return (
    <AlertDialog
      title={title}
      initialFocus={cancel}
      onEscape={onCancel}
      actions={
        <>
          <button type="button" className="btn webhook-btn--danger" onClick={onConfirm}>
            {confirmLabel}
          </button>
          <button ref={cancel} type="button" className="btn btn--ghost" onClick={onCancel}>
            Cancel
          </button>
        </>
      }
    >
      {children}
    </AlertDialog>
  );
}
