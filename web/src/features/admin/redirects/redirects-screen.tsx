import { useState } from 'react';
import toast from 'react-hot-toast';
import type { Redirect } from '@contract/redirects';
import { routes } from '@contract/routes';
import { usePageMeta } from '../../../components/page-meta';
import { isAcknowledged } from '../../../lib/api';
import { formatDateTime } from '../../../lib/format';
import { AdminScreen } from '../shared/admin-screen';
import { ConfirmDialog } from '../shared/confirm-dialog';
import { withListCache } from '../shared/list-cache';
import { failureText } from '../shared/use-admin-call';
import { RedirectForm } from './redirect-form';
import { useRedirects } from './use-redirects';
import '../shared/admin-form.css';
import '../shared/status-badge.css';
import './redirects.css';

/**
 * /admin/redirects (Owners): every old address that answers 301, newest
 * first. Automatic ones follow a news item's or press release's URL change
 * and stay for good; manual ones bring an old site's addresses home, and can
 * be deleted after a dialog's Confirm.
 */
function RedirectsList() {
  usePageMeta('Redirects', 'Old addresses that lead to pages of this site.', { noindex: true });
  const { state, reload, add, drop, call } = useRedirects();
  const [asking, setAsking] = useState<Redirect | null>(null);
  const [busy, setBusy] = useState<string | null>(null);

  const remove = async (redirect: Redirect) => {
    setAsking(null);
    setBusy(redirect.from);
    const answer = await call(routes.deleteRedirect, { query: { from: redirect.from } });
    setBusy(null);
    if (answer.status === 401) return;
    if (!isAcknowledged(answer)) return void toast.error(failureText(answer));
    drop(redirect.from);
    toast.success(answer.msg ?? 'Redirect deleted.');
  };

  return (
    <AdminScreen title="Redirects" className="redirects-screen">
      <RedirectForm call={call} onAdded={add} />
      {state.kind === 'loading' && (
        <p className="admin-table__state" role="status">
          Loading redirects…
        </p>
      )}
      {state.kind === 'failed' && (
        <div className="admin-table__state" role="alert">
          <p>The redirects could not be loaded.</p>
          <button type="button" className="btn btn--ghost" onClick={() => reload()}>
            Try again
          </button>
        </div>
      )}
      {state.kind === 'ready' && state.redirects.length === 0 && <p className="admin-table__state">No redirects yet.</p>}
      {state.kind === 'ready' && state.redirects.length > 0 && (
        <ul className="redirect-list" aria-label="Redirects">
          {state.redirects.map((redirect) => (
            <li key={redirect.from} className="redirect-card">
              <p className="redirect-card__paths">
                <span>{redirect.from}</span> <span aria-hidden="true">→</span>
                <span className="visually-hidden">leads to</span> <span>{redirect.to}</span>
              </p>
              <p className="redirect-card__meta">
                <span className={`status-badge${redirect.kind === 'manual' ? ' status-badge--scheduled' : ''}`}>
                  {redirect.kind === 'manual' ? 'Manual' : 'Automatic'}
                </span>{' '}
                <time dateTime={redirect.at}>{formatDateTime(redirect.at)}</time> · {redirect.by}
              </p>
              {redirect.kind === 'manual' && (
                <button type="button" className="btn btn--ghost" disabled={busy === redirect.from} onClick={() => setAsking(redirect)}>
                  Delete
                </button>
              )}
            </li>
          ))}
        </ul>
      )}
      {asking && (
        <ConfirmDialog
          title={`Delete the redirect from ${asking.from}?`}
          confirmLabel="Delete"
          onConfirm={() => void remove(asking)}
          onCancel={() => setAsking(null)}
        >
          <p>
            Visitors to {asking.from} will get the not-found page instead of {asking.to}.
          </p>
        </ConfirmDialog>
      )}
    </AdminScreen>
  );
}

export const RedirectsScreen = withListCache(RedirectsList);
