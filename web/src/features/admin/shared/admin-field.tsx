/** The frame of one admin form field: its label, the control, a hint and its error under it, each read with the control. */
import { type ReactNode, useId } from 'react';
import { FieldError } from '../../../components/forms/form-field';

/** What ties the control to the label, the hint and the error: spread onto the input or select. */
export interface ControlIds {
  id: string;
  'aria-invalid': true | undefined;
  'aria-describedby': string | undefined;
}

interface AdminFieldProps {
  /** The field's name, as the form's error focus finds it. */
  name: string;
  label: string;
  error?: string;
  /** A line under the field (a rule to meet, or about the chosen value); none when undefined. */
  hint?: string;
  children: (control: ControlIds) => ReactNode;
}

export function AdminField({ name, label, error, hint, children }: AdminFieldProps) {
  const id = useId();
  const describedBy = [hint !== undefined && `${id}-hint`, error && `${id}-error`].filter(Boolean).join(' ');
  return (
    <div className={`admin-form__field${error ? ' admin-form__field--invalid' : ''}`} data-field={name}>
      <label htmlFor={id}>{label}</label>
      {children({ id, 'aria-invalid': error ? true : undefined, 'aria-describedby': describedBy || undefined })}
      {hint !== undefined && (
        <p id={`${id}-hint`} className="admin-form__hint">
          {hint}
        </p>
      )}
      <FieldError id={`${id}-error`} message={error} />
    </div>
  );
}
