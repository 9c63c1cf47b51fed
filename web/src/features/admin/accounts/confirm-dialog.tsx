import { useId, useRef, type KeyboardEvent, type ReactNode } from 'react';
import '../shared/dialog.css';
import { useDialogFocus } from '../shared/use-dialog-focus';

interface Props {
  title: string;
  children: ReactNode;
  confirmLabel: string;
  onConfirm: () => void;
  onCancel: () => void;
}

/**
 * A modal question with two answers (the session warning's look): focus
 * starts on Cancel, stays inside (Tab wraps between the answers), Esc
 * cancels, and goes back where it was when the dialog closes.
 */
export function ConfirmDialog({ title, children, confirmLabel, onConfirm, onCancel }: Props) {
  const id = useId();
  const cancel = useRef<HTMLButtonElement>(null);
  const confirm = useRef<HTMLButtonElement>(null);

  useDialogFocus(cancel);

  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key === 'Escape') {
      event.stopPropagation();
      onCancel();
    } else if (event.key === 'Tab') {
      event.preventDefault();
      (document.activeElement === cancel.current ? confirm : cancel).current?.focus();
    }
  };

  return (
    <div className="session-dialog__backdrop">
      <div
        className="session-dialog"
        role="alertdialog"
        aria-modal="true"
        aria-labelledby={`${id}-title`}
        aria-describedby={`${id}-text`}
        onKeyDown={onKeyDown}
      >
        <h2 id={`${id}-title`} className="session-dialog__title">
          {title}
        </h2>
        <div id={`${id}-text`} className="session-dialog__text">
          {children}
        </div>
        <div className="session-dialog__actions">
          <button ref={confirm} type="button" className="btn account-btn--danger" onClick={onConfirm}>
            {confirmLabel}
          </button>
          <button ref={cancel} type="button" className="btn btn--ghost session-dialog__sign-out" onClick={onCancel}>
            Cancel
          </button>
        </div>
      </div>
    </div>
  );
}
