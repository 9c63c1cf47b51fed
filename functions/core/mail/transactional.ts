/**
 * Mail to one person, with one link to act on: invitations,
 * password resets, newsletter confirmations. Sent at once through SES (the
 * caller tells the user if it fails, so nothing is promised that was not
 * sent), from the configured sender, as plain text and simple HTML.
 */
import { SendEmailCommand } from '@aws-sdk/client-sesv2';
import { ses } from '../aws/ses';
import { config } from '../config';
import { escapeHtml } from './notification';

export interface LinkMail {
  to: string;
  subject: string;
  /** Paragraphs before the link. */
  intro: readonly string[];
  /** Where the link goes: a site path with its query (`/admin/reset-password?token=…`), made absolute on the site's origin. */
  path: string;
  linkText: string;
  /** Paragraphs after the link (its lifetime, what to do if it was not you). */
  outro?: readonly string[];
  /** Extra headers, e.g. List-Unsubscribe on newsletter mail. */
  headers?: ReadonlyArray<{ name: string; value: string }>;
}

/** The absolute URL of a site path, on the configured origin. */
export const siteLink = (path: string): string => new URL(path, config.siteOrigin).toString();

export async function sendLinkMail(mail: LinkMail): Promise<void> {
  const url = siteLink(mail.path);
  const outro = mail.outro ?? [];
  const text = [...mail.intro, `${mail.linkText}: ${url}`, ...outro].join('\n\n');
  const paragraph = (line: string) => `<p>${escapeHtml(line)}</p>`;
  const html = [
    ...mail.intro.map(paragraph),
    `<p><a href="${escapeHtml(url)}">${escapeHtml(mail.linkText)}</a></p>`,
    ...outro.map(paragraph),
  ].join('');
  await ses().send(
    new SendEmailCommand({
      FromEmailAddress: config.mailFrom,
      Destination: { ToAddresses: [mail.to] },
      Content: {
        Simple: {
          Subject: { Data: mail.subject, Charset: 'UTF-8' },
          Body: { Text: { Data: text, Charset: 'UTF-8' }, Html: { Data: html, Charset: 'UTF-8' } },
          ...(mail.headers?.length ? { Headers: mail.headers.map(({ name, value }) => ({ Name: name, Value: value })) } : {}),
        },
      },
    }),
  );
}
