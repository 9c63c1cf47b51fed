/**
 * The local S3 stand-in answers browser uploads as S3 does (the presigned POST
 * policy is enforced) and refuses anonymous requests as a private bucket does;
 * /media serves images from media/ only.
 */
import { createHmac } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { HeadObjectCommand, PutObjectCommand } from '@aws-sdk/client-s3';
import { routes } from '../../functions/contract/routes';
import { maxImageBytes } from '../../functions/contract/validation';
import { s3 } from '../../functions/core/aws/s3';
import { startStandIns, type StandIns } from '../../infra/local/stand-ins';
import { pngBytes, useStack } from './harness';

const stack = useStack();
const bucket = () => process.env.MEDIA_BUCKET!;

interface Presigned {
  url: string;
  fields: Record<string, string>;
  key: string;
}

async function presign(contentType = 'image/png'): Promise<Presigned> {
  const answer = await stack.call('POST', routes.createImageUpload.path, { body: { contentType, size: pngBytes.length } });
  expect(answer.status).toBe(201);
  return answer.body.data;
}

/** Posts the form as a browser would: the fields, then the file. */
async function post(url: string, fields: Record<string, string>, bytes: Uint8Array = pngBytes, type = 'image/png') {
  const form = new FormData();
  for (const [name, value] of Object.entries(fields)) form.append(name, value);
  form.append('file', new Blob([bytes as BlobPart], { type }), 'picture');
  const response = await fetch(url, { method: 'POST', body: form });
  return { status: response.status, text: await response.text() };
}

async function stored(key: string): Promise<boolean> {
  return s3()
    .send(new HeadObjectCommand({ Bucket: bucket(), Key: key }))
    .then(() => true)
    .catch(() => false);
}

/** A policy signed with the local key, as the server would sign it. */
function signPolicy(policy: object, fields: Record<string, string>): Record<string, string> {
  const encoded = Buffer.from(JSON.stringify(policy)).toString('base64');
  const [, date, region] = fields['X-Amz-Credential']!.split('/') as [string, string, string];
  let key: Buffer = createHmac('sha256', 'AWS4S3RVER').update(date).digest();
  for (const part of [region, 's3', 'aws4_request']) key = createHmac('sha256', key).update(part).digest();
  return { ...fields, Policy: encoded, 'X-Amz-Signature': createHmac('sha256', key).update(encoded).digest('hex') };
}

const policyOf = (fields: Record<string, string>) => JSON.parse(Buffer.from(fields.Policy!, 'base64').toString('utf8'));

describe('browser uploads against the signed policy', () => {
  it('stores a real PNG uploaded with the presigned POST, with its content type', async () => {
    const key = await stack.upload(pngBytes);
    const head = await s3().send(new HeadObjectCommand({ Bucket: bucket(), Key: key }));
    expect(head).toMatchObject({ ContentType: 'image/png', ContentLength: pngBytes.length });
  });

  it('refuses text/html sent to media/news/x.html, and stores nothing', async () => {
    const { url, fields } = await presign();
    const html = new TextEncoder().encode('<script>alert(document.cookie)</script>');
    const answer = await post(url, { ...fields, key: 'media/news/x.html', 'Content-Type': 'text/html' }, html, 'text/html');
    expect(answer.status).toBe(403);
    expect(answer.text).toContain('<Code>AccessDenied</Code>');
    expect(answer.text).toContain('Invalid according to Policy: Policy Condition failed');
    expect(await stored('media/news/x.html')).toBe(false);
    expect((await fetch(`${stack.server.url}/media/news/x.html`)).status).toBe(404);
  });

  it('refuses another content type at the signed key', async () => {
    const { url, fields, key } = await presign();
    const answer = await post(url, { ...fields, 'Content-Type': 'text/html' });
    expect(answer).toMatchObject({ status: 403 });
    expect(answer.text).toContain('Policy Condition failed: [&#34;eq&#34;, &#34;$Content-Type&#34;, &#34;image/png&#34;]');
    expect(await stored(key)).toBe(false);
  });

  it('refuses a file over 5 MB, and stores nothing', async () => {
    const { url, fields, key } = await presign();
    const oversize = new Uint8Array(maxImageBytes + 1);
    oversize.set(pngBytes);
    const answer = await post(url, fields, oversize);
    expect(answer.status).toBe(400);
    expect(answer.text).toContain('<Code>EntityTooLarge</Code>');
    expect(answer.text).toContain(`<MaxSizeAllowed>${maxImageBytes}</MaxSizeAllowed>`);
    expect(await stored(key)).toBe(false);
  });

  it('refuses a key outside the signed one', async () => {
    const { url, fields } = await presign();
    const elsewhere = `uploads/${crypto.randomUUID()}`;
    expect((await post(url, { ...fields, key: elsewhere })).status).toBe(403);
    expect(await stored(elsewhere)).toBe(false);
  });

  it('refuses a policy changed after signing, an expired policy and an unsigned extra field', async () => {
    const { url, fields, key } = await presign();
    const policy = policyOf(fields);
    const widened = {
      ...policy,
      conditions: policy.conditions.map((condition: unknown) =>
        Array.isArray(condition) && condition[0] === 'content-length-range' ? ['content-length-range', 1, 10 ** 9] : condition,
      ),
    };
    const forged = await post(url, { ...fields, Policy: Buffer.from(JSON.stringify(widened)).toString('base64') });
    expect(forged.status).toBe(403);
    expect(forged.text).toContain('<Code>SignatureDoesNotMatch</Code>');

    const expired = await post(url, signPolicy({ ...policy, expiration: new Date(Date.now() - 1000).toISOString() }, fields));
    expect(expired.status).toBe(403);
    expect(expired.text).toContain('Invalid according to Policy: Policy expired.');

    const extra = await post(url, { ...fields, 'x-amz-meta-note': 'hello' });
    expect(extra.status).toBe(403);
    expect(extra.text).toContain('Invalid according to Policy: Extra input fields: x-amz-meta-note');
    expect(await stored(key)).toBe(false);
  });

  it('refuses anonymous writes and reads, as a private bucket does', async () => {
    const { url } = await presign();
    const put = await fetch(`${url}/media/news/y.html`, { method: 'PUT', headers: { 'content-type': 'text/html' }, body: '<p>hi</p>' });
    expect(put.status).toBe(403);
    expect(await stored('media/news/y.html')).toBe(false);
    const key = await stack.upload(pngBytes);
    expect((await fetch(`${url}/${key}`)).status).toBe(403);
  });
});

