import { type KeyboardEvent, type ReactNode, type RefObject, useEffect, useId, useRef } from 'react';
import './dialog.css';

interface Props {
  title: ReactNode;
  /** The explanation under the title: the dialog's accessible description. */
  children: ReactNode;
  /** The answers, in order. */
  actions: ReactNode;
  /** Where focus starts: the safe answer. */
  initialFocus: RefObject<HTMLElement | null>;
  onEscape: () => void;
  icon?: ReactNode;
}

const focusable = 'button:not([disabled]), [href], input:not([disabled]), select:not([disabled]), [tabindex]:not([tabindex="-1"])';

/**
 * The admin's modal alert dialog, a small card over a dimmed screen (the
 * session warning, the confirmations): focus starts on `initialFocus` and
 * stays inside (Tab and Shift+Tab wrap), Esc calls `onEscape`, and focus goes
 * back where it was when the dialog closes.
 */
export function AlertDialog({ title, children, actions, initialFocus, onEscape, icon }: Props) {
  const id = useId();
  const box = useRef<HTMLDivElement>(null);

  useEffect(() => {
    const before = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    initialFocus.current?.focus();
    return () => before?.focus();
  }, [initialFocus]);

  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key === 'Escape') {
      event.stopPropagation();
      onEscape();
      return;
    }
    if (event.key !== 'Tab' || !box.current) return;
    const items = [...box.current.querySelectorAll<HTMLElement>(focusable)];
    const first = items[0];
    const last = items.at(-1);
    if (event.shiftKey && document.activeElement === first) {
      event.preventDefault();
      last?.focus();
    } else if (!event.shiftKey && document.activeElement === last) {
      event.preventDefault();
      first?.focus();
    }
  };

  return (
    <div className="session-dialog__backdrop">
      <div
        ref={box}
        className="session-dialog"
        role="alertdialog"
        aria-modal="true"
        aria-labelledby={`${id}-title`}
        aria-describedby={`${id}-text`}
        onKeyDown={onKeyDown}
      >
        {icon}
        <h2 id={`${id}-title`} className="session-dialog__title">
          {title}
        </h2>
        <div id={`${id}-text`} className="session-dialog__text">
          {children}
        </div>
        <div className="session-dialog__actions">{actions}</div>
      </div>
    </div>
  );
}
