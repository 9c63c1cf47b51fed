/** The SES v2 client, created on first use and reused across invocations. */
import { SESv2Client } from '@aws-sdk/client-sesv2';
import { config } from '../config';
import { clientSettings, onReset, withPlugins } from './endpoints';

/** Two tries per delivery: further retries are the mail queue's (redelivery with backoff). */
const mailAttempts = 2;

let sesClient: SESv2Client | undefined;
onReset(() => (sesClient = undefined));

export function ses(): SESv2Client {
  const endpoint = config.endpoints.ses;
  sesClient ??= withPlugins(new SESv2Client(clientSettings(endpoint, mailAttempts)));
  return sesClient;
}
