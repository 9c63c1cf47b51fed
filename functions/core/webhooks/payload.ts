/**
 * A delivery's body: the event as JSON, or a Slack message (`text` plus a
 * section block), which Slack's and Teams' incoming webhooks post as is.
 */
import type { WebhookFormat } from '../../contract/webhooks';
import type { DeliveryJob } from './jobs';

/** Slack's mrkdwn treats &, < and > as markup: a visitor's name must not make a link. */
const slackEscape = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

export function deliveryBody(job: DeliveryJob, format: WebhookFormat, siteOrigin: string): string {
  const link = new URL(job.payload.adminPath, siteOrigin).toString();
  if (format === 'slack') {
    const text = `${slackEscape(job.payload.summary)} <${slackEscape(link)}|Open in admin>`;
    return JSON.stringify({ text, blocks: [{ type: 'section', text: { type: 'mrkdwn', text } }] });
  }
  return JSON.stringify({
    id: job.eventId,
    event: job.event,
    occurredAt: job.occurredAt,
    summary: job.payload.summary,
    link,
    data: job.payload.data,
  });
}
