import { type RefObject, useEffect } from 'react';

/** A modal dialog's focus: on `target` while it is open, back where it was when it closes. */
export function useDialogFocus(target: RefObject<HTMLElement | null>): void {
  useEffect(() => {
    const before = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    target.current?.focus();
    return () => before?.focus();
  }, [target]);
}
