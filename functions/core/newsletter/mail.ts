/**
 * Newsletter mail. Every newsletter mail carries the address's
 * unsubscribe link, in the text and as List-Unsubscribe with one-click POST
 * (RFC 8058): mail clients then offer their own Unsubscribe button, which
 * POSTs `List-Unsubscribe=One-Click` to that URL with the token in its query.
 */
import { apiPath, routes } from '../../contract/routes';
import { confirmLinkDays, signLink } from './tokens';
import { sendLinkMail, siteLink } from '../mail/transactional';

export const confirmSubject = 'Confirm your subscription to Nexoria Technologies news';

/** The public pages the links open: each explains, then acts only when the reader presses its button. */
export const newsletterPages = { confirm: '/newsletter/confirm', unsubscribe: '/newsletter/unsubscribe' } as const;

const withToken = (path: string, token: string) => `${path}?token=${encodeURIComponent(token)}`;

/** What a newsletter mail needs to let its reader leave the list: the page link for the text, the headers for mail clients. */
export async function unsubscribeParts(email: string) {
  const token = await signLink(email, 'unsubscribe');
  const oneClick = siteLink(withToken(apiPath(routes.unsubscribe), token));
  return {
    page: siteLink(withToken(newsletterPages.unsubscribe, token)),
    headers: [
      { name: 'List-Unsubscribe', value: `<${oneClick}>` },
      { name: 'List-Unsubscribe-Post', value: 'List-Unsubscribe=One-Click' },
    ],
  };
}

/** The double opt-in mail: one link that confirms the address (valid confirmLinkDays), and the way out. */
export async function sendConfirmationMail(email: string): Promise<void> {
  const [token, unsubscribe] = await Promise.all([signLink(email, 'confirm'), unsubscribeParts(email)]);
  await sendLinkMail({
    to: email,
    subject: confirmSubject,
    intro: [
      'Someone, hopefully you, asked to receive news from Nexoria Technologies at this address.',
      'Please confirm that you want our updates: open the link below and press "Confirm subscription".',
    ],
    path: withToken(newsletterPages.confirm, token),
    linkText: 'Confirm your subscription',
    outro: [
      `The link works for ${confirmLinkDays} days. If you did not ask for this, ignore this mail: we will not write to you again.`,
      `Unsubscribe at any time: ${unsubscribe.page}`,
    ],
    headers: unsubscribe.headers,
  });
}
