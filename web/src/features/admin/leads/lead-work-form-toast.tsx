/** The toast after a lead change is saved: the server's words and an Undo that writes the previous value back. */
import { useRef } from 'react';
import toast, { type Toast } from 'react-hot-toast';

/** Longer than a plain success toast, so Undo can be reached by Tab; while Undo has the focus the toast stays. */
export const undoToastMs = 10_000;

interface Offer {
  message: string;
  onUndo: () => void;
}

function UndoToast({ shown, offer }: { shown: Toast; offer: Offer }) {
  // Once used (or gone), leaving the button must not bring the toast back.
  const used = useRef(false);
  return (
    <span className="lead-undo-toast">
      {offer.message}
      <button
        type="button"
        className="btn btn--ghost lead-undo-toast__undo"
        onFocus={() => show(offer, shown.id, Number.POSITIVE_INFINITY)}
        onBlur={() => {
          if (!used.current && shown.visible) show(offer, shown.id, undoToastMs);
        }}
        onClick={() => {
          used.current = true;
          toast.dismiss(shown.id);
          offer.onUndo();
        }}
      >
        Undo
      </button>
    </span>
  );
}

/** Shows the offer, or (with an id) shows it again with a new time to live, counted from now. */
function show(offer: Offer, id?: string, duration = undoToastMs): string {
  return toast.success((shown) => <UndoToast shown={shown} offer={offer} />, { id, duration });
}

export function toastWithUndo(message: string, onUndo: () => void): void {
  show({ message, onUndo });
}
