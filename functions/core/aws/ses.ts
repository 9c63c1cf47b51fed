/** The SES v2 client, created on first use and reused across invocations. */
import { SESv2Client } from '@aws-sdk/client-sesv2';
import { config } from '../config';
import { localCredentials, onReset } from './endpoints';

let sesClient: SESv2Client | undefined;
onReset(() => (sesClient = undefined));

export function ses(): SESv2Client {
  const endpoint = config.endpoints.ses;
  sesClient ??= new SESv2Client({ region: config.region, endpoint, ...localCredentials(endpoint) });
  return sesClient;
}
