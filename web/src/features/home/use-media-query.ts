import { useSyncExternalStore } from 'react';

/** Whether a media query matches now, updated when it changes. */
export function useMediaQuery(query: string): boolean {
  return useSyncExternalStore(
    (notify) => {
      const list = window.matchMedia(query);
      list.addEventListener('change', notify);
      return () => list.removeEventListener('change', notify);
    },
    () => window.matchMedia(query).matches,
    () => false,
  );
}

export const desktopQuery = '(min-width: 768px)';
export const reducedMotionQuery = '(prefers-reduced-motion: reduce)';
