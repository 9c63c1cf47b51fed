import { AdminField } from '../shared/admin-field';
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

/** One labelled input of the account forms, its error under it. An empty hint shows nothing. */
export function AccountInput({ name, label, type, autoComplete, value, onChange, error, hint }: AccountInputProps) {
  return (
    <AdminField name={name} label={label} error={error} hint={hint || undefined}>
      {(control) => (
        <input
          {...control}
          name={name}
          type={type}
          autoComplete={autoComplete}
          value={value}
          aria-required="true"
          onChange={(event) => onChange(event.target.value)}
        />
      )}
    </AdminField>
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
