import { type ReactNode, useRef } from 'react';
import { AlertDialog } from './alert-dialog';

interface Props {
  title: string;
  children: ReactNode;
  confirmLabel: string;
  onConfirm: () => void;
  onCancel: () => void;
}

/** A question with two answers, the first one destructive (remove, re-key, change rights): focus starts on Cancel, and Esc cancels. */
export function ConfirmDialog({ title, children, confirmLabel, onConfirm, onCancel }: Props) {
  const cancel = useRef<HTMLButtonElement>(null);
  return (
    <AlertDialog
      title={title}
      initialFocus={cancel}
      onEscape={onCancel}
      actions={
        <>
          <button type="button" className="btn admin-btn--danger" onClick={onConfirm}>
            {confirmLabel}
          </button>
          <button ref={cancel} type="button" className="btn btn--ghost session-dialog__sign-out" onClick={onCancel}>
            Cancel
          </button>
        </>
      }
    >
      {children}
    </AlertDialog>
  );
}
