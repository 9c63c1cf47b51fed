import { lazy, Suspense } from 'react';
import type { FormField } from './form-fields';
import { GalleryField, ImageField } from './upload-fields';
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
}

/** One labelled input of the generic admin form, by the field's input kind (spec §2). */
export function EntityField({ field, inputId, isUpdate, value, onChange, image, gallery }: EntityFieldProps) {
  // Labels stay exactly the spec's; on create the optional fields say so underneath.
  const optional = !field.required && !isUpdate && field.input !== 'gallery';
  const hintId = `${inputId}-optional`;
  const optionalHint = optional ? (
    <p id={hintId} className="admin-form__hint">
      Optional
    </p>
  ) : null;
  const common = {
    id: inputId,
    value,
    'aria-required': field.required && !isUpdate,
    'aria-describedby': optional ? hintId : undefined,
  };
  switch (field.input) {
    case 'file':
      return <ImageField field={field} inputId={inputId} isUpdate={isUpdate} image={image} />;
    case 'gallery':
      return <GalleryField field={field} inputId={inputId} gallery={gallery} />;
    case 'richtext':
      return (
        <div className="admin-form__field">
          <span className="admin-form__label" id={`${inputId}-label`}>
            {field.label}
          </span>
          <Suspense
            fallback={
              <div className="admin-editor admin-editor--loading" role="status">
                Loading editor…
              </div>
            }
          >
            <RichTextEditor value={value} labelledBy={`${inputId}-label`} onChange={onChange} />
          </Suspense>
        </div>
      );
    case 'textarea':
      return (
        <div className="admin-form__field">
          <label htmlFor={inputId}>{field.label}</label>
          <textarea {...common} rows={3} onChange={(event) => onChange(event.target.value, true)} />
          {optionalHint}
        </div>
      );
    default:
      return (
        <div className="admin-form__field">
          <label htmlFor={inputId}>{field.label}</label>
          <input
            {...common}
            type={field.input}
            placeholder={field.input === 'url' ? 'https://' : undefined}
            onChange={(event) => onChange(event.target.value, true)}
          />
          {optionalHint}
        </div>
      );
  }
}
