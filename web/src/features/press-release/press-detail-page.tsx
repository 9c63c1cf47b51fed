import { useApiData } from '../../lib/use-api-data';
import { Link, useParams } from 'react-router';
import { ArrowLeft } from 'lucide-react';
import type { PressRelease } from '@contract/entities';
import { messages } from '@contract/messages';
import { apiPath, routes } from '@contract/routes';
import { usePageMeta } from '../../components/page-meta';
import { newsArticle } from '../../lib/structured-data/content';
import { PageNotFound } from '../../components/page-not-found';
import { fetchData } from '../../lib/api';
import { formatDateTime } from '../../lib/format';
import { ArticleBanner, Byline } from '../../components/content/article';
import { ArticleSkeleton, ErrorState, isNotFound } from '../../components/content/content-states';
import { bannerAlt } from '../../components/content/content-image';
import { SafeHtml } from '../../components/content/safe-html';

/** /press-release/{slug} — one release: title, date, banner and the HTML text. */
export function PressDetailPage() {
  const { releaseId = '' } = useParams();
  const { data, error, isLoading } = useApiData(releaseId ? apiPath(routes.getPressReleaseDetails, { id: releaseId }) : null, () =>
    fetchData<PressRelease>(routes.getPressReleaseDetails, { id: releaseId }),
  );
  usePageMeta(data?.metaTitle ?? data?.title ?? 'Press Release', data?.metaDescription ?? 'Press release.', {
    type: 'article',
    image: data?.imageUrl,
    imageAlt: data ? bannerAlt(data.imageAlt) : undefined,
    jsonLd: data ? (origin) => [newsArticle(data, origin, `/press-release/${data.slug}`)] : undefined,
  });

  if (!releaseId || isNotFound(error)) return <PageNotFound />;
  if (error) {
    return (
      <div className="container content-article">
        <BackLink />
        <h1 className="visually-hidden">Press Release</h1>
        <ErrorState message={messages.pressDetailFailed} />
      </div>
    );
  }
  if (isLoading || !data) return <ArticleSkeleton label="Loading the press release…" />;
  return <PressArticle item={data} />;
}

/** The release itself, as visitors see it: the page above and the admin's preview render this one component. */
export function PressArticle({ item }: { item: PressRelease }) {
  return (
    <article className="container content-article">
      <BackLink />
      <Byline name={item.createdBy}>
        <time dateTime={item.added_date}>{formatDateTime(item.added_date)}</time>
      </Byline>
      <h1 className="content-article__title">{item.title}</h1>
      <ArticleBanner src={item.imageUrl} meta={item.imageMeta?.[item.imageUrl]} alt={bannerAlt(item.imageAlt)} />
      <SafeHtml html={item.content} />
    </article>
  );
}

function BackLink() {
  return (
    <Link className="content-article__back" to="/press-release">
      <ArrowLeft size={18} aria-hidden="true" />
      All press releases
    </Link>
  );
}
