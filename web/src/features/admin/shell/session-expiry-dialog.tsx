import { useEffect, useRef, useState } from 'react';
import { TimerReset } from 'lucide-react';
import { minutesLeft } from '../../../lib/session';
import { AlertDialog } from '../shared/alert-dialog';
import { SpinIcon } from '../shared/spin-icon';

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

/**
 * `Your session ends in N minutes.` as a modal alert dialog: focus starts on
 * Stay signed in, and Esc closes it.
 */
export function SessionExpiryDialog({ endsAt, busy, onStay, onSignOut, onClose }: Props) {
  const stay = useRef<HTMLButtonElement>(null);
  const minutes = useMinutesLeft(endsAt);
  return (
    <AlertDialog
      title={`Your session ends in ${minutes} ${minutes === 1 ? 'minute' : 'minutes'}.`}
      icon={<TimerReset aria-hidden="true" width={28} height={28} className="session-dialog__icon" />}
      initialFocus={stay}
      onEscape={onClose}
      actions={
        <>
          <button ref={stay} type="button" className="btn btn--primary" onClick={busy ? undefined : onStay} aria-disabled={busy}>
            {busy && <SpinIcon size={18} />}
            Stay signed in
          </button>
          <button type="button" className="btn btn--ghost session-dialog__sign-out" onClick={onSignOut}>
            Sign out
          </button>
        </>
      }
    >
      Stay signed in to keep working; anything you are typing in a form is kept in this browser either way.
    </AlertDialog>
  );
}
