import { useEffect, useRef, useState } from 'react';
import { useBlocker } from 'react-router';

export const unsavedWarning = 'You have unsaved changes. Leave this page and lose them?';

/**
 * Unsaved changes: once `markDirty` ran, warn on in-app navigation and on
 * closing or reloading the tab, until `release` (a saved form leaves freely)
 * or `markClean` (saved, and the editor stays in the form).
 */
export function useLeaveGuard() {
  const [dirty, setDirty] = useState(false);
  const released = useRef(false);

  const blocker = useBlocker(
    ({ currentLocation, nextLocation }) =>
      dirty && !released.current && nextLocation.pathname !== '/admin/login' && currentLocation.pathname !== nextLocation.pathname,
  );
  // Keyed on the state, not the blocker object: a re-render while blocked must not ask twice.
  // biome-ignore lint/correctness/useExhaustiveDependencies: keyed on blocker.state on purpose (see above)
  useEffect(() => {
    if (blocker.state !== 'blocked') return;
    if (window.confirm(unsavedWarning)) blocker.proceed();
    else blocker.reset();
  }, [blocker.state]);
  useEffect(() => {
    if (!dirty) return;
    const warn = (event: BeforeUnloadEvent) => {
      event.preventDefault();
      event.returnValue = '';
    };
    window.addEventListener('beforeunload', warn);
    return () => window.removeEventListener('beforeunload', warn);
  }, [dirty]);

  return {
    markDirty: () => setDirty(true),
    markClean: () => setDirty(false),
    release: () => {
      released.current = true;
    },
  };
}