describe("CORS for the site's origin", () => {
  const origin = 'http://site.example';
  let standIns: StandIns;
  beforeAll(async () => {
    standIns = await startStandIns({ bucket: 'cors-check', uploadOrigins: [origin] });
  });
  afterAll(() => standIns?.close());

  it('answers the preflight through the front, and sends CORS headers on a refusal too', async () => {
    const url = `${standIns.endpoints.s3}/cors-check`;
    const preflight = await fetch(url, { method: 'OPTIONS', headers: { origin, 'access-control-request-method': 'POST' } });
    expect(preflight.status).toBe(200);
    // s3rver answers a matched preflight with '*' where S3 echoes the origin; both let the site upload.
    expect(preflight.headers.get('access-control-allow-origin')).toMatch(/^(\*|http:\/\/site\.example)$/);
    const form = new FormData();
    form.append('key', 'uploads/x');
    form.append('file', new Blob(['x']));
    const refused = await fetch(url, { method: 'POST', headers: { origin }, body: form });
    expect(refused.status).toBe(403);
    expect(refused.headers.get('access-control-allow-origin')).toBe(origin);
    const stranger = await fetch(url, {
      method: 'OPTIONS',
      headers: { origin: 'http://evil.example', 'access-control-request-method': 'POST' },
    });
    expect(stranger.status).toBe(403);
    expect(stranger.headers.get('access-control-allow-origin')).toBeNull();
  });
});

describe('/media', () => {
  it('does not reach a staged upload through an escape', async () => {
    const key = await stack.upload(pngBytes);
    const id = key.slice('uploads/'.length);
    for (const path of [
      `..%2Fuploads%2F${id}`,
      `..%2fuploads%2f${id}`,
      `%2E%2E%2Fuploads%2F${id}`,
      `news/..%2F..%2Fuploads%2F${id}`,
      `..%5Cuploads%5C${id}`,
      `..\\uploads\\${id}`,
    ]) {
      const answer = await fetch(`${stack.server.url}/media/${path}`);
      expect({ path, status: answer.status }).toEqual({ path, status: 404 });
    }
  });

  it('serves images with their type and nosniff, and never anything else stored under media/', async () => {
    await s3().send(new PutObjectCommand({ Bucket: bucket(), Key: 'media/news/ok.png', Body: pngBytes, ContentType: 'image/png' }));
    const image = await fetch(`${stack.server.url}/media/news/ok.png`);
    expect(image.status).toBe(200);
    expect(image.headers.get('content-type')).toBe('image/png');
    expect(image.headers.get('x-content-type-options')).toBe('nosniff');
    expect(new Uint8Array(await image.arrayBuffer())).toEqual(pngBytes);

    for (const [name, type] of [
      ['evil.html', 'text/html'],
      ['evil.png', 'text/html; charset=utf-8'],
      ['evil.svg', 'image/svg+xml'],
    ] as const) {
      await s3().send(
        new PutObjectCommand({ Bucket: bucket(), Key: `media/news/${name}`, Body: '<script>alert(1)</script>', ContentType: type }),
      );
      const answer = await fetch(`${stack.server.url}/media/news/${name}`);
      expect({ name, status: answer.status, type: answer.headers.get('content-type') }).toEqual({ name, status: 404, type: null });
    }
  });

  it('answers malformed percent-encoding with a 4xx', async () => {
    for (const path of ['%ZZ', 'news/%E0%A4%A', '%']) {
      const status = (await fetch(`${stack.server.url}/media/${path}`)).status;
      expect({ path, status }).toEqual({ path, status: 400 });
    }
  });
});
