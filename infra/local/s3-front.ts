/**
 * A front for the S3 stand-in that answers as a private bucket does: browser
 * POST uploads must satisfy their signed policy (s3-upload-policy.ts) and
 * anonymous requests are refused. Signed SDK calls and CORS preflights pass
 * through to s3rver unchanged, streamed.
 */
import type { IncomingHttpHeaders, IncomingMessage, ServerResponse } from 'node:http';
import { randomBytes } from 'node:crypto';
import { localKeyPair } from '../../functions/core/aws/endpoints';
import { BodyTooLarge, readBody, relay, startFront, type Front } from './http-relay';
import { checkPostPolicy, type PostForm, type S3Refusal } from './s3-upload-policy';

export interface S3FrontOptions {
  /** s3rver's address. */
  upstream: string;
  /** Origins whose uploads get CORS headers on refusals too, as S3 sends them. */
  uploadOrigins: string[];
  /** Largest POST body read before refusing (S3 allows 5 GB; locally memory decides). */
  maxPostBytes?: number;
}

/** S3's answer when it failed, whatever the cause (the stand-in gone, its disk, a broken relay). */
const internalError: S3Refusal = { status: 500, code: 'InternalError', message: 'We encountered an internal error. Please try again.' };

/** The one key pair the local stack signs with. */
const local = localKeyPair;

export function startS3Front({ upstream, uploadOrigins, maxPostBytes = 32 * 1024 * 1024 }: S3FrontOptions): Promise<Front> {
  const refuse = (request: IncomingMessage, response: ServerResponse, refusal: S3Refusal) =>
    answerError(request, response, refusal, uploadOrigins);
  return startFront(
    'S3 front',
    async (request, response) => {
      const url = new URL(request.url ?? '/', 'http://local');
      if (isBrowserPost(request, url)) return browserPost(request, response, url);
      if (request.method === 'OPTIONS' || isSigned(request, url)) return relay(upstream, request, response);
      request.resume();
      refuse(request, response, { status: 403, code: 'AccessDenied', message: 'Access Denied' });
    },
    (request, response) => refuse(request, response, internalError),
  );

  async function browserPost(request: IncomingMessage, response: ServerResponse, url: URL): Promise<void> {
    const bucket = /^\/([^/]+)\/?$/.exec(url.pathname)?.[1];
    if (!bucket) {
      request.resume();
      return refuse(request, response, {
        status: 405,
        code: 'MethodNotAllowed',
        message: 'The specified method is not allowed against this resource.',
      });
    }
    let form: FormData;
    try {
      const body = await readBody(request, maxPostBytes);
      form = await new Response(new Uint8Array(body), { headers: { 'content-type': request.headers['content-type'] ?? '' } }).formData();
    } catch (error) {
      if (error instanceof BodyTooLarge)
        return refuse(request, response, {
          status: 400,
          code: 'EntityTooLarge',
          message: 'Your proposed upload exceeds the maximum allowed size',
        });
      return refuse(request, response, {
        status: 400,
        code: 'MalformedPOSTRequest',
        message: 'The body of your POST request is not well-formed multipart/form-data.',
      });
    }
    const upload = uploadOf(form);
    if (!upload)
      return refuse(request, response, {
        status: 400,
        code: 'InvalidArgument',
        message: 'POST requires exactly one file upload per request.',
        details: { ArgumentName: 'file' },
      });
    const refusal = checkPostPolicy(upload.form, {
      bucket,
      now: new Date(),
      secretFor: (accessKeyId) => (accessKeyId === local.accessKeyId ? local.secretAccessKey : undefined),
    });
    if (refusal) return refuse(request, response, refusal);
    // s3rver gets exactly what was checked: the fields before the file, then the file.
    const encoded = new Response(upload.checked);
    const headers: IncomingHttpHeaders = { ...request.headers, 'content-type': encoded.headers.get('content-type') ?? '' };
    delete headers['content-length'];
    delete headers['transfer-encoding'];
    const body = Buffer.from(await encoded.arrayBuffer());
    return relay(upstream, request, response, { body, headers: { ...headers, 'content-length': String(body.length) } });
  }
}

/** A form upload to a bucket: multipart, and carrying no request signature of its own. */
function isBrowserPost(request: IncomingMessage, url: URL): boolean {
  return request.method === 'POST' && /^multipart\/form-data/i.test(request.headers['content-type'] ?? '') && !isSigned(request, url);
}

function isSigned(request: IncomingMessage, url: URL): boolean {
  return Boolean(request.headers.authorization) || url.searchParams.has('X-Amz-Signature') || url.searchParams.has('Signature');
}

/** The fields up to the first `file` (S3 ignores what follows it) and the file itself. */
function uploadOf(form: FormData): { form: PostForm; checked: FormData } | undefined {
  const fields: Array<[string, string]> = [];
  const checked = new FormData();
  for (const [name, value] of form.entries()) {
    if (name.toLowerCase() === 'file') {
      const file = typeof value === 'string' ? new File([value], '') : value;
      checked.append(name, file, file.name || 'file');
      return { form: { fields, fileSize: file.size, fileName: file.name }, checked };
    }
    if (typeof value !== 'string') return undefined;
    fields.push([name, value]);
    checked.append(name, value);
  }
  return undefined;
}

function answerError(
  request: IncomingMessage,
  response: ServerResponse,
  { status, code, message, details = {} }: S3Refusal,
  origins: string[],
): void {
  const extra = Object.entries(details)
    .map(([name, value]) => `<${name}>${escapeXml(String(value))}</${name}>`)
    .join('');
  const requestId = randomBytes(8).toString('hex').toUpperCase();
  const body = `<?xml version="1.0" encoding="UTF-8"?>\n<Error><Code>${code}</Code><Message>${escapeXml(message)}</Message>${extra}<RequestId>${requestId}</RequestId><HostId>${randomBytes(24).toString('base64')}</HostId></Error>`;
  const origin = request.headers.origin;
  if (origin && origins.includes(origin)) {
    response.setHeader('access-control-allow-origin', origin);
    response.setHeader('vary', 'Origin');
  }
  response.writeHead(status, {
    'content-type': 'application/xml',
    'x-amz-request-id': requestId,
    'content-length': Buffer.byteLength(body),
  });
  response.end(body);
}

const escapeXml = (text: string) => text.replace(/[<>&"']/g, (char) => `&#${char.charCodeAt(0)};`);
