/**
 * /admin/preview/{kind}/{id}: an item of any status as its public page will
 * show it, through the public pages' own components, under a sticky bar that
 * names its state. Inside the admin layout (its guard), never indexed.
 */
import { Suspense } from 'react';
import { Link, useParams } from 'react-router';
import useSWR, { SWRConfig } from 'swr';
import { ArrowLeft, ExternalLink } from 'lucide-react';
import type { ContentKind } from '@contract/entities';
import type { ContentItem } from '@contract/route-schemas';
import { routes } from '@contract/routes';
import { isPageDocument, pageDocuments } from '@contract/page-documents';
import { isAcknowledged } from '../lib/api';
import { formatDateTime } from '../lib/format';
import { usePageMeta } from '../components/page-meta';
import { PageNotFound } from '../components/page-not-found';
import { ArticleSkeleton, ErrorState, isNotFound } from '../components/content/content-states';
import { statusLabels, statusOf } from '../features/admin/shared/status-badge';
import { failureText, useAdminCall } from '../features/admin/shared/use-admin-call';
import { previewViews, publicListPath } from './preview-views';
import './preview.css';

const isKind = (kind: string | undefined): kind is ContentKind => kind !== undefined && Object.hasOwn(previewViews, kind);

/** Every visit loads the item afresh (a fresh cache per mount): the preview follows the last save. */
const freshCache = { provider: () => new Map(), revalidateOnFocus: false, shouldRetryOnError: false };

export function PreviewRoute() {
  const { kind, id = '' } = useParams();
  if (!isKind(kind) || !id) return <PageNotFound />;
  return (
    <SWRConfig value={freshCache}>
      <Preview kind={kind} id={id} />
    </SWRConfig>
  );
}

/** The item's title and public address, whichever kind it is. */
function summaryOf(kind: ContentKind, item: ContentItem): { title: string; path?: string } {
  const fields = item as unknown as Record<string, string | undefined>;
  const slug = fields.slug ?? fields.eventSlug;
  const title =
    fields.newsTitle ??
    fields.title ??
    fields.eventName ??
    fields.careerTitle ??
    fields.caseTitle ??
    fields.serviceTitle ??
    fields.name ??
    fields.heroTitle ??
    fields.bannerTitle ??
    '';
  if (kind === 'career' || kind === 'testimonial' || isPageDocument(kind)) return { title, path: publicListPath[kind] };
  return { title, path: slug ? `${publicListPath[kind]}/${encodeURIComponent(slug)}` : undefined };
}

function Preview({ kind, id }: { kind: ContentKind; id: string }) {
  const call = useAdminCall();
  const { data, error } = useSWR(['getContentItem', kind, id], async () => {
    const result = await call(routes.getContentItem, { params: { kind, id } });
    if (!isAcknowledged(result) || !result.data) throw Object.assign(new Error(failureText(result)), { status: result.status });
    return result.data;
  });
  const described = data ? summaryOf(kind, data) : undefined;
  usePageMeta(described ? `Preview: ${described.title}` : 'Preview', 'How this item will look on the public site.', { noindex: true });

  if (isNotFound(error)) return <PageNotFound />;
  const View = previewViews[kind];
  return (
    <div className="preview">
      <PreviewBar kind={kind} id={id} item={data} publicPath={described?.path} />
      {error ? (
        <div className="container">
          <h1 className="visually-hidden">Preview</h1>
          <ErrorState message={error instanceof Error ? error.message : String(error)} />
        </div>
      ) : !data ? (
        <ArticleSkeleton label="Loading the preview…" />
      ) : (
        <Suspense fallback={<ArticleSkeleton label="Loading the preview…" />}>
          <View item={data} />
        </Suspense>
      )}
    </div>
  );
}

interface BarProps {
  kind: ContentKind;
  id: string;
  item?: ContentItem;
  publicPath?: string;
}

/** `Preview: Draft|Scheduled|Published`, when a scheduled item goes live, and the way back to its form. */
function PreviewBar({ kind, id, item, publicPath }: BarProps) {
  const state = item ? statusOf(item) : undefined;
  return (
    <section className="preview-bar" aria-label="Preview">
      <div className="preview-bar__inner">
        <p className="preview-bar__state">
          {state ? (
            <>
              Preview: <strong className={`preview-bar__status preview-bar__status--${state.status}`}>{statusLabels[state.status]}</strong>
            </>
          ) : (
            'Preview'
          )}
        </p>
        {state?.publishAt && (
          <p className="preview-bar__note">
            Goes live <time dateTime={state.publishAt}>{formatDateTime(state.publishAt)}</time>
          </p>
        )}
        {state?.status === 'draft' && <p className="preview-bar__note">Visitors cannot see it yet.</p>}
        <div className="preview-bar__actions">
          {state?.status === 'published' && publicPath && (
            <a className="preview-bar__link" href={publicPath} target="_blank" rel="noopener noreferrer">
              Public page <ExternalLink aria-hidden="true" width={16} height={16} />
              <span className="visually-hidden"> (opens in a new tab)</span>
            </a>
          )}
          <Link
            className="btn btn--primary preview-bar__back"
            to={isPageDocument(kind) ? `/admin/${pageDocuments[kind].admin}` : `/admin/update-${kind}/${encodeURIComponent(id)}`}
          >
            <ArrowLeft aria-hidden="true" width={18} height={18} /> Back to editing
          </Link>
        </div>
      </div>
    </section>
  );
}
