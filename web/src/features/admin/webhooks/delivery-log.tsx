import { routes } from '@contract/routes';
import { type Webhook, type WebhookDelivery, webhookEventLabels } from '@contract/webhooks';
import { dataOrThrow, useAdminRead } from '../shared/admin-read';

const statusLabels: Record<WebhookDelivery['status'], string> = { delivered: 'Delivered', retrying: 'Retrying', failed: 'Failed' };

const eventLabel = (event: WebhookDelivery['event']) => (event === 'webhook.test' ? 'Test' : webhookEventLabels[event]);

const when = (at: string) => new Date(at).toLocaleString(undefined, { dateStyle: 'medium', timeStyle: 'medium' });

/** A webhook's last deliveries, newest first: every attempt, its answer and how long it took. */
export function DeliveryLog({ webhook, onClose }: { webhook: Webhook; onClose: () => void }) {
  const { data, error, isValidating, mutate } = useAdminRead(['listWebhookDeliveries', webhook._id], async (read) =>
    dataOrThrow(await read(routes.listWebhookDeliveries, { params: { id: webhook._id } })),
  );
  return (
    <section className="webhook-log" aria-labelledby="webhook-log-title">
      <div className="spread">
        <h2 id="webhook-log-title" className="webhook__title">
          Deliveries to {new URL(webhook.url).host}
        </h2>
        <div className="webhook-log__actions">
          <button type="button" className="btn btn--ghost" onClick={() => void mutate()} disabled={isValidating}>
            Refresh
          </button>
          <button type="button" className="btn btn--ghost" onClick={onClose}>
            Close log
          </button>
        </div>
      </div>
      {!data && !error && <p role="status">Loading deliveries…</p>}
      {error && !data && <p role="alert">The deliveries could not be loaded.</p>}
      {data && data.length === 0 && <p>No deliveries in the last 30 days.</p>}
      {data && data.length > 0 && (
        // biome-ignore lint/a11y/useSemanticElements lint/a11y/noNoninteractiveTabindex: a focusable named scroll region, so keyboard users can scroll the wide log (axe scrollable-region-focusable)
        <div className="webhook-log__scroll" tabIndex={0} role="region" aria-label="Deliveries, newest first">
          <table className="webhook-log__table">
            <thead>
              <tr>
                <th scope="col">When</th>
                <th scope="col">Event</th>
                <th scope="col">Status</th>
                <th scope="col">Attempt</th>
                <th scope="col">Answer</th>
                <th scope="col">Time</th>
              </tr>
            </thead>
            <tbody>
              {data.map((delivery) => (
                <tr key={delivery._id} data-status={delivery.status}>
                  <td>{when(delivery.at)}</td>
                  <td>{eventLabel(delivery.event)}</td>
                  <td>{statusLabels[delivery.status]}</td>
                  <td>{delivery.attempt}</td>
                  <td>{delivery.responseStatus ?? delivery.error ?? '—'}</td>
                  <td>{delivery.durationMs} ms</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </section>
  );
}
