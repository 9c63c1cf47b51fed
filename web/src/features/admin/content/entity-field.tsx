import { lazy, type ReactNode, Suspense } from 'react';
import { Info } from 'lucide-react';
import { FieldError } from '../../../components/forms/form-field';
import { CharCounter, counterShown } from '../shared/char-counter';
import type { FormField } from './form-fields';
import { GalleryField, ImageField } from './upload-fields';
import { GroupField } from './group-field';
import type { ImageUpload } from './use-image-upload';
import type { Gallery } from './use-gallery';
import './entity-field.css';

const RichTextEditor = lazy(() => import('./rich-text-editor'));

export interface EntityFieldProps {
  field: FormField;
  inputId: string;
  isUpdate: boolean;
  value: string;
  /** `byUser` is false for the editor's own normalisation of the first value. */
  onChange: (value: string, byUser: boolean) => void;
  image: ImageUpload;
  gallery: Gallery;
  /** The field's message from the last check or the server's 400, shown in place. */
  error?: string;
}

/** The ids under a control: its hint, empty field's note, counter and error, in reading order. */
export const idsOf = (inputId: string) => ({
  hint: `${inputId}-hint`,
  note: `${inputId}-note`,
  counter: `${inputId}-count`,
  error: `${inputId}-error`,
});

/** One labelled input of the generic admin form, by the field's input kind (spec §2), with its hint, counter and message. */
export function EntityField(props: EntityFieldProps) {
  const { field, inputId, isUpdate, value, onChange, image, gallery, error } = props;
  if (field.input === 'file') return <ImageField field={field} inputId={inputId} isUpdate={isUpdate} image={image} error={error} />;
  if (field.input === 'gallery') return <GalleryField field={field} inputId={inputId} gallery={gallery} error={error} />;

  const ids = idsOf(inputId);
  if (field.input === 'checkbox') return <CheckboxField field={field} inputId={inputId} value={value} onChange={onChange} error={error} />;
  // Labels stay exactly the spec's; on create the optional fields say so underneath.
  const optional = !field.required && !isUpdate;
  const extra = field.hint;
  const hint = optional && extra ? `Optional. ${extra}` : optional ? 'Optional' : (extra ?? '');
  if (field.input === 'group')
    return <GroupField field={field} inputId={inputId} hint={hint} value={value} onChange={onChange} error={error} />;
  // A hint, not an error: it describes the field and blocks nothing.
  const note = field.whenEmpty && value.trim() === '' ? field.whenEmpty : '';
  const counted = field.maxLength !== undefined && counterShown(field.input, value, field.maxLength);
  const describedBy =
    [hint && ids.hint, note && ids.note, counted && ids.counter, error && ids.error].filter(Boolean).join(' ') || undefined;
  const common = {
    id: inputId,
    value,
    'aria-required': field.required && !isUpdate,
    'aria-invalid': error ? true : undefined,
    'aria-describedby': describedBy,
  };
  let control: ReactNode;
  if (field.input === 'richtext') {
    control = (
      <Suspense
        fallback={
          <div className="admin-editor admin-editor--loading" role="status">
            Loading editor…
          </div>
        }
      >
        <RichTextEditor
          value={value}
          labelledBy={`${inputId}-label`}
          describedBy={describedBy}
          invalid={Boolean(error)}
          onChange={onChange}
        />
      </Suspense>
    );
  } else if (field.input === 'select') {
    control = (
      <select {...common} onChange={(event) => onChange(event.target.value, true)}>
        {/* A required select's empty choice: without it the browser would show the first choice as picked while none is. */}
        {field.required ? (
          <option value="" disabled>
            Choose…
          </option>
        ) : (
          <option value="">Not stated</option>
        )}
        {field.options?.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
    );
  } else if (field.input === 'textarea') {
    control = <textarea {...common} rows={3} onChange={(event) => onChange(event.target.value, true)} />;
  } else {
    control = (
      <input
        {...common}
        type={field.input}
        placeholder={field.input === 'url' ? 'https://' : undefined}
        onChange={(event) => onChange(event.target.value, true)}
      />
    );
  }
  return (
    <div className={`admin-form__field${error ? ' admin-form__field--invalid' : ''}`} data-field={field.name}>
      {field.input === 'richtext' ? (
        <span className="admin-form__label" id={`${inputId}-label`}>
          {field.label}
        </span>
      ) : (
        <label htmlFor={inputId}>{field.label}</label>
      )}
      {control}
      {(hint || counted) && (
        <div className="admin-form__below">
          {hint && (
            <p id={ids.hint} className="admin-form__hint">
              {hint}
            </p>
          )}
          {counted && field.maxLength !== undefined && <CharCounter id={ids.counter} value={value} max={field.maxLength} />}
        </div>
      )}
      {note && (
        <p id={ids.note} className="admin-form__note">
          <Info aria-hidden="true" width={16} height={16} />
          {note}
        </p>
      )}
      <FieldError id={ids.error} message={error} />
    </div>
  );
}

/** A box to tick, its label beside it (an unticked box is no missing field: it never says Optional); held as 'true' or ''. */
function CheckboxField({
  field,
  inputId,
  value,
  onChange,
  error,
}: Pick<EntityFieldProps, 'field' | 'inputId' | 'value' | 'onChange' | 'error'>) {
  const ids = idsOf(inputId);
  const describedBy = [field.hint && ids.hint, error && ids.error].filter(Boolean).join(' ') || undefined;
  return (
    <div className={`admin-form__field${error ? ' admin-form__field--invalid' : ''}`} data-field={field.name}>
      <label className="admin-form__check">
        <input
          type="checkbox"
          id={inputId}
          checked={value === 'true'}
          aria-invalid={error ? true : undefined}
          aria-describedby={describedBy}
          onChange={(event) => onChange(event.target.checked ? 'true' : '', true)}
        />
        {field.label}
      </label>
      {field.hint && (
        <p id={ids.hint} className="admin-form__hint">
          {field.hint}
        </p>
      )}
      <FieldError id={ids.error} message={error} />
    </div>
  );
}
