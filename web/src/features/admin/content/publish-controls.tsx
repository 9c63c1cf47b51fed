import { FieldError } from '../../../components/forms/form-field';
import { formatDateTime } from '../../../lib/format';
import { zonedTime } from './form-fields';

interface PublishControlsProps {
  inputId: string;
  /** The datetime-local value (the browser's time). */
  publishAt: string;
  onPublishAtChange: (value: string) => void;
  error?: string;
  busy: boolean;
  uploading: boolean;
  onSaveDraft: () => void;
  /** The stored item is on the site: Save draft would take it off. */
  live: boolean;
  /** A kind that is always published: Submit alone. */
  withoutStatus?: boolean;
}

/** What Submit will do with this Publish at: schedule it (a future time) or publish now. */
function submitOutcome(publishAt: string, now = Date.now()): string {
  const when = zonedTime(publishAt);
  const time = when ? Date.parse(when) : Number.NaN;
  if (Number.isNaN(time) || time <= now) return 'Leave empty to publish at once; a future time schedules it.';
  return `Submit schedules it for ${formatDateTime(when as string)}.`;
}

/**
 * Publish at, the spec's Submit (publishes, or schedules for a future time)
 * and Save draft beside it (saves without publishing).
 */
export function PublishControls(props: PublishControlsProps) {
  const { inputId, publishAt, onPublishAtChange, error, busy, uploading, onSaveDraft, live, withoutStatus } = props;
  const hintId = `${inputId}-hint`;
  const errorId = `${inputId}-error`;
  if (withoutStatus) {
    return (
      <div className="admin-form__publish">
        <div className="admin-form__actions">
          <button type="submit" className="btn btn--primary" disabled={busy || uploading}>
            Submit
          </button>
        </div>
        <p className="admin-form__hint">Submit puts the changes on the site; the page is always published.</p>
      </div>
    );
  }
  return (
    <div className="admin-form__publish">
      <div className={`admin-form__field${error ? ' admin-form__field--invalid' : ''}`} data-field="publishAt">
        <label htmlFor={inputId}>Publish at</label>
        <input
          id={inputId}
          type="datetime-local"
          value={publishAt}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? `${hintId} ${errorId}` : hintId}
          onChange={(event) => onPublishAtChange(event.target.value)}
        />
        <p id={hintId} className="admin-form__hint" aria-live="polite">
          Optional. {submitOutcome(publishAt)}
        </p>
        <FieldError id={errorId} message={error} />
      </div>
      <div className="admin-form__actions">
        <button type="submit" className="btn btn--primary" disabled={busy || uploading}>
          Submit
        </button>
        <button type="button" className="btn btn--ghost" disabled={busy || uploading} onClick={onSaveDraft}>
          Save draft
        </button>
        {uploading && <span className="admin-form__hint">Waiting for the upload to finish…</span>}
      </div>
      {live && <p className="admin-form__hint">This item is on the site: Save draft takes it off until it is submitted again.</p>}
    </div>
  );
}
