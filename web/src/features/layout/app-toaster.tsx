import { useEffect } from 'react';
import { Toaster, toast, useToasterStore } from 'react-hot-toast';

/** General toasts (spec §9): top centre; success 2 s, loading until dismissed, the others 4 s; 20 at most. */
export const toastLimit = 20;

export const toastOptions = {
  duration: 4000,
  blank: { duration: 4000 },
  error: { duration: 4000 },
  custom: { duration: 4000 },
  success: { duration: 2000 },
  loading: { duration: Infinity },
};

/** react-hot-toast has no visible-count option: dismiss the oldest beyond the limit. */
function useToastLimit(limit: number) {
  const { toasts } = useToasterStore();
  useEffect(() => {
    // The store lists the newest first.
    for (const item of toasts.filter((each) => each.visible).slice(limit)) toast.dismiss(item.id);
  }, [toasts, limit]);
}

export function AppToaster() {
  useToastLimit(toastLimit);
  return <Toaster position="top-center" toastOptions={toastOptions} />;
}
