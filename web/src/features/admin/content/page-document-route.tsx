import { useParams } from 'react-router';
import { type PageDocumentKind, pageDocuments } from '@contract/page-documents';
import { PageNotFound } from '../../../components/page-not-found';
import { EntityForm, PageDocumentScreen } from './entity-form';

const kindAt = (path: string | undefined): PageDocumentKind | undefined =>
  (Object.keys(pageDocuments) as PageDocumentKind[]).find((kind) => pageDocuments[kind].admin === path);

/**
 * /admin/{document}[/{id}]: a page kept as one document (/admin/about-page, …),
 * found by its admin path here rather than in the router, so the public entry
 * carries none of the list; any other path is not found.
 */
export function PageDocumentRoute() {
  const { document, id } = useParams();
  const kind = kindAt(document);
  if (!kind) return <PageNotFound />;
  return id ? <EntityForm key={`update-${kind}`} kind={kind} id={id} /> : <PageDocumentScreen kind={kind} />;
}
