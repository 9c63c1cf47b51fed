import { useState } from 'react';
import toast from 'react-hot-toast';
import { routes } from '@contract/routes';
import { maxWebhooks, type Webhook, type WebhookWithSecret, webhookEventLabels, webhookFormatLabels } from '@contract/webhooks';
import { usePageMeta } from '../../../components/page-meta';
import { isAcknowledged } from '../../../lib/api';
import { AdminScreen } from '../shared/admin-screen';
import { withListCache } from '../shared/list-cache';
import { failureText } from '../shared/use-admin-call';
import { DeliveryLog } from './delivery-log';
import { ConfirmDialog } from '../shared/confirm-dialog';
import { WebhookForm } from './webhook-form';
import { WebhookSecret } from './webhook-secret';
import { useWebhooks } from './use-webhooks';
import '../shared/admin-form.css';
import '../shared/status-badge.css';
import './webhooks.css';
import { ListReadState } from '../shared/read-failure';

type Asking = { kind: 'delete' | 'rotate'; webhook: Webhook } | null;

/**
 * /admin/webhooks (Owners): where leads and applications are posted besides
 * the enquiries inbox. Add a webhook (its secret is shown once), edit it,
 * send a test event, read its delivery log, make a new secret or remove it;
 * removing and re-keying each wait for a dialog's Confirm.
 */
function WebhooksList() {
  usePageMeta('Webhooks', 'Webhooks that post new leads, status changes and applications to other systems.', { noindex: true });
  const { state, reload, put, drop, call } = useWebhooks();
  const [secret, setSecret] = useState<WebhookWithSecret | null>(null);
  const [editing, setEditing] = useState<Webhook | null>(null);
  const [logOf, setLogOf] = useState<Webhook | null>(null);
  const [asking, setAsking] = useState<Asking>(null);
  const [busy, setBusy] = useState<string | null>(null);

  const saved = (webhook: Webhook | WebhookWithSecret) => {
    put(webhook);
    if ('secret' in webhook) setSecret(webhook);
    setEditing(null);
  };

  const act = async (webhook: Webhook, run: () => ReturnType<typeof call>, done: (answer: Awaited<ReturnType<typeof call>>) => void) => {
    setBusy(webhook._id);
    const answer = await run();
    setBusy(null);
    if (answer.status === 401) return;
    if (isAcknowledged(answer)) done(answer);
    else toast.error(failureText(answer));
  };

  const confirm = () => {
    if (!asking) return;
    const { kind, webhook } = asking;
    setAsking(null);
    if (kind === 'delete')
      void act(
        webhook,
        () => call(routes.deleteWebhook, { params: { id: webhook._id } }),
        (answer) => {
          drop(webhook._id);
          if (logOf?._id === webhook._id) setLogOf(null);
          toast.success(answer.msg ?? 'Webhook removed.');
        },
      );
    else
      void act(
        webhook,
        () => call(routes.rotateWebhookSecret, { params: { id: webhook._id } }),
        (answer) => {
          const data = answer.data as WebhookWithSecret | undefined;
          if (data) setSecret(data);
        },
      );
  };

  const test = (webhook: Webhook) =>
    void act(
      webhook,
      () => call(routes.testWebhook, { params: { id: webhook._id } }),
      (answer) => {
        toast.success(answer.msg ?? 'Test event sent.');
        setLogOf(webhook);
      },
    );

  const full = state.kind === 'ready' && state.webhooks.length >= maxWebhooks;
  return (
    <AdminScreen title="Webhooks" className="webhooks-screen">
      {secret && <WebhookSecret url={secret.url} secret={secret.secret} onDone={() => setSecret(null)} />}
      {editing ? (
        <WebhookForm key={editing._id} call={call} editing={editing} onSaved={saved} onCancel={() => setEditing(null)} />
      ) : full ? (
        <p className="admin-form__intro">A site can have at most {maxWebhooks} webhooks: remove one to add another.</p>
      ) : (
        <WebhookForm call={call} onSaved={saved} />
      )}
      <ListReadState state={state} noun="webhooks" retry={() => reload()} />
      {state.kind === 'ready' && state.webhooks.length === 0 && <p className="admin-table__state">No webhooks yet.</p>}
      {state.kind === 'ready' && state.webhooks.length > 0 && (
        <ul className="webhook-list" aria-label="Webhooks">
          {state.webhooks.map((webhook) => (
            <li key={webhook._id} className="webhook-card">
              <p className="webhook-card__url">{webhook.url}</p>
              <p className="webhook-card__meta">
                <span className={`status-badge${webhook.active ? '' : ' status-badge--scheduled'}`}>
                  {webhook.active ? 'Active' : 'Paused'}
                </span>{' '}
                {webhookFormatLabels[webhook.format]} · {webhook.events.map((event) => webhookEventLabels[event]).join(', ')}
              </p>
              <div className="webhook-card__actions">
                <button type="button" className="btn btn--ghost" disabled={busy === webhook._id} onClick={() => setEditing(webhook)}>
                  Edit
                </button>
                <button type="button" className="btn btn--ghost" disabled={busy === webhook._id} onClick={() => test(webhook)}>
                  Send test
                </button>
                <button type="button" className="btn btn--ghost" onClick={() => setLogOf(webhook)}>
                  Deliveries
                </button>
                <button
                  type="button"
                  className="btn btn--ghost"
                  disabled={busy === webhook._id}
                  onClick={() => setAsking({ kind: 'rotate', webhook })}
                >
                  New secret
                </button>
                <button
                  type="button"
                  className="btn btn--ghost"
                  disabled={busy === webhook._id}
                  onClick={() => setAsking({ kind: 'delete', webhook })}
                >
                  Delete
                </button>
              </div>
            </li>
          ))}
        </ul>
      )}
      {logOf && <DeliveryLog key={logOf._id} webhook={logOf} onClose={() => setLogOf(null)} />}
      {asking && (
        <ConfirmDialog
          title={asking.kind === 'delete' ? `Delete the webhook to ${new URL(asking.webhook.url).host}?` : 'Make a new secret?'}
          confirmLabel={asking.kind === 'delete' ? 'Delete' : 'Make new secret'}
          onConfirm={confirm}
          onCancel={() => setAsking(null)}
        >
          <p>
            {asking.kind === 'delete'
              ? 'Nothing more is posted to it, and deliveries waiting for a retry are dropped.'
              : 'The old secret stops working at once: deliveries are signed with the new one, which your receiver must use.'}
          </p>
        </ConfirmDialog>
      )}
    </AdminScreen>
  );
}

export const WebhooksScreen = withListCache(WebhooksList);
