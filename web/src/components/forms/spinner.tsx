import './forms.css';

/** A small rotating ring (spec §9: the contact form's spinner is size 15). */
export function Spinner({ size = 15, label }: { size?: number; label?: string }) {
  const style = { width: size, height: size };
  // A labelled spinner is announced as a status; an unlabelled one is decoration.
  return label ? (
    <span className="form-spinner" style={style} role="status" aria-label={label} />
  ) : (
    <span className="form-spinner" style={style} aria-hidden="true" />
  );
}
