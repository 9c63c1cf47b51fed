import { useEffect, useId, useState } from 'react';
import { Link } from 'react-router';
import { useApiData } from '../../lib/use-api-data';
import { ArrowRight, ChevronDown } from 'lucide-react';
import type { CareerPost } from '@contract/entities';
import { routes } from '@contract/routes';
import { usePageMeta } from '../../components/page-meta';
import { Reveal } from '../../components/reveal';
import { site } from '../../config/site';
import { fetchData } from '../../lib/api';
import { ContentHero } from '../../components/content/content-hero';
import { CardMedia } from '../../components/content/content-image';
import { CardGridSkeleton, EmptyState } from '../../components/content/content-states';
import { SafeHtml } from '../../components/content/safe-html';
import { ApplyHereButton, ApplyLink, ApplyPanel } from './career-apply';
import { CareerFacts } from './career-facts';
import { careerPath } from './career-path';
import './careers.css';

// A job's own page shares this chunk: one page module for both keeps the app's entry (and home's first load) from growing.
export { CareerDetailPage } from './career-detail';

/** /career — open positions; one description expanded at a time (spec §4). */
export function CareersPage() {
  const { data, error, isLoading } = useApiData(routes.getAllCareerPost.path, () => fetchData(routes.getAllCareerPost));
  // Each job's JobPosting is on its own page (/career/{slug}), where search engines want it; the list carries none.
  usePageMeta('Careers', `Open positions at ${site.name}: engineering, cloud, data and quality roles across our offices.`);
  const [expanded, setExpanded] = useState<string | null>(null);

  // Spec §8: a failed careers load is only logged; the page shows the friendly empty state.
  useEffect(() => {
    if (error) console.warn('Careers could not be loaded:', error instanceof Error ? error.message : error);
  }, [error]);

  const jobs = error ? [] : data;
  return (
    <>
      <ContentHero kicker="Careers" title="Build what enterprises run on">
        Join 400+ engineers shipping software for clients in 20 countries. Real ownership, senior mentors and a clear path to lead.
      </ContentHero>
      <section className="section" aria-labelledby="careers-open-title">
        <div className="container">
          <header className="careers__head">
            <h2 id="careers-open-title">Open positions</h2>
            {jobs && jobs.length > 0 && (
              <p className="careers__count">
                {jobs.length} {jobs.length === 1 ? 'role' : 'roles'} open
              </p>
            )}
          </header>
          {isLoading || !jobs ? (
            <CardGridSkeleton count={3} label="Loading open positions…" />
          ) : jobs.length === 0 ? (
            <EmptyState title="No open positions right now">
              We are always glad to meet good engineers. Send your CV to <a href={`mailto:${site.careersEmail}`}>{site.careersEmail}</a> and
              we will write when a matching role opens.
            </EmptyState>
          ) : (
            <ul className="careers__list">
              {jobs.map((job, index) => (
                <Reveal as="li" index={index} key={job._id}>
                  <CareerCard
                    job={job}
                    open={expanded === job._id}
                    onToggle={() => setExpanded((current) => (current === job._id ? null : job._id))}
                  />
                </Reveal>
              ))}
            </ul>
          )}
        </div>
      </section>
    </>
  );
}

/** One opening as /career lists it (the admin's preview shows it too). */
export function CareerCard({ job, open, onToggle }: { job: CareerPost; open: boolean; onToggle: () => void }) {
  const descriptionId = useId();
  const titleId = useId();
  const applyId = useId();
  const [applying, setApplying] = useState(false);
  const path = careerPath(job);
  return (
    <article className={`careers-card ${open ? 'careers-card--open' : ''}`} aria-labelledby={titleId}>
      {job.imageUrl && (
        <CardMedia
          className="careers-card__media"
          src={job.imageUrl}
          alt={job.imageAlt}
          width={800}
          height={450}
          meta={job.imageMeta?.[job.imageUrl]}
        />
      )}
      <div className="careers-card__body">
        <h3 id={titleId} className="careers-card__title">
          {job.careerTitle}
        </h3>
        <CareerFacts job={job} />
        {job.metaDescription && <p className="careers-card__summary">{job.metaDescription}</p>}
        <div id={descriptionId} className="careers-card__description" hidden={!open}>
          {open && <SafeHtml html={job.careerDescription} parentLevel={3} />}
        </div>
        <div className="careers-card__actions">
          <button type="button" className="careers-card__toggle" aria-expanded={open} aria-controls={descriptionId} onClick={onToggle}>
            {open ? 'view less' : 'view more'} <span className="visually-hidden">about {job.careerTitle}</span>
            <ChevronDown size={18} aria-hidden="true" className="careers-card__chevron" />
          </button>
          <ApplyLink title={job.careerTitle} />
          <ApplyHereButton title={job.careerTitle} open={applying} controls={applyId} onToggle={() => setApplying((current) => !current)} />
          {path && (
            <Link className="careers-card__view" to={path}>
              View role <span className="visually-hidden">{job.careerTitle}</span>
              <ArrowRight size={18} aria-hidden="true" />
            </Link>
          )}
        </div>
        <ApplyPanel id={applyId} job={job} open={applying} />
      </div>
    </article>
  );
}
