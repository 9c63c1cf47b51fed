/**
 * A browser POST upload checked against its signed policy the way S3 checks
 * it (s3rver checks nothing): the SigV4 signature over the base64 policy, the
 * expiration, every condition (exact match, starts-with, content-length-range
 * on the real file size), and that every form field is covered by a condition.
 * Answers the S3 error S3 would give, or undefined when the upload may go on.
 */
import { createHmac, timingSafeEqual } from 'node:crypto';

export interface PostForm {
  /** The form fields before the file, names as sent. */
  fields: Array<[string, string]>;
  fileSize: number;
  fileName: string;
}

export interface PolicyContext {
  /** The bucket the POST was sent to (from the URL). */
  bucket: string;
  now: Date;
  /** The secret key of a known access key id. */
  secretFor(accessKeyId: string): string | undefined;
}

export interface S3Refusal {
  status: number;
  code: string;
  message: string;
  details?: Record<string, string | number>;
}

type Condition = { kind: 'eq' | 'starts-with'; field: string; value: string; text: string } | { kind: 'range'; min: number; max: number };

/** Fields S3 never asks a condition for. */
const exempt = (name: string) => ['policy', 'x-amz-signature', 'file'].includes(name) || name.startsWith('x-ignore-');

const denied = (message: string): S3Refusal => ({ status: 403, code: 'AccessDenied', message });
const invalidPolicy = (message: string): S3Refusal => ({
  status: 400,
  code: 'InvalidPolicyDocument',
  message: `Invalid Policy: ${message}`,
});

export function checkPostPolicy(form: PostForm, context: PolicyContext): S3Refusal | undefined {
  const fields = new Map<string, string>();
  for (const [name, value] of form.fields) {
    const lower = name.toLowerCase();
    if (fields.has(lower))
      return { status: 400, code: 'InvalidArgument', message: `Field ${name} must be given once.`, details: { ArgumentName: name } };
    fields.set(lower, value);
  }
  const policy = fields.get('policy');
  if (policy === undefined) return denied('Access Denied');
  if (!fields.has('key'))
    return {
      status: 400,
      code: 'InvalidArgument',
      message: "Bucket POST must contain a field named 'key'.  If it is specified, please check the order of the fields.",
      details: { ArgumentName: 'key' },
    };

  const signatureProblem = checkSignature(policy, fields, context);
  if (signatureProblem) return signatureProblem;

  const document = parsePolicy(policy);
  if ('code' in document) return document;
  if (document.expiration.getTime() <= context.now.getTime()) return denied('Invalid according to Policy: Policy expired.');

  const fieldValue = (field: string) => {
    if (field === 'bucket') return context.bucket;
    const value = fields.get(field) ?? '';
    // biome-ignore lint/suspicious/noTemplateCurlyInString: S3's own ${filename} placeholder in a POST key, not a template
    return field === 'key' ? value.replaceAll('${filename}', form.fileName) : value;
  };
  const covered = new Set<string>();
  for (const condition of document.conditions) {
    if (condition.kind === 'range') continue;
    covered.add(condition.field);
    if (!holds(condition, fieldValue(condition.field)))
      return denied(`Invalid according to Policy: Policy Condition failed: ${condition.text}`);
  }
  const extra = [...fields.keys()].filter((name) => !exempt(name) && !covered.has(name));
  if (extra.length > 0) return denied(`Invalid according to Policy: Extra input fields: ${extra.join(', ')}`);

  for (const condition of document.conditions) {
    if (condition.kind !== 'range') continue;
    if (form.fileSize > condition.max)
      return {
        status: 400,
        code: 'EntityTooLarge',
        message: 'Your proposed upload exceeds the maximum allowed size',
        details: { ProposedSize: form.fileSize, MaxSizeAllowed: condition.max },
      };
    if (form.fileSize < condition.min)
      return {
        status: 400,
        code: 'EntityTooSmall',
        message: 'Your proposed upload is smaller than the minimum allowed size',
        details: { ProposedSize: form.fileSize, MinSizeAllowed: condition.min },
      };
  }
  return undefined;
}

