import { Spinner } from './spinner';
import './forms.css';

/** Covers a form while it is being sent; the form underneath is inert meanwhile. */
export function LoadingOverlay({ shown, label = 'Sending…', size = 15 }: { shown: boolean; label?: string; size?: number }) {
  if (!shown) return null;
  return (
    <div className="form-overlay" data-testid="form-overlay">
      <span className="form-overlay__box" role="status">
        <Spinner size={size} />
        <span>{label}</span>
      </span>
    </div>
  );
}
