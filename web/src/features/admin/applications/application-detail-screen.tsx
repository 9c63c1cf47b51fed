/**
 * One career application (/admin/applications/:id): what the candidate sent,
 * the CV download, the stage HR moves it through, who works on it, and the
 * team's notes.
 */
import { useId } from 'react';
import { Link, useLocation, useParams } from 'react-router';
import { applicationMessages } from '@contract/applications';
import { usePageMeta } from '../../../components/page-meta';
import { formatDateTime } from '../../../lib/format';
import { ReadFailure } from '../shared/read-failure';
import { ApplicationFacts } from './application-facts';
import { ApplicationNotes } from './application-notes';
import { ApplicationStageBadge } from './application-stage-badge';
import { ApplicationWork } from './application-work';
import { CvDownloadButton } from './cv-download-button';
import { useApplication } from './use-application';
import '../shared/admin-screen.css';
import '../shared/admin-form.css';
import '../shared/admin-detail.css';

const listPath = '/admin/applications';

export function ApplicationDetailScreen() {
  const { id = '' } = useParams();
  const loaded = useApplication(id);
  const { state } = useLocation();
  const search = (state as { listSearch?: unknown } | null)?.listSearch;
  const backTo = listPath + (typeof search === 'string' ? search : '');
  const title = loaded.state === 'ready' ? loaded.application.name : 'Application';
  usePageMeta(title, 'A career application.', { noindex: true });
  const headingId = useId();

  return (
    <section className="admin-screen application-detail" aria-labelledby={headingId}>
      <Link className="admin-detail__back" to={backTo}>
        ← Applications
      </Link>
      {loaded.state === 'ready' ? (
        // Keyed by the application: another one's screen starts with its own forms.
        <div key={id}>
          <div className="spread admin-screen__head">
            <h1 id={headingId} className="admin-screen__title">
              {loaded.application.name}
            </h1>
            <ApplicationStageBadge stage={loaded.application.stage} />
          </div>
          <div className="split admin-detail__grid">
            <div className="admin-detail__facts">
              <ApplicationFacts application={loaded.application} />
            </div>
            <div className="admin-detail__work">
              <CvDownloadButton id={loaded.application._id} />
              <ApplicationWork application={loaded.application} onSaved={loaded.replace} reload={loaded.reload} />
              {loaded.application.updatedAt && loaded.application.updatedBy && (
                <p className="admin-detail__updated">
                  Last changed by {loaded.application.updatedBy},{' '}
                  <time dateTime={loaded.application.updatedAt}>{formatDateTime(loaded.application.updatedAt)}</time>
                </p>
              )}
            </div>
          </div>
          <ApplicationNotes application={loaded.application} onAdded={loaded.replace} />
        </div>
      ) : (
        <>
          <h1 id={headingId} className="admin-screen__title">
            {title}
          </h1>
          {loaded.state === 'loading' && <p role="status">Loading…</p>}
          {loaded.state === 'missing' && <p role="alert">{applicationMessages.notFound}</p>}
          {loaded.state === 'failed' && <ReadFailure message={loaded.message} retry={loaded.retry} />}
        </>
      )}
    </section>
  );
}
