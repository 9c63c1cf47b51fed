/**
 * One enquiry worked as a lead (/admin/contact-us/:id, /admin/hire-us/:id):
 * what the enquirer sent, its status and assignee, the team's notes, and
 * Delete once it is marked Spam; a lead the spam screen held back says why.
 */
import { useId, useState } from 'react';
import { Link, useLocation, useNavigate, useParams } from 'react-router';
import toast from 'react-hot-toast';
import { leadStatusOf, type LeadKind } from '@contract/leads';
import { messages } from '@contract/messages';
import { routes } from '@contract/routes';
import { usePageMeta } from '../../../components/page-meta';
import { isAcknowledged } from '../../../lib/api';
import { formatDateTime as formatWhen } from '../../../lib/format';
import { mayCall } from '../../../lib/session';
import { DeletingOverlay } from '../shared/admin-overlays';
import { ReadFailure } from '../shared/read-failure';
import { failureText, useAdminCall } from '../shared/use-admin-call';
import { LeadFacts } from './lead-facts';
import { leadKindInfo, leadName, type Lead, type LeadOf } from './lead-kinds';
import { LeadNotes } from './lead-notes';
import { LeadSource } from './lead-source';
import { LeadStatusBadge } from './lead-status-badge';
import { LeadWorkForm } from './lead-work-form';
import { SpamPanel } from './spam-panel';
import { useRefreshLeadCounts } from './new-leads-badge';
import { useLead } from './use-lead';
import '../shared/admin-screen.css';
import '../shared/admin-form.css';
import '../shared/admin-detail.css';
import './lead-detail.css';

const deleteConfirm = 'Delete this enquiry for good? It cannot be restored.';

/** Back to the list as it was left (filter, page), from the Open link's state. */
function useListPath(kind: LeadKind): string {
  const { state } = useLocation();
  const search = (state as { listSearch?: unknown } | null)?.listSearch;
  return leadKindInfo[kind].listPath + (typeof search === 'string' ? search : '');
}

function LeadDetailScreen<K extends LeadKind>({ kind }: { kind: K }) {
  const { id = '' } = useParams();
  const loaded = useLead(kind, id);
  const listPath = useListPath(kind);
  const info = leadKindInfo[kind];
  const title = loaded.state === 'ready' ? leadName(loaded.lead) : 'Enquiry';
  usePageMeta(title, `An enquiry from the ${info.listTitle}.`, { noindex: true });
  const headingId = useId();

  return (
    <section className="admin-screen lead-detail" aria-labelledby={headingId}>
      <Link className="admin-detail__back" to={listPath}>
        ← {info.listTitle}
      </Link>
      {loaded.state === 'ready' ? (
        // Keyed by the lead: another lead's screen starts with its own forms and draft.
        <LeadBody key={id} kind={kind} lead={loaded.lead} replace={loaded.replace} headingId={headingId} listPath={listPath} />
      ) : (
        <>
          <h1 id={headingId} className="admin-screen__title">
            {title}
          </h1>
          {loaded.state === 'loading' && <p role="status">Loading…</p>}
          {loaded.state === 'missing' && <p role="alert">{messages.leadNotFound}</p>}
          {loaded.state === 'failed' && <ReadFailure message={loaded.message} retry={loaded.retry} />}
        </>
      )}
    </section>
  );
}

interface BodyProps<K extends LeadKind> {
  kind: K;
  lead: LeadOf<K>;
  replace: (lead: LeadOf<K>) => Promise<unknown>;
  headingId: string;
  listPath: string;
}

function LeadBody<K extends LeadKind>({ kind, lead, replace, headingId, listPath }: BodyProps<K>) {
  const call = useAdminCall();
  const navigate = useNavigate();
  const [deleting, setDeleting] = useState(false);
  const refreshLeadCounts = useRefreshLeadCounts();
  const update = (next: Lead) => replace(next as LeadOf<K>);
  const status = leadStatusOf(lead);

  const remove = async () => {
    if (!window.confirm(deleteConfirm)) return;
    setDeleting(true);
    const result = await call(routes.deleteLead, { params: { kind, id: lead._id } });
    setDeleting(false);
    if (result.status === 401) return;
    if (isAcknowledged(result)) {
      refreshLeadCounts();
      toast.success(result.msg ?? messages.leadDeleted);
      void navigate(listPath, { replace: true });
    } else toast.error(failureText(result));
  };

  return (
    <>
      <div className="spread admin-screen__head">
        <h1 id={headingId} className="admin-screen__title">
          {leadName(lead)}
        </h1>
        <LeadStatusBadge status={status} />
      </div>
      <div className="split admin-detail__grid">
        <div className="admin-detail__facts">
          <LeadFacts lead={lead} />
          <LeadSource lead={lead} />
        </div>
        <div className="admin-detail__work">
          {(status === 'spam' || lead.spamReasons) && <SpamPanel kind={kind} lead={lead} onChanged={update} />}
          {mayCall(routes.updateLead) && <LeadWorkForm kind={kind} lead={lead} onSaved={update} />}
          {status === 'spam' && mayCall(routes.deleteLead) && (
            <button type="button" className="btn btn--ghost lead-detail__delete" onClick={() => void remove()}>
              Delete
            </button>
          )}
          {lead.leadUpdatedAt && lead.leadUpdatedBy && (
            <p className="admin-detail__updated">
              Last changed by {lead.leadUpdatedBy}, <time dateTime={lead.leadUpdatedAt}>{formatWhen(lead.leadUpdatedAt)}</time>
            </p>
          )}
        </div>
      </div>
      {mayCall(routes.addLeadNote) && <LeadNotes kind={kind} lead={lead} onAdded={update} />}
      {deleting && <DeletingOverlay />}
    </>
  );
}

export const ContactLeadScreen = () => <LeadDetailScreen kind="contact" />;
export const HireLeadScreen = () => <LeadDetailScreen kind="hire" />;
