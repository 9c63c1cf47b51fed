/**
 * A labelled select saved the moment a choice is made (a lead's status, an
 * application's stage): it looks held while the save is in flight, says
 * "Saving…" in a line kept in the page so a screen reader hears it fill,
 * and a refusal under it.
 */
import { type ReactNode, useId } from 'react';
import './admin-detail.css';

interface SavingSelectProps {
  label: string;
  value: string;
  busy: boolean;
  /** Why the last change was refused; empty when it was not. */
  failure: string;
  onChoose: (value: string) => void;
  children: ReactNode;
}

export function SavingSelect({ label, value, busy, failure, onChoose, children }: SavingSelectProps) {
  const ids = { control: useId(), error: useId() };
  return (
    <div className={`admin-form__field saving-select${busy ? ' saving-select--busy' : ''}`}>
      <label htmlFor={ids.control}>{label}</label>
      <select
        id={ids.control}
        value={value}
        aria-busy={busy}
        aria-invalid={failure ? true : undefined}
        aria-describedby={failure ? ids.error : undefined}
        onChange={(event) => onChoose(event.target.value)}
      >
        {children}
      </select>
      <p className="saving-select__pending" role="status">
        {busy ? 'Saving…' : ''}
      </p>
      {failure && (
        <p id={ids.error} className="admin-form__error" role="alert">
          {failure}
        </p>
      )}
    </div>
  );
}
