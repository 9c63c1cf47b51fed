import { useId, type ReactNode } from 'react';
import './forms.css';

export interface FieldIds {
  inputId: string;
  errorId: string;
  hintId: string;
}

/** Ids and ARIA attributes that tie a control to its label, hint and error message. */
export function useFieldIds(): FieldIds {
  const base = useId();
  return { inputId: `${base}-input`, errorId: `${base}-error`, hintId: `${base}-hint` };
}

export function describedBy(ids: FieldIds, { error, hint }: { error?: string; hint?: boolean }): string | undefined {
  const parts = [hint ? ids.hintId : '', error ? ids.errorId : ''].filter(Boolean);
  return parts.length > 0 ? parts.join(' ') : undefined;
}

/** The message under a field; empty when the field is fine. */
export function FieldError({ id, message }: { id: string; message?: string }) {
  if (!message) return null;
  return (
    <p id={id} className="form-field__error">
      {message}
    </p>
  );
}

/** The star after a required field's label; screen readers hear `aria-required` instead. */
export function RequiredMark() {
  return (
    <span className="form-field__required" aria-hidden="true">
      {' '}
      *
    </span>
  );
}

interface TextFieldProps {
  label: string;
  name: string;
  value: string;
  onChange: (value: string) => void;
  error?: string;
  type?: 'text' | 'email' | 'tel';
  multiline?: boolean;
  autoComplete?: string;
  inputMode?: 'numeric' | 'email' | 'text' | 'tel';
  placeholder?: string;
  required?: boolean;
  className?: string;
  /** Extra content after the control (rarely needed). */
  children?: ReactNode;
}

/** A labelled text input or textarea with its error message under it. */
export function TextField({
  label,
  name,
  value,
  onChange,
  error,
  type = 'text',
  multiline = false,
  autoComplete,
  inputMode,
  placeholder,
  required = true,
  className = '',
  children,
}: TextFieldProps) {
  const ids = useFieldIds();
  const common = {
    id: ids.inputId,
    name,
    value,
    placeholder,
    className: `form-field__control ${error ? 'form-field__control--invalid' : ''}`,
    'aria-invalid': error ? true : undefined,
    'aria-describedby': describedBy(ids, { error }),
    'aria-required': required || undefined,
  } as const;
  return (
    <div className={`form-field ${className}`}>
      <label className="form-field__label" htmlFor={ids.inputId}>
        {label}
        {required && <RequiredMark />}
      </label>
      {multiline ? (
        <textarea {...common} rows={5} onChange={(event) => onChange(event.target.value)} />
      ) : (
        <input
          {...common}
          type={type}
          autoComplete={autoComplete}
          inputMode={inputMode}
          onChange={(event) => onChange(event.target.value)}
        />
      )}
      {children}
      <FieldError id={ids.errorId} message={error} />
    </div>
  );
}

type PhoneFieldProps = Omit<TextFieldProps, 'type' | 'inputMode' | 'multiline' | 'autoComplete'> & {
  /** The number without its country code, for a form that asks for the country apart. */
  national?: boolean;
};

/**
 * A phone number field: digits only, with the numeric keypad on phones, filled in by the browser. A national
 * number's autofill token, tel-national, is valid on a text input only (HTML allows just `tel` on type="tel").
 */
export function PhoneField({ national = false, ...props }: PhoneFieldProps) {
  return national ? (
    <TextField {...props} type="text" autoComplete="tel-national" inputMode="numeric" />
  ) : (
    <TextField {...props} type="tel" autoComplete="tel" inputMode="numeric" />
  );
}

interface AgreeFieldProps {
  name: string;
  checked: boolean;
  onChange: (checked: boolean) => void;
  error?: string;
  /** The box's own look and the label's, kept per form. */
  className: string;
  labelClassName: string;
  /** What the visitor agrees to, the label's text. */
  children: ReactNode;
}

/** A box the visitor ticks to agree (the privacy policy, keeping a CV), its error under it and read with it. */
export function AgreeField({ name, checked, onChange, error, className, labelClassName, children }: AgreeFieldProps) {
  const ids = useFieldIds();
  return (
    <div className={className}>
      <label className={labelClassName}>
        <input
          id={ids.inputId}
          type="checkbox"
          name={name}
          checked={checked}
          onChange={(event) => onChange(event.target.checked)}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? ids.errorId : undefined}
        />
        {children}
      </label>
      <FieldError id={ids.errorId} message={error} />
    </div>
  );
}
