import { useEffect, useId, useRef, useState, type KeyboardEvent } from 'react';
import { TimerReset } from 'lucide-react';
import { minutesLeft } from '../../../lib/session';
import '../shared/dialog.css';
import { SpinIcon } from '../shared/spin-icon';
import { useDialogFocus } from '../shared/use-dialog-focus';

interface Props {
  /** When the session ends (this browser's clock, ms). */
  endsAt: number;
  busy: boolean;
  onStay: () => void;
  onSignOut: () => void;
  onClose: () => void;
}

/** The minutes left, redrawn when the count drops (a timer per minute, not a tick per second). */
function useMinutesLeft(endsAt: number): number {
  const [minutes, setMinutes] = useState(() => minutesLeft(endsAt));
  useEffect(() => {
    setMinutes(minutesLeft(endsAt));
    let timer: ReturnType<typeof setTimeout>;
    const next = () => {
      const left = minutesLeft(endsAt);
      setMinutes(left);
      if (left > 1) timer = setTimeout(next, endsAt - Date.now() - (left - 1) * 60_000);
    };
    next();
    return () => clearTimeout(timer);
  }, [endsAt]);
  return minutes;
}

const focusable = 'button:not([disabled]), [href], input:not([disabled]), [tabindex]:not([tabindex="-1"])';

/**
 * `Your session ends in N minutes.` as a modal alert dialog: focus moves in
 * and stays in (Tab wraps), Esc closes it, and focus goes back where it was.
 */
export function SessionExpiryDialog({ endsAt, busy, onStay, onSignOut, onClose }: Props) {
  const id = useId();
  const box = useRef<HTMLDivElement>(null);
  const stay = useRef<HTMLButtonElement>(null);
  const minutes = useMinutesLeft(endsAt);

  useDialogFocus(stay);

  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key === 'Escape') {
      event.stopPropagation();
      onClose();
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
        <TimerReset aria-hidden="true" width={28} height={28} className="session-dialog__icon" />
        <h2 id={`${id}-title`} className="session-dialog__title">
          Your session ends in {minutes} {minutes === 1 ? 'minute' : 'minutes'}.
        </h2>
        <p id={`${id}-text`} className="session-dialog__text">
          Stay signed in to keep working; anything you are typing in a form is kept in this browser either way.
        </p>
        <div className="session-dialog__actions">
          <button ref={stay} type="button" className="btn btn--primary" onClick={busy ? undefined : onStay} aria-disabled={busy}>
            {busy && <SpinIcon size={18} />}
            Stay signed in
          </button>
          <button type="button" className="btn btn--ghost session-dialog__sign-out" onClick={onSignOut}>
            Sign out
          </button>
        </div>
      </div>
    </div>
  );
}
