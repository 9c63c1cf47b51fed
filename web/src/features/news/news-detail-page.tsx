import { useApiData } from '../../lib/use-api-data';
import { Link, useParams } from 'react-router';
import { ArrowLeft, ExternalLink } from 'lucide-react';
import type { NewsItem } from '@contract/entities';
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

/** /news/{slug} — one news item: title, date, banner, the HTML story and its original source. */
export function NewsDetailPage() {
  const { newsId = '' } = useParams();
  const { data, error, isLoading } = useApiData(newsId ? apiPath(routes.getNewsDetails, { id: newsId }) : null, () =>
    fetchData<NewsItem>(routes.getNewsDetails, { id: newsId }),
  );
  usePageMeta(data?.metaTitle ?? data?.newsTitle ?? 'News', data?.metaDescription ?? 'Company news.', {
    type: 'article',
    image: data?.newsImageURL,
    imageAlt: data ? bannerAlt(data.imageAlt) : undefined,
    jsonLd: data ? (origin) => [newsArticle(data, origin, `/news/${data.slug}`)] : undefined,
  });

  if (!newsId || isNotFound(error)) return <PageNotFound />;
  if (error) {
    return (
      <div className="container content-article">
        <BackLink />
        <h1 className="visually-hidden">News</h1>
        <ErrorState message={messages.newsDetailFailed} />
      </div>
    );
  }
  if (isLoading || !data) return <ArticleSkeleton label="Loading the article…" />;
  return <NewsArticle item={data} />;
}

/** The article itself, as visitors see it: the page above and the admin's preview render this one component. */
export function NewsArticle({ item }: { item: NewsItem }) {
  return (
    <article className="container content-article">
      <BackLink />
      <Byline name={item.newsCreatedBy}>
        <time dateTime={item.added_date}>{formatDateTime(item.added_date)}</time>
      </Byline>
      <h1 className="content-article__title">{item.newsTitle}</h1>
      <ArticleBanner src={item.newsImageURL} meta={item.imageMeta?.[item.newsImageURL]} alt={bannerAlt(item.imageAlt)} />
      <SafeHtml html={item.newsContent} />
      {item.newsLink && (
        <p className="content-article__source">
          <a className="btn btn--ghost" href={item.newsLink} target="_blank" rel="noopener noreferrer">
            Read the original source
            <ExternalLink size={18} aria-hidden="true" />
            <span className="visually-hidden"> (opens in a new tab)</span>
          </a>
        </p>
      )}
    </article>
  );
}

function BackLink() {
  return (
    <Link className="content-article__back" to="/news">
      <ArrowLeft size={18} aria-hidden="true" />
      All news
    </Link>
  );
}
