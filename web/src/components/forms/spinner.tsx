import './forms.css';

/** A small rotating ring (spec §9: the contact form's spinner is size 15). */
export function Spinner({ size = 15, label }: { size?: number; label?: string }) {
  return (
    <span
      className="form-spinner"
      style={{ width: size, height: size }}
      role={label ? 'status' : undefined}
      aria-label={label}
      aria-hidden={label ? undefined : true}
    />
  );
}
