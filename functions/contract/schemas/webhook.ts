/**
 * A webhook's form: where to post, which events, in what shape, on or off.
 * The server adds the rules a browser cannot check (functions/core/webhooks/url-rules.ts:
 * https only, no private or loopback hosts).
 */
import * as v from 'valibot';
import { type WebhookFormat, webhookEvents, webhookFormats } from '../webhooks';
import { checkbox, form, list, text } from './fields';

export const webhookUrlMessages = {
  required: 'Enter the URL to post to.',
  invalid: 'Enter a full URL that starts with https://.',
  credentials: 'Leave the user name and password out of the URL.',
} as const;

function urlProblem(value: string): string | null {
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    return webhookUrlMessages.invalid;
  }
  if (url.protocol !== 'https:' && url.protocol !== 'http:') return webhookUrlMessages.invalid;
  if (url.username || url.password) return webhookUrlMessages.credentials;
  return null;
}

const urlRule = v.rawCheck<string>(({ dataset, addIssue }) => {
  if (!dataset.typed) return;
  const problem = urlProblem(dataset.value);
  if (problem) addIssue({ message: problem });
});

export const webhookSchema = form({
  url: text('URL', { required: webhookUrlMessages.required, maxLength: 2048, rule: urlRule }),
  events: list('Events', {
    required: 'Choose at least one event.',
    maxItems: webhookEvents.length,
    rule: v.picklist(webhookEvents, 'Events must be New lead, Lead status change or New application.'),
  }),
  format: text<WebhookFormat>('Format', {
    required: 'Choose a format.',
    rule: v.picklist(webhookFormats, 'Format must be JSON or Slack message.'),
  }),
  active: checkbox('Active'),
});
