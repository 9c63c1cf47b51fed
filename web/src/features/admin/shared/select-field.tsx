/** A labelled select of an admin form, its hint and its error under it and read with it. */
import { AdminField } from './admin-field';

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
  return (
    <AdminField name={name} label={label} error={error} hint={hint}>
      {(control) => (
        <select {...control} name={name} className="admin-form__select" value={value} onChange={(event) => onChange(event.target.value)}>
          {options.map((option) => (
            <option key={option.value} value={option.value}>
              {option.label}
            </option>
          ))}
        </select>
      )}
    </AdminField>
  );
}
