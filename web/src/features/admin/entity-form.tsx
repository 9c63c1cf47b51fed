import { useId, type FormEvent } from 'react';
import { Link, useLocation, useNavigate, useParams } from 'react-router';
import toast from 'react-hot-toast';
import { ArrowLeft } from 'lucide-react';
import type { GalleryImage } from '@contract/entities';
import { isAcknowledged } from '../../lib/api';
import { usePageMeta } from '../../components/page-meta';
import { useSchemaForm } from '../../components/forms/use-schema-form';
import { SavingOverlay } from './admin-overlays';
import { EntityField } from './entity-field';
import { buildBody, entityForms, entityInput, refusalText, type EntityKind, type FormField } from './form-fields';
import { failureText, useAdminCall } from './use-admin-call';
import { useGallery } from './use-gallery';
import { useImageUpload } from './use-image-upload';
import { useLeaveGuard } from './use-leave-guard';
import './entity-form.css';

type RecordState = { record?: Record<string, unknown> } | null;

function initialValues(fields: FormField[], record: Record<string, unknown> | undefined): Record<string, string> {
  const values: Record<string, string> = {};
  for (const field of fields) {
    if (field.input === 'file' || field.input === 'gallery') continue;
    const value = record?.[field.name];
    values[field.name] = typeof value === 'string' || typeof value === 'number' ? String(value) : '';
  }
  return values;
}

const galleryOf = (record: Record<string, unknown> | undefined) =>
  Array.isArray(record?.eventImages) ? (record.eventImages as GalleryImage[]) : [];

/**
 * The one create/update form (spec §2): update mode only when both the id and the
 * handed-over record are present, otherwise create mode. It checks what it sends
 * with the function's own schema (all of it on create, what is sent on update).
 */
export function EntityForm({ kind }: { kind: EntityKind }) {
  const config = entityForms[kind];
  const { id } = useParams();
  const location = useLocation();
  const navigate = useNavigate();
  const call = useAdminCall();
  const formId = useId();
  const handedOver = (location.state as RecordState)?.record;
  // The item being updated, or none (create mode).
  const updateId = id && handedOver ? id : undefined;
  const isUpdate = updateId !== undefined;
  const record = isUpdate ? handedOver : undefined;
  const title = isUpdate ? config.updateTitle : config.createTitle;
  usePageMeta(title, `${title} in the admin back office.`, { noindex: true });

  const guard = useLeaveGuard();
  const image = useImageUpload(record ? config.imageOf(record) : undefined, guard.markDirty);
  const gallery = useGallery(galleryOf(record), guard.markDirty);
  const bodyOf = (values: Record<string, string>) => ({
    fields: config.fields,
    values,
    imageKey: image.key,
    gallery: gallery.sent(isUpdate),
  });
  const form = useSchemaForm({
    schema: config.schema,
    initial: () => initialValues(config.fields, record),
    mode: isUpdate ? 'partial' : 'full',
    input: (values) => entityInput(bodyOf(values)),
  });
  const uploading = image.uploading || gallery.uploading;

  const save = form.handleSubmit(
    async () => {
      const body = buildBody(bodyOf(form.values));
      const result = updateId
        ? await call(config.updateRoute, { params: { id: updateId }, body })
        : await call(config.createRoute, { body });
      if (result.status === 401) return;
      if (!isAcknowledged(result)) {
        toast.error(failureText(result));
        return;
      }
      guard.release();
      // Spec §4: a create toasts the server's message; an update goes back to the list without one.
      if (!isUpdate) toast.success(result.message ?? result.msg ?? '');
      void navigate(config.listPath);
    },
    { onInvalid: (errors) => toast.error(refusalText(config.schema, errors)) },
  );
  const submit = (event: FormEvent) => (uploading ? event.preventDefault() : void save(event));

  const setValue = (name: string, value: string, byUser: boolean) => {
    form.set(name)(value);
    if (byUser) guard.markDirty();
  };

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
      <form className={`admin-form${form.sending ? ' admin-form--busy' : ''}`} onSubmit={submit} noValidate aria-busy={form.sending}>
        <p className="admin-form__intro">
          {isUpdate ? 'Change what you need; the rest stays as it is.' : 'Fill in every field that is not marked optional, then submit.'}
        </p>
        {config.fields.map((field) => (
          <EntityField
            key={field.name}
            field={field}
            inputId={`${formId}-field-${field.name}`}
            isUpdate={isUpdate}
            value={form.values[field.name] ?? ''}
            onChange={(value, byUser) => setValue(field.name, value, byUser)}
            image={image}
            gallery={gallery}
          />
        ))}
        <div className="admin-form__actions">
          <button type="submit" className="btn btn--primary" disabled={form.sending || uploading}>
            Submit
          </button>
          {uploading && <span className="admin-form__hint">Waiting for the upload to finish…</span>}
        </div>
      </form>
      {form.sending && <SavingOverlay />}
    </section>
  );
}
