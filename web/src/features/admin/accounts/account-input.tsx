import { useId } from 'react';
import { FieldError } from '../../../components/forms/form-field';
import { SpinIcon } from '../shared/spin-icon';

export interface AccountInputProps {
  name: string;
  label: string;
  type: 'email' | 'password';
  autoComplete: string;
  value: string;
  onChange: (value: string) => void;
  /** The field's message from the last check or the server's 400, shown in place (as the content forms do). */
  error?: string;
  /** A line under the field, read with it (a rule to meet, stated before anyone fails it). */
  hint?: string;
}

/** One labelled input of the account forms, its error under it. */
export function AccountInput({ name, label, type, autoComplete, value, onChange, error, hint }: AccountInputProps) {
  const id = useId();
  const describedBy = [hint && `${id}-hint`, error && `${id}-error`].filter(Boolean).join(' ');
  return (
    <div className={`admin-form__field${error ? ' admin-form__field--invalid' : ''}`} data-field={name}>
      <label htmlFor={id}>{label}</label>
      <input
        id={id}
        name={name}
        type={type}
        autoComplete={autoComplete}
        value={value}
        aria-required="true"
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy || undefined}
        onChange={(event) => onChange(event.target.value)}
      />
      {hint && (
        <p id={`${id}-hint`} className="admin-form__hint">
          {hint}
        </p>
      )}
      <FieldError id={`${id}-error`} message={error} />
    </div>
  );
}

/** An account form's submit button: disabled with a spinner while its form sends. */
export function SendButton({ sending, label, card = false }: { sending: boolean; label: string; card?: boolean }) {
  return (
    <button type="submit" className={`btn btn--primary${card ? ' admin-login__submit' : ''}`} disabled={sending}>
      {sending && <SpinIcon size={18} />}
      {label}
    </button>
  );
}
