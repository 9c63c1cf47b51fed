import { type FormEvent, useRef } from 'react';
import type { GalleryImage } from '@contract/entities';
import { useSchemaForm } from '../../../components/forms/use-schema-form';
import { SavingOverlay } from '../shared/admin-overlays';
import { EntityField } from './entity-field';
import { errorsByBlock } from '../shared/focus-invalid';
import { buildBody, type EntityFormConfig, entityInput, type FormField, localInputTime, refusalText } from './form-fields';
import { PublishControls } from './publish-controls';
import { statusOf } from '../shared/status-badge';
import { checkEntity } from './publish-check';
import type { ItemRecord } from './use-content-item';
import { type Intent, useEntitySave } from './use-entity-save';
import { useGallery } from './use-gallery';
import { useImageUpload } from './use-image-upload';
import { useLeaveGuard } from '../shared/use-leave-guard';
import { localDraftKey, useLocalDraft } from '../shared/use-local-draft';

type Values = Record<string, string>;

export function initialValues(fields: FormField[], record: ItemRecord | undefined): Values {
  const values: Values = {};
  for (const field of fields) {
    if (field.input === 'file' || field.input === 'gallery') continue;
    const value = record?.[field.name];
    // A group's entries are held as their JSON, a ticked box as 'true'.
    values[field.name] =
      typeof value === 'string' || typeof value === 'number'
        ? String(value)
        : Array.isArray(value)
          ? JSON.stringify(value)
          : value === true
            ? 'true'
            : '';
  }
  // Publish at shows only a time still ahead (a scheduled item's).
  values.publishAt = record?.status === 'scheduled' ? localInputTime(record.publishAt) : '';
  return values;
}

const galleryOf = (record: ItemRecord | undefined) => (Array.isArray(record?.eventImages) ? (record.eventImages as GalleryImage[]) : []);

interface EditorProps {
  config: EntityFormConfig;
  formId: string;
  pathname: string;
  /** Update mode: the item's id and the stored item. */
  id?: string;
  record?: ItemRecord;
  onSaved: (record: ItemRecord) => void;
}

/**
 * The create/update form (spec §2) with the workflow beside it: fields marked
 * in place, Publish at, Submit and Save draft, and the typed values kept as a
 * local draft until saved.
 */
export function EntityEditor({ config, formId, pathname, id, record, onSaved }: EditorProps) {
  const isUpdate = id !== undefined;
  const formRef = useRef<HTMLFormElement>(null);
  const guard = useLeaveGuard();
  const image = useImageUpload(record ? config.imageOf(record) : undefined, guard.markDirty);
  const gallery = useGallery(galleryOf(record), guard.markDirty);
  const bodyOf = (values: Values, intent: Intent) => ({
    fields: config.fields,
    values,
    imageKey: image.key,
    gallery: gallery.sent(isUpdate),
    galleryAlt: gallery.alts(),
    // A kind without a publish state sends none: an update keeps it published.
    status: config.withoutStatus ? undefined : intent === 'draft' ? ('draft' as const) : ('published' as const),
    publishAt: values.publishAt,
    stored: record,
  });
  const form = useSchemaForm({ schema: config.schema, initial: () => initialValues(config.fields, record), clearOnEdit: true });
  const draftKey = localDraftKey(pathname);
  const local = useLocalDraft(draftKey, form.values, {
    restore: (saved) => {
      form.update((current) => ({ ...current, ...saved }));
      guard.markDirty();
    },
  });
  const { save, refused } = useEntitySave({
    config,
    id,
    draftKey,
    formRef,
    guard,
    showServerErrors: form.showServerErrors,
    onSaved,
  });
  const uploading = image.uploading || gallery.uploading;

  const submitAs = (intent: Intent) =>
    form.handleSubmit(() => save(intent, buildBody(bodyOf(form.values, intent))), {
      check: (values) => checkEntity(config, entityInput(bodyOf(values, intent)), { isUpdate, record }),
      // A draft is refused for its own field (a missing title), as the server words it; a publish by the spec's text.
      onInvalid: (errors) => refused(intent === 'draft' ? (Object.values(errors)[0] ?? '') : refusalText(config.schema, errors), errors),
    });
  const submit = (event: FormEvent) => (uploading ? event.preventDefault() : void submitAs('publish')(event));

  const setValue = (name: string, value: string, byUser: boolean) => {
    // The rich-text editor's own normalisation of the first value is no change.
    if (!byUser) return;
    form.set(name)(value);
    guard.markDirty();
  };
  const errors = errorsByBlock(form.errors);

  return (
    <>
      {local.notice}
      <form
        ref={formRef}
        className={`admin-form${form.sending ? ' admin-form--busy' : ''}`}
        onSubmit={submit}
        noValidate
        aria-busy={form.sending}
      >
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
            error={errors[field.name]}
          />
        ))}
        <PublishControls
          withoutStatus={config.withoutStatus}
          inputId={`${formId}-publish-at`}
          publishAt={form.values.publishAt ?? ''}
          onPublishAtChange={(value) => setValue('publishAt', value, true)}
          error={errors.publishAt}
          busy={form.sending}
          uploading={uploading}
          onSaveDraft={() => void submitAs('draft')()}
          live={record !== undefined && statusOf(record).status === 'published'}
        />
      </form>
      {form.sending && <SavingOverlay />}
    </>
  );
}
