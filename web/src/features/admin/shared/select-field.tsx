/** A labelled select of an admin form, its hint and its error under it and read with it. */
import { useId } from 'react';
import { FieldError } from '../../../components/forms/form-field';

interface SelectFieldProps {
  /** The field's name, as the form's error focus finds it. */
  name: string;
  label: string;
  value: string;
  options: ReadonlyArray<{ value: string; label: string }>;
  onChange: (value: string) => void;
  error?: string;
  /** A line under the field about the chosen value. */
  hint?: string;
}

export function SelectField({ name, label, value, options, onChange, error, hint }: SelectFieldProps) {
  const id = useId();
  const describedBy = [hint !== undefined && `${id}-hint`, error && `${id}-error`].filter(Boolean).join(' ');
  return (
    <div className={`admin-form__field${error ? ' admin-form__field--invalid' : ''}`} data-field={name}>
      <label htmlFor={id}>{label}</label>
      <select
        id={id}
        name={name}
        className="admin-form__select"
        value={value}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy || undefined}
        onChange={(event) => onChange(event.target.value)}
      >
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
      {hint !== undefined && (
        <p id={`${id}-hint`} className="admin-form__hint">
          {hint}
        </p>
      )}
      <FieldError id={`${id}-error`} message={error} />
    </div>
  );
}
