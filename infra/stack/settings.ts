/**
 * Deployment settings. Each comes from an environment variable if set, else
 * from the stage's own context (cdk.json `"stages": { "<stage>": { key: value } }`),
 * else from CDK context (`-c key=value` or cdk.json, which holds example
 * defaults so that `npm run synth` works offline on a clean clone).
 */
import type { Node } from 'constructs';
import {
  applicationRetentionBounds,
  defaultApplicationRetentionDays,
  defaultApplicationsMailTo,
} from '../../functions/contract/applications';
import { readStage } from './stage';

export interface SiteSettings {
  /** Sender of the enquiry mails; an SES-verified address or domain. */
  readonly mailFrom: string;
  /** Recipient of the enquiry mails (verified too while SES is in the sandbox). */
  readonly mailTo: string;
  /** HR's inbox for new career applications (default: the careers address the site shows). */
  readonly applicationsMailTo: string;
  /** Days a career application and its CV are kept (a whole number, 1 to 3650; default 365). */
  readonly applicationRetentionDays: number;
  /** Optional custom domain of the site, e.g. www.example.com. */
  readonly domainName?: string;
  /** ACM certificate in us-east-1 covering domainName; required with it. */
  readonly certificateArn?: string;
  /** Optional address that receives the CloudWatch alarms (SNS e-mail subscription). */
  readonly alarmEmail?: string;
  /** The built SPA (vite build output). */
  readonly webDist: string;
  /**
   * Optional domain through which CloudFront reaches the API (e.g. api-origin.example.com), with an
   * ACM certificate in the stack's own region: the execute-api endpoint is then switched off.
   */
  readonly apiDomainName?: string;
  readonly apiCertificateArn?: string;
  /** Requests per second and burst for the whole API stage: a safety net far above real traffic. */
  readonly apiRateLimit: number;
  readonly apiBurstLimit: number;
}

/** context key → environment variable. */
export const settingSources = {
  mailFrom: 'MAIL_FROM',
  mailTo: 'MAIL_TO',
  applicationsMailTo: 'APPLICATIONS_MAIL_TO',
  applicationRetentionDays: 'APPLICATION_RETENTION_DAYS',
  domainName: 'DOMAIN_NAME',
  certificateArn: 'CERTIFICATE_ARN',
  alarmEmail: 'ALARM_EMAIL',
  webDist: 'WEB_DIST',
  apiDomainName: 'API_DOMAIN_NAME',
  apiCertificateArn: 'API_CERTIFICATE_ARN',
  apiRateLimit: 'API_RATE_LIMIT',
  apiBurstLimit: 'API_BURST_LIMIT',
} as const satisfies Record<keyof SiteSettings, string>;

const emailPattern = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

export function readSettings(node: Node, env: NodeJS.ProcessEnv = process.env): SiteSettings {
  const stageContext = (node.tryGetContext('stages')?.[readStage(node)] ?? {}) as Partial<Record<keyof SiteSettings, unknown>>;
  const text = (key: keyof SiteSettings): string | undefined => {
    // An empty variable counts as unset: CI passes every optional setting, empty when its variable is not defined.
    const fromEnv = env[settingSources[key]]?.trim() || undefined;
    const raw = fromEnv ?? stageContext[key] ?? node.tryGetContext(key);
    if (raw === undefined || raw === null) return undefined;
    const value = String(raw).trim();
    return value === '' ? undefined : value;
  };
  const required = (key: keyof SiteSettings): string => {
    const value = text(key);
    if (!value) throw new Error(`Set the "${key}" context value (cdk.json or -c ${key}=...) or ${settingSources[key]}.`);
    return value;
  };
  const email = (key: 'mailFrom' | 'mailTo' | 'applicationsMailTo' | 'alarmEmail', value: string): string => {
    if (!emailPattern.test(value)) throw new Error(`"${key}" must be an e-mail address, got "${value}".`);
    return value;
  };
  const number = (key: keyof SiteSettings, fallback: number): number => {
    const value = text(key);
    if (value === undefined) return fallback;
    const parsed = Number(value);
    if (!Number.isFinite(parsed) || parsed <= 0) throw new Error(`"${key}" must be a positive number, got "${value}".`);
    return parsed;
  };

  /** A whole number of days within the bounds: a typo must fail the synth, not delete CVs early or keep them for ever. */
  const days = (key: 'applicationRetentionDays', fallback: number): number => {
    const value = text(key);
    if (value === undefined) return fallback;
    const { min, max } = applicationRetentionBounds;
    const parsed = Number(value);
    if (!/^\d+$/.test(value) || parsed < min || parsed > max) {
      throw new Error(`"${key}" must be a whole number of days from ${min} to ${max}, got "${value}".`);
    }
    return parsed;
  };

  const domainName = text('domainName');
  const certificateArn = text('certificateArn');
  if (Boolean(domainName) !== Boolean(certificateArn)) {
    throw new Error('Set domainName and certificateArn together (the certificate must be in us-east-1 and cover the domain).');
  }
  if (certificateArn && !/^arn:aws[\w-]*:acm:us-east-1:\d{12}:certificate\/[\w-]+$/.test(certificateArn)) {
    throw new Error(`certificateArn must be an ACM certificate in us-east-1 (CloudFront reads it there), got "${certificateArn}".`);
  }
  const alarmEmail = text('alarmEmail');
  const apiDomainName = text('apiDomainName');
  const apiCertificateArn = text('apiCertificateArn');
  if (Boolean(apiDomainName) !== Boolean(apiCertificateArn)) {
    throw new Error(
      "Set apiDomainName and apiCertificateArn together (the certificate must be in the stack's region and cover the domain).",
    );
  }
  if (apiCertificateArn && !/^arn:aws[\w-]*:acm:[a-z0-9-]+:\d{12}:certificate\/[\w-]+$/.test(apiCertificateArn)) {
    throw new Error(`apiCertificateArn must be an ACM certificate ARN, got "${apiCertificateArn}".`);
  }

  return {
    mailFrom: email('mailFrom', required('mailFrom')),
    mailTo: email('mailTo', required('mailTo')),
    applicationsMailTo: email('applicationsMailTo', text('applicationsMailTo') ?? defaultApplicationsMailTo),
    applicationRetentionDays: days('applicationRetentionDays', defaultApplicationRetentionDays),
    ...(domainName ? { domainName: domainName.toLowerCase(), certificateArn } : {}),
    ...(alarmEmail ? { alarmEmail: email('alarmEmail', alarmEmail) } : {}),
    webDist: text('webDist') ?? 'dist/web',
    ...(apiDomainName ? { apiDomainName: apiDomainName.toLowerCase(), apiCertificateArn } : {}),
    apiRateLimit: number('apiRateLimit', 500),
    apiBurstLimit: number('apiBurstLimit', 1000),
  };
}
