import { useEffect, useState, useSyncExternalStore } from 'react';
import { useNavigate } from 'react-router';
import toast from 'react-hot-toast';
import { routes } from '@contract/routes';
import { isAcknowledged, isUnauthorized } from '../../../lib/api';
import { adminToken, clearAdminToken, onTokenChange, saveAdminToken, sessionEndsAt, warningAt } from '../../../lib/session';
import { SessionExpiryDialog } from './session-expiry-dialog';
import { loginPath, useEndSession } from '../shared/session-redirect';
import { failureText, useAdminCall } from '../shared/use-admin-call';

type Warning = 'waiting' | 'shown' | 'dismissed';

/** Runs `run` at `time` (ms); a time already past runs it at once. */
function at(time: number, run: () => void): ReturnType<typeof setTimeout> {
  return setTimeout(run, Math.max(0, time - Date.now()));
}

const clock = (time: number) => new Date(time).toLocaleTimeString([], { hour: '2-digit', minute: '2-digit' });

/**
 * Watches the admin session from its token's exp: one timer for the warning
 * five minutes before, one for the end (which goes to the login, saying why).
 * A new token (Stay signed in) moves both.
 */
export function SessionWatch() {
  const token = useSyncExternalStore(onTokenChange, adminToken, () => null);
  const endsAt = sessionEndsAt(token);
  const endSession = useEndSession();
  const call = useAdminCall();
  const navigate = useNavigate();
  const [warning, setWarning] = useState<Warning>('waiting');
  const [busy, setBusy] = useState(false);

  useEffect(() => {
    setWarning('waiting');
    if (endsAt === null) return;
    const timers = [at(warningAt(endsAt), () => setWarning((now) => (now === 'waiting' ? 'shown' : now))), at(endsAt, endSession)];
    return () => timers.forEach(clearTimeout);
  }, [endsAt, endSession]);

  if (endsAt === null || warning !== 'shown') return null;

  const stay = async () => {
    setBusy(true);
    const result = await call(routes.refreshSession);
    setBusy(false);
    if (isAcknowledged(result) && result.token) {
      saveAdminToken(result.token);
      const next = sessionEndsAt(result.token);
      toast.success(next === null ? 'You are still signed in.' : `You are signed in until ${clock(next)}.`);
    } else if (!isUnauthorized(result)) toast.error(failureText(result));
  };
  const signOut = () => {
    clearAdminToken();
    void navigate(loginPath, { replace: true });
  };

  return (
    <SessionExpiryDialog
      endsAt={endsAt}
      busy={busy}
      onStay={() => void stay()}
      onSignOut={signOut}
      onClose={() => setWarning('dismissed')}
    />
  );
}
