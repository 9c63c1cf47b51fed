/** Settings from the environment, read when first used so tests and the local stack can set them. */
import { spamLimits } from '../contract/spam';
import { defaultApplicationRetentionDays, defaultApplicationsMailTo } from '../contract/applications';

function required(name: string): string {
  const value = process.env[name];
  if (!value) throw new Error(`Missing environment variable ${name}`);
  return value;
}

export const config = {
  /** Unset means the SDK's own resolution (AWS_REGION, AWS_DEFAULT_REGION, the profile): never a guessed region. */
  get region(): string | undefined {
    return process.env.AWS_REGION || undefined;
  },
  get tableName() {
    return required('TABLE_NAME');
  },
  get mediaBucket() {
    return required('MEDIA_BUCKET');
  },
  get mailFrom() {
    return required('MAIL_FROM');
  },
  get mailTo() {
    return required('MAIL_TO');
  },
  /** HR's inbox for new applications (APPLICATIONS_MAIL_TO), by default the careers address the site shows; never the enquiries mailbox. */
  get applicationsMailTo() {
    return process.env.APPLICATIONS_MAIL_TO?.trim() || defaultApplicationsMailTo;
  },
  /** The site's origin (https://…), for the links in invitation, reset and newsletter mails. */
  get siteOrigin() {
    return new URL(required('SITE_ORIGIN')).origin;
  },
  /** The queue enquiry mail goes through (functions/workers/deliver-mail.ts). */
  get mailQueueUrl() {
    return required('MAIL_QUEUE_URL');
  },
  /** The queue webhook events and deliveries go through (functions/workers/deliver-webhooks.ts). */
  get webhookQueueUrl() {
    return required('WEBHOOK_QUEUE_URL');
  },
  /** Days a career application and its CV are kept (APPLICATION_RETENTION_DAYS, default 365). */
  get applicationRetentionDays(): number {
    const days = Number(process.env.APPLICATION_RETENTION_DAYS ?? '');
    return Number.isInteger(days) && days > 0 ? days : defaultApplicationRetentionDays;
  },
  /** The CloudFront KeyValueStore the edge reads redirects from (its ARN). */
  get redirectsStoreArn() {
    return required('REDIRECTS_KVS_ARN');
  },
  /** Local stand-in endpoints; unset in the cloud. */
  endpoints: {
    get dynamodb() {
      return process.env.DYNAMODB_ENDPOINT;
    },
    get s3() {
      return process.env.S3_ENDPOINT;
    },
    get ses() {
      return process.env.SES_ENDPOINT;
    },
    get sqs() {
      return process.env.SQS_ENDPOINT;
    },
    get cloudfront() {
      return process.env.CLOUDFRONT_ENDPOINT;
    },
    get keyValueStore() {
      return process.env.KVS_ENDPOINT;
    },
  },
};

/**
 * The spam screen's limits (functions/contract/spam.ts): the local stack and
 * the test suites lower the minimum fill time and raise the rates, since
 * their browsers type in milliseconds and post many messages from one client.
 */
export function spamSettings() {
  const number = (name: string, fallback: number) => {
    const value = Number(process.env[name]);
    return process.env[name] !== undefined && process.env[name] !== '' && Number.isFinite(value) && value >= 0 ? value : fallback;
  };
  const rate = number('SPAM_RATE_MAX', 0);
  return {
    minFillMs: number('SPAM_MIN_FILL_MS', spamLimits.minFillMs),
    perAddress: rate || spamLimits.perAddress,
    perClient: rate || spamLimits.perClient,
  };
}

/** JWT settings; the signing key itself comes from core/auth/signing-key. */
export const tokenSettings = {
  issuer: 'enterprise-site',
  audience: 'enterprise-site-admin',
  algorithm: 'HS256',
  lifetime: '8h',
} as const;
