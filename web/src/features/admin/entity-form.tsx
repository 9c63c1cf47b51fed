import { lazy, Suspense, useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { Link, useBlocker, useLocation, useNavigate, useParams } from 'react-router';
import toast from 'react-hot-toast';
import { ArrowLeft, ImagePlus, X } from 'lucide-react';
import { messages } from '@contract/messages';
import type { GalleryImage } from '@contract/entities';
import { isAcknowledged } from '../../lib/api';
import { usePageMeta } from '../../components/page-meta';
import { SavingOverlay } from './admin-overlays';
import { buildBody, entityForms, missingRequired, type EntityKind, type FormField } from './form-fields';
import { acceptedImages, imageProblem, uploadImage } from './upload';
import { failureText, useAdminCall } from './use-admin-call';

const RichTextEditor = lazy(() => import('./rich-text-editor'));

export const unsavedWarning = 'You have unsaved changes. Leave this page and lose them?';

interface ImageState {
  key?: string;
  previewUrl?: string;
  progress?: number;
  uploading: boolean;
  error?: string;
}

interface GalleryEntry {
  /** An existing image's _id or, once uploaded, the new upload key. */
  id: string;
  url: string;
  uploading: boolean;
  progress: number;
  localId: string;
}

type RecordState = { record?: Record<string, unknown> } | null;

const previewOf = (file: File) => (typeof URL.createObjectURL === 'function' ? URL.createObjectURL(file) : '');

function initialValues(fields: FormField[], record: Record<string, unknown> | undefined): Record<string, string> {
  const values: Record<string, string> = {};
  for (const field of fields) {
    if (field.input === 'file' || field.input === 'gallery') continue;
    const value = record?.[field.name];
    values[field.name] = typeof value === 'string' || typeof value === 'number' ? String(value) : '';
  }
  return values;
}

/**
 * The one create/update form (spec §2): update mode only when both the id and the
 * handed-over record are present, otherwise create mode.
 */
export function EntityForm({ kind }: { kind: EntityKind }) {
  const config = entityForms[kind];
  const { id } = useParams();
  const location = useLocation();
  const navigate = useNavigate();
  const call = useAdminCall();
  const formId = useId();
  const record = (location.state as RecordState)?.record;
  const isUpdate = Boolean(id && record);
  const title = isUpdate ? config.updateTitle : config.createTitle;
  usePageMeta(title, `${title} in the admin back office.`, { noindex: true });

  const [values, setValues] = useState(() => initialValues(config.fields, isUpdate ? record : undefined));
  const [image, setImage] = useState<ImageState>(() => ({ uploading: false, previewUrl: isUpdate && record ? config.imageOf(record) : undefined }));
  const [gallery, setGallery] = useState<GalleryEntry[]>(() =>
    isUpdate && Array.isArray(record?.eventImages)
      ? (record.eventImages as GalleryImage[]).map((entry) => ({ id: entry._id, url: entry.imageUrl, uploading: false, progress: 1, localId: entry._id }))
      : [],
  );
  const [galleryChanged, setGalleryChanged] = useState(false);
  const [galleryError, setGalleryError] = useState<string>();
  const [saving, setSaving] = useState(false);
  const [dirty, setDirty] = useState(false);
  const allowLeave = useRef(false);
  const objectUrls = useRef<string[]>([]);

  const uploading = image.uploading || gallery.some((entry) => entry.uploading);

  // Unsaved changes: warn on in-app navigation and on closing or reloading the tab.
  const blocker = useBlocker(
    ({ currentLocation, nextLocation }) =>
      dirty && !allowLeave.current && nextLocation.pathname !== '/admin/login' && currentLocation.pathname !== nextLocation.pathname,
  );
  // Keyed on the state, not the blocker object: a re-render while blocked must not ask twice.
  useEffect(() => {
    if (blocker.state !== 'blocked') return;
    if (window.confirm(unsavedWarning)) blocker.proceed();
    else blocker.reset();
  }, [blocker.state]); // eslint-disable-line react-hooks/exhaustive-deps
  useEffect(() => {
    if (!dirty) return;
    const warn = (event: BeforeUnloadEvent) => {
      event.preventDefault();
      event.returnValue = '';
    };
    window.addEventListener('beforeunload', warn);
    return () => window.removeEventListener('beforeunload', warn);
  }, [dirty]);
  useEffect(() => () => objectUrls.current.forEach((url) => URL.revokeObjectURL?.(url)), []);

  const setValue = (name: string, value: string, byUser = true) => {
    setValues((current) => ({ ...current, [name]: value }));
    if (byUser) setDirty(true);
  };

  const chooseImage = async (file: File | undefined) => {
    if (!file) return;
    const problem = imageProblem(file);
    if (problem) {
      setImage((current) => ({ ...current, key: undefined, error: problem, uploading: false, progress: undefined }));
      return;
    }
    const previewUrl = previewOf(file);
    if (previewUrl) objectUrls.current.push(previewUrl);
    setDirty(true);
    setImage({ previewUrl, uploading: true, progress: 0 });
    const result = await uploadImage(file, call, (progress) => setImage((current) => ({ ...current, progress })));
    setImage((current) => ('key' in result ? { ...current, key: result.key, uploading: false, progress: 1 } : { uploading: false, error: result.error }));
  };

  const addGalleryImages = async (files: File[]) => {
    setGalleryError(undefined);
    const problems = files.map(imageProblem).filter((problem): problem is string => problem !== null);
    if (problems.length > 0) setGalleryError(problems[0]);
    const good = files.filter((file) => imageProblem(file) === null);
    if (good.length === 0) return;
    setDirty(true);
    setGalleryChanged(true);
    await Promise.all(
      good.map(async (file) => {
        const localId = crypto.randomUUID();
        const url = previewOf(file);
        if (url) objectUrls.current.push(url);
        setGallery((current) => [...current, { id: '', url, uploading: true, progress: 0, localId }]);
        const update = (change: Partial<GalleryEntry>) =>
          setGallery((current) => current.map((entry) => (entry.localId === localId ? { ...entry, ...change } : entry)));
        const result = await uploadImage(file, call, (progress) => update({ progress }));
        if ('key' in result) update({ id: result.key, uploading: false, progress: 1 });
        else {
          setGallery((current) => current.filter((entry) => entry.localId !== localId));
          setGalleryError(result.error);
        }
      }),
    );
  };

  const removeGalleryImage = (localId: string) => {
    setGallery((current) => current.filter((entry) => entry.localId !== localId));
    setGalleryChanged(true);
    setDirty(true);
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (saving || uploading) return;
    if (!isUpdate && missingRequired(config.fields, values, image.key)) {
      toast.error(messages.allFieldsRequired);
      return;
    }
    const galleryIds = gallery.map((entry) => entry.id);
    const body = buildBody({
      fields: config.fields,
      values,
      imageKey: image.key,
      gallery: kind !== 'event' ? undefined : isUpdate ? (galleryChanged ? galleryIds : undefined) : galleryIds.length > 0 ? galleryIds : undefined,
    });
    setSaving(true);
    const result = isUpdate
      ? await call(config.updateRoute, { params: { id: id! }, body })
      : await call(config.createRoute, { body });
    setSaving(false);
    if (result.status === 401) return;
    if (isUpdate) {
      if (result.msg === config.updatedMessage) {
        allowLeave.current = true;
        void navigate(config.listPath);
      } else toast.error(result.status === 0 ? messages.serverUnreachable : (result.msg ?? result.message ?? messages.serverError));
      return;
    }
    if (result.ack === true || isAcknowledged(result)) {
      allowLeave.current = true;
      toast.success(result.message ?? result.msg ?? '');
      void navigate(config.listPath);
    } else toast.error(failureText(result));
  };

  const fieldId = (name: string) => `${formId}-field-${name}`;

  return (
    <section className="admin-screen" aria-labelledby={`${formId}-title`}>
      <div className="admin-screen__head">
        <h1 id={`${formId}-title`} className="admin-screen__title">
          {title}
        </h1>
        <Link className="admin-link-back" to={config.listPath}>
          <ArrowLeft aria-hidden="true" width={18} height={18} /> Back to the list
        </Link>
      </div>
      <form className={`admin-form${saving ? ' admin-form--busy' : ''}`} onSubmit={submit} noValidate aria-busy={saving}>
        <p className="admin-form__intro">
          {isUpdate ? 'Change what you need; the rest stays as it is.' : 'Fill in every field that is not marked optional, then submit.'}
        </p>
        {config.fields.map((field) => {
          const inputId = fieldId(field.name);
          // Labels stay exactly the spec's; on create the optional fields say so underneath.
          const optional = !field.required && !isUpdate && field.input !== 'gallery';
          const hintId = `${inputId}-optional`;
          const optionalHint = optional ? (
            <p id={hintId} className="admin-form__hint">
              Optional
            </p>
          ) : null;
          switch (field.input) {
            case 'file':
              return (
                <div className="admin-form__field" key={field.name}>
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
                        aria-required={field.required && !isUpdate}
                        aria-describedby={`${inputId}-hint`}
                        onChange={(event) => void chooseImage(event.target.files?.[0])}
                      />
                      <p id={`${inputId}-hint`} className="admin-form__hint">
                        JPEG, PNG, WebP, GIF or AVIF, up to 5 MB.{isUpdate ? ' Leave empty to keep the current image.' : ''}
                      </p>
                      {image.progress !== undefined && (
                        <progress className="admin-upload__progress" max={1} value={image.progress} aria-label={`${field.label} upload progress`} />
                      )}
                      {image.key && !image.uploading && <p className="admin-form__ok">Image uploaded.</p>}
                      {image.error && (
                        <p className="admin-form__error" role="alert">
                          {image.error}
                        </p>
                      )}
                    </div>
                  </div>
                </div>
              );
            case 'gallery':
              return (
                <div className="admin-form__field" key={field.name}>
                  <label htmlFor={inputId}>{field.label}</label>
                  <input
                    id={inputId}
                    type="file"
                    multiple
                    accept={acceptedImages}
                    onChange={(event) => {
                      const files = [...(event.target.files ?? [])];
                      event.target.value = '';
                      void addGalleryImages(files);
                    }}
                  />
                  {galleryError && (
                    <p className="admin-form__error" role="alert">
                      {galleryError}
                    </p>
                  )}
                  <ul className="admin-gallery" aria-label="Chosen gallery images">
                    {gallery.map((entry, index) => (
                      <li key={entry.localId} className="admin-gallery__item">
                        {entry.url ? <img src={entry.url} alt={`Gallery image ${index + 1}`} width={120} height={80} /> : <span>Image {index + 1}</span>}
                        {entry.uploading && <progress max={1} value={entry.progress} aria-label={`Gallery image ${index + 1} upload progress`} />}
                        <button
                          type="button"
                          className="admin-gallery__remove"
                          aria-label={`Remove gallery image ${index + 1}`}
                          disabled={entry.uploading}
                          onClick={() => removeGalleryImage(entry.localId)}
                        >
                          <X aria-hidden="true" width={16} height={16} />
                        </button>
                      </li>
                    ))}
                  </ul>
                </div>
              );
            case 'richtext':
              return (
                <div className="admin-form__field" key={field.name}>
                  <span className="admin-form__label" id={`${inputId}-label`}>
                    {field.label}
                  </span>
                  <Suspense fallback={<div className="admin-editor admin-editor--loading" role="status">Loading editor…</div>}>
                    <RichTextEditor value={values[field.name] ?? ''} labelledBy={`${inputId}-label`} onChange={(html, byUser) => setValue(field.name, html, byUser)} />
                  </Suspense>
                </div>
              );
            case 'textarea':
              return (
                <div className="admin-form__field" key={field.name}>
                  <label htmlFor={inputId}>{field.label}</label>
                  <textarea
                    id={inputId}
                    rows={3}
                    value={values[field.name] ?? ''}
                    aria-required={field.required && !isUpdate}
                    aria-describedby={optional ? hintId : undefined}
                    onChange={(event) => setValue(field.name, event.target.value)}
                  />
                  {optionalHint}
                </div>
              );
            default:
              return (
                <div className="admin-form__field" key={field.name}>
                  <label htmlFor={inputId}>{field.label}</label>
                  <input
                    id={inputId}
                    type={field.input}
                    value={values[field.name] ?? ''}
                    aria-required={field.required && !isUpdate}
                    placeholder={field.input === 'url' ? 'https://' : undefined}
                    aria-describedby={optional ? hintId : undefined}
                    onChange={(event) => setValue(field.name, event.target.value)}
                  />
                  {optionalHint}
                </div>
              );
          }
        })}
        <div className="admin-form__actions">
          <button type="submit" className="btn btn--primary" disabled={saving || uploading}>
            Submit
          </button>
          {uploading && <span className="admin-form__hint">Waiting for the upload to finish…</span>}
        </div>
      </form>
      {saving && <SavingOverlay />}
    </section>
  );
}
