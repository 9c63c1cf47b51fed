/**
 * A labelled input with a fixed id, its error said in the admin's error line
 * under it: the sign-in card's fields and the erasure form's address.
 */
import type { Ref } from 'react';

interface LineInputProps {
  id: string;
  label: string;
  type: 'email' | 'password';
  autoComplete: string;
  value: string;
  error?: string;
  onChange: (value: string) => void;
  onBlur?: () => void;
  inputRef?: Ref<HTMLInputElement>;
  /** The box is drawn invalid as well (the erasure form); the sign-in card says it in words only. */
  marksBox?: boolean;
}

export function LineInput({ id, label, error, onChange, inputRef, marksBox = false, ...input }: LineInputProps) {
  return (
    <div className={`admin-form__field${marksBox && error ? ' admin-form__field--invalid' : ''}`}>
      <label htmlFor={id}>{label}</label>
      <input
        {...input}
        ref={inputRef}
        id={id}
        aria-invalid={Boolean(error)}
        aria-describedby={error ? `${id}-error` : undefined}
        onChange={(event) => onChange(event.target.value)}
      />
      {error && (
        <p id={`${id}-error`} className="admin-form__error">
          {error}
        </p>
      )}
    </div>
  );
}
