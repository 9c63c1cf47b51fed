/** The SQS client (the mail queue), created on first use and reused across invocations. */
import { SQSClient } from '@aws-sdk/client-sqs';
import { config } from '../config';
import { clientSettings, onReset, withPlugins } from './endpoints';

let sqsClient: SQSClient | undefined;
onReset(() => (sqsClient = undefined));

export function sqs(): SQSClient {
  sqsClient ??= withPlugins(new SQSClient(clientSettings(config.endpoints.sqs)));
  return sqsClient;
}