function holds(condition: Extract<Condition, { field: string }>, actual: string): boolean {
  if (condition.kind === 'eq') return actual === condition.value;
  // S3 checks each value of a comma-separated Content-Type on its own.
  const values = condition.field === 'content-type' ? actual.split(',').map((value) => value.trim()) : [actual];
  return values.every((value) => value.startsWith(condition.value));
}

/** X-Amz-Signature = hex HMAC-SHA256 of the base64 policy under the SigV4 signing key of the credential's scope. */
function checkSignature(policy: string, fields: Map<string, string>, context: PolicyContext): S3Refusal | undefined {
  if (fields.get('x-amz-algorithm') !== 'AWS4-HMAC-SHA256')
    return {
      status: 400,
      code: 'InvalidRequest',
      message: 'The authorization mechanism you have provided is not supported. Please use AWS4-HMAC-SHA256.',
    };
  const scope = /^([^/]+)\/(\d{8})\/([^/]+)\/s3\/aws4_request$/.exec(fields.get('x-amz-credential') ?? '');
  if (!scope) return { status: 400, code: 'InvalidArgument', message: 'Invalid argument.', details: { ArgumentName: 'x-amz-credential' } };
  const [, accessKeyId, date, region] = scope as unknown as [string, string, string, string];
  const secret = context.secretFor(accessKeyId);
  if (secret === undefined)
    return {
      status: 403,
      code: 'InvalidAccessKeyId',
      message: 'The AWS Access Key Id you provided does not exist in our records.',
      details: { AWSAccessKeyId: accessKeyId },
    };
  let key: Buffer = createHmac('sha256', `AWS4${secret}`).update(date).digest();
  for (const part of [region, 's3', 'aws4_request']) key = createHmac('sha256', key).update(part).digest();
  const expected = createHmac('sha256', key).update(policy).digest();
  const given = Buffer.from(fields.get('x-amz-signature') ?? '', 'hex');
  if (given.length !== expected.length || !timingSafeEqual(given, expected))
    return {
      status: 403,
      code: 'SignatureDoesNotMatch',
      message: 'The request signature we calculated does not match the signature you provided. Check your key and signing method.',
    };
  return undefined;
}

function parsePolicy(policy: string): { expiration: Date; conditions: Condition[] } | S3Refusal {
  let document: unknown;
  try {
    document = JSON.parse(Buffer.from(policy, 'base64').toString('utf8'));
  } catch {
    return invalidPolicy('Invalid JSON.');
  }
  const { expiration, conditions } = (document ?? {}) as { expiration?: unknown; conditions?: unknown };
  const expires = typeof expiration === 'string' ? new Date(expiration) : undefined;
  if (!expires || Number.isNaN(expires.getTime())) return invalidPolicy(`Invalid 'expiration' value: '${String(expiration)}'`);
  if (!Array.isArray(conditions)) return invalidPolicy("Invalid 'conditions' value: must be a List.");
  const parsed: Condition[] = [];
  for (const condition of conditions) {
    const one = parseCondition(condition);
    if (!one) return invalidPolicy(`Invalid Simple-Condition: ${JSON.stringify(condition)}`);
    parsed.push(one);
  }
  return { expiration: expires, conditions: parsed };
}

function parseCondition(condition: unknown): Condition | undefined {
  if (Array.isArray(condition)) {
    const [operator, subject, value] = condition as unknown[];
    if (operator === 'content-length-range' && Number.isInteger(subject) && Number.isInteger(value))
      return { kind: 'range', min: subject as number, max: value as number };
    if (
      (operator === 'eq' || operator === 'starts-with') &&
      typeof subject === 'string' &&
      subject.startsWith('$') &&
      typeof value === 'string'
    )
      return { kind: operator, field: subject.slice(1).toLowerCase(), value, text: describe(operator, subject, value) };
    return undefined;
  }
  if (condition && typeof condition === 'object') {
    const entries = Object.entries(condition);
    const [name, value] = entries[0] ?? [];
    if (entries.length !== 1 || typeof name !== 'string' || typeof value !== 'string') return undefined;
    return { kind: 'eq', field: name.toLowerCase(), value, text: describe('eq', `$${name}`, value) };
  }
  return undefined;
}

/** S3 quotes a failed condition as `["eq", "$key", "value"]`. */
const describe = (operator: string, subject: string, value: string) =>
  `[${[operator, subject, value].map((part) => JSON.stringify(part)).join(', ')}]`;
