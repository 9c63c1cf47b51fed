/** The local stack's ARNs: one account, the configured region, resources named as the stand-ins name them. */
import { config } from '../../../functions/core/config';

export const localAccount = '000000000000';
const region = () => config.region ?? 'us-east-1';

export const localArns = {
  table: (name: string) => `arn:aws:dynamodb:${region()}:${localAccount}:table/${name}`,
  bucket: (name: string) => `arn:aws:s3:::${name}`,
  object: (bucket: string, key: string) => `arn:aws:s3:::${bucket}/${key}`,
  identity: (identity: string) => `arn:aws:ses:${region()}:${localAccount}:identity/${identity}`,
  /** A queue's ARN from its URL (…/<account>/<name>). */
  queue: (url: string) => `arn:aws:sqs:${region()}:${localAccount}:${new URL(url).pathname.split('/').pop()}`,
  distribution: (id: string) => `arn:aws:cloudfront::${localAccount}:distribution/${id}`,
  /** The session a function's role gives its calls, as AWS names it in errors. */
  caller: (functionName: string) => `arn:aws:sts::${localAccount}:assumed-role/${functionName}/${functionName}`,
};
