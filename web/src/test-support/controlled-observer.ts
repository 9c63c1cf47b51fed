import { vi } from 'vitest';

/**
 * Replaces IntersectionObserver with one the test triggers by hand (instead of
 * the setup's always-in-view one); the answer tells every observer its
 * targets came into view. Undone by vi.unstubAllGlobals().
 */
export function controlledObserver(): () => void {
  const callbacks: IntersectionObserverCallback[] = [];
  vi.stubGlobal(
    'IntersectionObserver',
    class {
      constructor(callback: IntersectionObserverCallback) {
        callbacks.push(callback);
      }
      observe() {}
      disconnect() {}
    },
  );
  return () => {
    for (const callback of callbacks) callback([{ isIntersecting: true } as IntersectionObserverEntry], {} as IntersectionObserver);
  };
}
