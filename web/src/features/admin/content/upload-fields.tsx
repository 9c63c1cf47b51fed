import { ImagePlus, X } from 'lucide-react';
import { altTextMaxLength } from '@contract/schemas/content';
import { FieldError } from '../../../components/forms/form-field';
import { CharCounter } from '../shared/char-counter';
import type { FormField } from './form-fields';
import { acceptedImages } from './upload';
import type { ImageUpload } from './use-image-upload';
import type { Gallery } from './use-gallery';
import '../shared/admin-screen.css';
import './upload-fields.css';

interface UploadFieldProps {
  field: FormField;
  inputId: string;
  isUpdate: boolean;
  /** The form check's or the server's message for the field. */
  error?: string;
}

/** The image input with its preview, progress and outcome. */
export function ImageField({ field, inputId, isUpdate, image, error }: UploadFieldProps & { image: ImageUpload }) {
  // A refused file says why at once; otherwise the form's message (e.g. required), once the form was checked.
  const message = image.error || image.key ? undefined : error;
  return (
    <div className={`admin-form__field${message ? ' admin-form__field--invalid' : ''}`} data-field={field.name}>
      <label htmlFor={inputId}>{field.label}</label>
      <div className="admin-upload">
        <div className="admin-upload__preview">
          {image.previewUrl ? (
            <img src={image.previewUrl} alt={`Preview of the ${field.label.toLowerCase()}`} width={160} height={100} />
          ) : (
            <ImagePlus aria-hidden="true" width={32} height={32} />
          )}
        </div>
        <div className="admin-upload__controls">
          <input
            id={inputId}
            type="file"
            accept={acceptedImages}
            // A file input has no ARIA role to carry aria-required; the native attribute says it (the form does not block on it: noValidate).
            required={field.required && !isUpdate}
            aria-invalid={image.error || message ? true : undefined}
            aria-describedby={[`${inputId}-hint`, image.error && `${inputId}-refused`, message && `${inputId}-error`]
              .filter(Boolean)
              .join(' ')}
            onChange={(event) => void image.choose(event.target.files?.[0])}
          />
          <p id={`${inputId}-hint`} className="admin-form__hint">
            JPEG, PNG, WebP, GIF or AVIF, up to 5 MB.{isUpdate ? ' Leave empty to keep the current image.' : ''}
          </p>
          {image.progress !== undefined && (
            <progress className="admin-upload__progress" max={1} value={image.progress} aria-label={`${field.label} upload progress`} />
          )}
          {image.key && !image.uploading && <p className="admin-form__ok">Image uploaded.</p>}
          {image.error && (
            <p id={`${inputId}-refused`} className="admin-form__error" role="alert">
              {image.error}
            </p>
          )}
          <FieldError id={`${inputId}-error`} message={message} />
        </div>
      </div>
    </div>
  );
}

/** The gallery input and the chosen images, each with its alt text and removable once uploaded. */
export function GalleryField({ field, inputId, gallery, error }: Omit<UploadFieldProps, 'isUpdate'> & { gallery: Gallery }) {
  const message = gallery.error ? undefined : error;
  return (
    <div className={`admin-form__field${message ? ' admin-form__field--invalid' : ''}`} data-field={field.name}>
      <label htmlFor={inputId}>{field.label}</label>
      <input
        id={inputId}
        type="file"
        multiple
        accept={acceptedImages}
        aria-invalid={gallery.error || message ? true : undefined}
        aria-describedby={message ? `${inputId}-error` : undefined}
        onChange={(event) => {
          const files = [...(event.target.files ?? [])];
          event.target.value = '';
          void gallery.add(files);
        }}
      />
      {gallery.error && (
        <p className="admin-form__error" role="alert">
          {gallery.error}
        </p>
      )}
      <ul className="admin-gallery" aria-label="Chosen gallery images">
        {gallery.entries.map((entry, index) => (
          <li key={entry.localId} className="admin-gallery__item">
            {entry.url ? (
              // biome-ignore lint/a11y/noRedundantAlt: the name says which of the chosen images it is, by its place
              <img src={entry.url} alt={`Gallery image ${index + 1}`} width={120} height={80} />
            ) : (
              <span>Image {index + 1}</span>
            )}
            {entry.uploading && <progress max={1} value={entry.progress} aria-label={`Gallery image ${index + 1} upload progress`} />}
            <label className="admin-gallery__alt">
              <span>Alt text for gallery image {index + 1}</span>
              <input
                type="text"
                value={entry.alt}
                aria-describedby={`${inputId}-alt-${entry.localId}`}
                onChange={(event) => gallery.setAlt(entry.localId, event.target.value)}
              />
            </label>
            <CharCounter id={`${inputId}-alt-${entry.localId}`} value={entry.alt} max={altTextMaxLength} />
            <button
              type="button"
              className="admin-gallery__remove"
              aria-label={`Remove gallery image ${index + 1}`}
              disabled={entry.uploading}
              onClick={() => gallery.remove(entry.localId)}
            >
              <X aria-hidden="true" width={16} height={16} />
            </button>
          </li>
        ))}
      </ul>
      <FieldError id={`${inputId}-error`} message={message} />
    </div>
  );
}
