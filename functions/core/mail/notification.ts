/** Notifications to the business inbox (or HR's, for applications) through SES; sender and recipients are configuration. */
import { SendEmailCommand } from '@aws-sdk/client-sesv2';
import { ses } from '../aws/ses';
import { config } from '../config';

export interface Notification {
  subject: string;
  /** Label and value pairs, shown in order. */
  fields: ReadonlyArray<readonly [string, string]>;
  replyTo?: string;
  /** The inbox it goes to; the enquiries mailbox (MAIL_TO) unless named. */
  to?: string;
}

const htmlEntities: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };
export const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (char) => htmlEntities[char] ?? char);

export async function sendNotification({ subject, fields, replyTo, to }: Notification): Promise<void> {
  const text = fields.map(([label, value]) => `${label}: ${value}`).join('\n');
  const rows = fields
    .map(
      ([label, value]) =>
        `<tr><th align="left" valign="top">${escapeHtml(label)}</th><td style="white-space:pre-wrap">${escapeHtml(value)}</td></tr>`,
    )
    .join('');
  await ses().send(
    new SendEmailCommand({
      FromEmailAddress: config.mailFrom,
      Destination: { ToAddresses: [to ?? config.mailTo] },
      ReplyToAddresses: replyTo ? [replyTo] : undefined,
      Content: {
        Simple: {
          Subject: { Data: subject, Charset: 'UTF-8' },
          Body: {
            Text: { Data: text, Charset: 'UTF-8' },
            Html: { Data: `<table cellpadding="6">${rows}</table>`, Charset: 'UTF-8' },
          },
        },
      },
    }),
  );
}
