import { useId, useState } from 'react';
import { useLocation, useParams } from 'react-router';
import type { ContentItem } from '@contract/route-schemas';
import { apiPath } from '@contract/routes';
import { fetchData } from '../../../lib/api';
import { useApiData } from '../../../lib/use-api-data';
import { usePageMeta } from '../../../components/page-meta';
import { EntityEditor } from './entity-editor';
import { EntityFormHead } from './entity-form-head';
import { entityForms, type EntityKind } from './form-fields';
import { ItemStateView } from './item-state-view';
import { ListCache } from '../shared/list-cache';
import { RevisionsPanel } from './revisions-panel';
import { type ItemRecord, useContentItem } from './use-content-item';
import { clearLocalDraft, localDraftKey } from '../shared/use-local-draft';
import '../shared/admin-form.css';

type RecordState = { record?: ItemRecord } | null;

/**
 * The one create/update screen (spec §2): update mode whenever the URL has an
 * id. The item is the one the table handed over, else loaded by its id (a
 * reload, a bookmark); an unknown id says so and never offers a create form.
 * Its data lives with the screen (ListCache: fresh on every visit).
 */
export function EntityForm({ kind, id }: { kind: EntityKind; id?: string }) {
  return (
    <ListCache>
      <EntityScreen kind={kind} itemId={id} />
    </ListCache>
  );
}

/**
 * /admin/about-page and the like: the update form of a page's one document,
 * found by its public read (the seed creates it; there is no list and no create).
 */
export function PageDocumentScreen({ kind }: { kind: EntityKind }) {
  const { updateTitle, pageDocument } = entityForms[kind];
  if (!pageDocument) throw new Error(`The ${kind} kind is not kept as one document.`);
  const { data, error } = useApiData(apiPath(pageDocument.read), () => fetchData<{ _id: string }>(pageDocument.read));
  if (error || !data) {
    return (
      <section className="admin-screen" aria-labelledby="page-document-title">
        <h1 id="page-document-title">{updateTitle}</h1>
        <p className="admin-form admin-form__state" role="status">
          {error ? pageDocument.failed : 'Loading…'}
        </p>
      </section>
    );
  }
  return <EntityForm kind={kind} id={data._id} />;
}

function EntityScreen({ kind, itemId }: { kind: EntityKind; itemId?: string }) {
  const config = entityForms[kind];
  const params = useParams();
  const id = itemId ?? params.id;
  const { pathname, state } = useLocation();
  const formId = useId();
  const handed = (state as RecordState)?.record;
  // Only the whole record of this very item fills the form; anything else is loaded (a list row is a summary without its body).
  const item = useContentItem(kind, id, handed && handed._id === id && !('excerpt' in handed) ? handed : undefined);
  // A saved draft or a restored version remounts the editor from the stored item (its images attached, its wording).
  const [version, setVersion] = useState(0);
  const title = id ? config.updateTitle : config.createTitle;
  usePageMeta(title, `${title} in the admin back office.`, { noindex: true });
  const record = item.state === 'ready' ? item.record : undefined;

  const reload = (stored: ItemRecord) => {
    if (item.state !== 'ready') return;
    item.replace(stored);
    setVersion((current) => current + 1);
  };
  const restored = (restoredItem: ContentItem) => {
    clearLocalDraft(localDraftKey(pathname));
    reload(restoredItem as unknown as ItemRecord);
  };

  return (
    <section className="admin-screen" aria-labelledby={`${formId}-title`}>
      <EntityFormHead
        titleId={`${formId}-title`}
        title={title}
        listPath={config.listPath}
        record={record}
        previewPath={id && record ? `/admin/preview/${kind}/${id}` : undefined}
      />
      {item.state === 'create' || item.state === 'ready' ? (
        <EntityEditor
          // A read newer than the handed-over record (changed since, or a stale history entry) refills the form.
          key={`${version}:${String(record?.updatedAt ?? '')}`}
          config={config}
          formId={formId}
          pathname={pathname}
          id={id}
          record={record}
          onSaved={reload}
        />
      ) : (
        <ItemStateView item={item} noun={config.noun} listPath={config.listPath} />
      )}
      {id && record && <RevisionsPanel kind={kind} id={id} current={record} onRestored={restored} />}
    </section>
  );
}
