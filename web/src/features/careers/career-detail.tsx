import { useId, useState } from 'react';
import { Link, useParams } from 'react-router';
import { ArrowRight } from 'lucide-react';
import type { CareerDetails } from '@contract/entities';
import { apiPath, routes } from '@contract/routes';
import { usePageMeta } from '../../components/page-meta';
import { PageNotFound } from '../../components/page-not-found';
import { ArticleSkeleton, ErrorState } from '../../components/content/content-states';
import { SafeHtml } from '../../components/content/safe-html';
import { fetchData } from '../../lib/api';
import { formatDate } from '../../lib/format';
import { useApiData } from '../../lib/use-api-data';
import { jobPageJsonLd } from '../../lib/structured-data/content';
import { ApplyHereButton, ApplyLink, ApplyPanel } from './career-apply';
import { CareerFacts } from './career-facts';
import { careerPath } from './career-path';
import './careers.css';

/** A reference that names no job (404) or cannot name one (400): either way there is no such page. */
const isMissing = (error: unknown) => [400, 404].includes((error as { status?: number } | undefined)?.status ?? 0);

/**
 * /career/{slug} — one job: its facts, description, the spec's Apply mail
 * link and "Apply here". Once its closing day has passed the page stays (the
 * link was shared) but says the role has closed, offers no way to apply, and
 * asks search engines to drop it.
 */
export function CareerDetailPage() {
  const { careerId = '' } = useParams();
  const { data, error, isLoading } = useApiData(careerId ? apiPath(routes.getCareerDetails, { id: careerId }) : null, () =>
    fetchData<CareerDetails>(routes.getCareerDetails, { id: careerId }),
  );
  const path = (data && careerPath(data)) ?? `/career/${encodeURIComponent(careerId)}`;
  usePageMeta(
    data ? (data.closed ? `${data.careerTitle} (closed)` : data.careerTitle) : 'Careers',
    data?.metaDescription || 'A role at our company.',
    {
      noindex: data?.closed,
      jsonLd: data ? (origin) => jobPageJsonLd(data, origin, path) : undefined,
    },
  );

  if (!careerId || isMissing(error)) return <PageNotFound />;
  if (error) {
    return (
      <div className="container content-article">
        <Trail />
        <h1 className="visually-hidden">Careers</h1>
        <ErrorState message="This role could not be loaded. Please try again." />
      </div>
    );
  }
  if (isLoading || !data) return <ArticleSkeleton label="Loading the role…" />;
  return <CareerRole job={data} />;
}

function CareerRole({ job }: { job: CareerDetails }) {
  const closedTitleId = useId();
  const applyId = useId();
  const [applying, setApplying] = useState(false);
  return (
    <article className="container content-article career-role">
      <Trail title={job.careerTitle} />
      <h1 className="content-article__title">{job.careerTitle}</h1>
      {job.closed && (
        <section className="career-role__closed" aria-labelledby={closedTitleId}>
          <h2 id={closedTitleId}>This role has closed</h2>
          <p>
            Applications closed at the end of{' '}
            {job.closingDate ? <time dateTime={job.closingDate}>{formatDate(job.closingDate)}</time> : 'its closing day'}. Thank you for
            your interest: see the roles that are open now.
          </p>
          <Link className="btn btn--primary" to="/career">
            See the open roles
            <ArrowRight size={18} aria-hidden="true" />
          </Link>
        </section>
      )}
      <div className="career-role__facts">
        <CareerFacts job={job} closed={job.closed} />
      </div>
      <SafeHtml html={job.careerDescription} />
      {!job.closed && (
        <>
          <div className="career-role__actions">
            <ApplyLink title={job.careerTitle} />
            <ApplyHereButton
              title={job.careerTitle}
              open={applying}
              controls={applyId}
              onToggle={() => setApplying((current) => !current)}
            />
          </div>
          <ApplyPanel id={applyId} job={job} open={applying} />
        </>
      )}
    </article>
  );
}

/** Careers › the job: the way back to the list. */
function Trail({ title }: { title?: string }) {
  return (
    <nav aria-label="Breadcrumb">
      <ol className="career-role__trail">
        <li>
          <Link to="/career">Careers</Link>
        </li>
        {title && <li aria-current="page">{title}</li>}
      </ol>
    </nav>
  );
}
