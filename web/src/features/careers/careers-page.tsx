import { lazy, Suspense, useEffect, useId, useState } from 'react';
import { useApiData } from '../../lib/use-api-data';
import { Briefcase, CalendarClock, ChevronDown, ClipboardList, Clock, MapPin, Send } from 'lucide-react';
import type { CareerPost } from '@contract/entities';
import { employmentTypes } from '@contract/job-closing';
import { routes } from '@contract/routes';
import { usePageMeta } from '../../components/page-meta';
import { jobPosting } from '../../lib/structured-data/content';
import { Reveal } from '../../components/reveal';
import { site } from '../../config/site';
import { fetchData } from '../../lib/api';
import { formatDate } from '../../lib/format';
import { ContentHero } from '../../components/content/content-hero';
import { CardMedia } from '../../components/content/content-image';
import { CardGridSkeleton, EmptyState } from '../../components/content/content-states';
import { SafeHtml } from '../../components/content/safe-html';
import './careers.css';

/** The application form loads only when a visitor opens it: the list stays light. */
const ApplyForm = lazy(() => import('./apply-form').then((module) => ({ default: module.ApplyForm })));

/** Apply opens a mail to the careers address with the job title as its subject. */
export const applyHref = (title: string) => `mailto:${site.careersEmail}?subject=${encodeURIComponent(title)}`;

/** /career — open positions; one description expanded at a time (spec §4). */
export function CareersPage() {
  const { data, error, isLoading } = useApiData(routes.getAllCareerPost.path, () => fetchData(routes.getAllCareerPost));
  usePageMeta('Careers', `Open positions at ${site.name}: engineering, cloud, data and quality roles across our offices.`, {
    jsonLd: data ? (origin) => data.map((post) => jobPosting(post, origin)) : undefined,
  });
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
        <ul className="careers-card__facts">
          <li>
            <MapPin size={16} aria-hidden="true" />
            <span className="visually-hidden">Location: </span>
            {job.careerLocation}
          </li>
          <li>
            <Briefcase size={16} aria-hidden="true" />
            <span className="visually-hidden">Experience: </span>
            {job.careerExperienceYr}
          </li>
          <li>
            <ClipboardList size={16} aria-hidden="true" />
            <span className="visually-hidden">Interview process: </span>
            {job.careerInterviewProcess}
          </li>
          {job.employmentType && (
            <li>
              <Clock size={16} aria-hidden="true" />
              <span className="visually-hidden">Employment type: </span>
              {employmentTypes[job.employmentType]}
            </li>
          )}
          {job.closingDate && (
            <li>
              <CalendarClock size={16} aria-hidden="true" />
              Apply by <time dateTime={job.closingDate}>{formatDate(job.closingDate)}</time>
            </li>
          )}
        </ul>
        {job.metaDescription && <p className="careers-card__summary">{job.metaDescription}</p>}
        <div id={descriptionId} className="careers-card__description" hidden={!open}>
          {open && <SafeHtml html={job.careerDescription} parentLevel={3} />}
        </div>
        <div className="careers-card__actions">
          <button type="button" className="careers-card__toggle" aria-expanded={open} aria-controls={descriptionId} onClick={onToggle}>
            {open ? 'view less' : 'view more'} <span className="visually-hidden">about {job.careerTitle}</span>
            <ChevronDown size={18} aria-hidden="true" className="careers-card__chevron" />
          </button>
          <a className="btn btn--primary" href={applyHref(job.careerTitle)} aria-label={`Apply for ${job.careerTitle}`}>
            <Send size={18} aria-hidden="true" />
            Apply
          </a>
          <button
            type="button"
            className="btn btn--ghost"
            aria-expanded={applying}
            aria-controls={applyId}
            onClick={() => setApplying((current) => !current)}
          >
            Apply here <span className="visually-hidden">for {job.careerTitle}</span>
          </button>
        </div>
        <div id={applyId} hidden={!applying}>
          {applying && (
            <Suspense fallback={<p role="status">Loading the application form…</p>}>
              <ApplyForm job={job} />
            </Suspense>
          )}
        </div>
      </div>
    </article>
  );
}
