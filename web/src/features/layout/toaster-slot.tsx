import { lazy, Suspense, useEffect, useState } from 'react';

// Written with .then: `(await import()).X` makes the bundler wrap the import in a helper, bytes every first load carries.
const AppToaster = lazy(() => import('./app-toaster').then((module) => ({ default: module.AppToaster })));

/** A public toast always answers something the visitor did: these come first. */
const intentEvents = ['pointerdown', 'keydown', 'focusin'] as const;

/**
 * The general toaster, kept off the first load: it loads on the visitor's first
 * interaction (at once where `eager`, the admin area). A toast raised before it
 * mounts waits in react-hot-toast's store and shows when it does.
 */
export function ToasterSlot({ eager }: { eager: boolean }) {
  const [wanted, setWanted] = useState(eager);
  useEffect(() => {
    if (wanted) return;
    if (eager) return setWanted(true);
    const want = () => setWanted(true);
    for (const name of intentEvents) document.addEventListener(name, want, { capture: true, passive: true });
    return () => {
      for (const name of intentEvents) document.removeEventListener(name, want, { capture: true });
    };
  }, [wanted, eager]);
  return wanted ? (
    <Suspense fallback={null}>
      <AppToaster />
    </Suspense>
  ) : null;
}
