/**
 * The local stack stays up when one request breaks: a key's folder removed
 * while its object is written (what s3rver's cleanup after a delete does), a
 * client gone mid-body at the S3 front, at dynalite and at the API, and a
 * storm of parallel uploads, creates and deletes. Every failure is forced at
 * a known point (the test waits until the body is half on disk); afterwards
 * each object is whole or absent and the server still answers.
 */
import { randomBytes } from 'node:crypto';
import { readdirSync, rmSync, statSync } from 'node:fs';
import { request as httpRequest, type ClientRequest } from 'node:http';
import { connect } from 'node:net';
import { join } from 'node:path';
import { DeleteObjectCommand, GetObjectCommand, HeadObjectCommand, PutObjectCommand } from '@aws-sdk/client-s3';
import { getSignedUrl } from '@aws-sdk/s3-request-presigner';
import sharp from 'sharp';
import { describe, expect, it, vi } from 'vitest';
import { variantPaths } from '../../functions/contract/image-variants';
import { messages } from '../../functions/contract/messages';
import { apiPath, routes } from '../../functions/contract/routes';
import { resetClients } from '../../functions/core/aws/endpoints';
import { s3 } from '../../functions/core/aws/s3';
import { config } from '../../functions/core/config';
import { eventually } from './eventually';
import { startS3Front } from '../../infra/local/s3-front';
import { useStack } from './harness';

const stack = useStack();
const bucketDirectory = () => join(stack.server.standIns.backends.s3Directory, config.mediaBucket);

/** Every file under s3rver's folder, with its size (a file removed while listing is skipped). */
function filesOnDisk(): Map<string, number> {
  const root = stack.server.standIns.backends.s3Directory;
  const files = new Map<string, number>();
  for (const path of readdirSync(root, { recursive: true, encoding: 'utf8' })) {
    try {
      const found = statSync(join(root, path));
      if (found.isFile()) files.set(path, found.size);
    } catch {
      // removed meanwhile
    }
  }
  return files;
}

/** Waits until a file that was not there before holds at least `bytes`: the body is that far on disk. */
const bodyOnDisk = (before: Map<string, number>, bytes: number) =>
  eventually(async () => [...filesOnDisk()].some(([path, size]) => !before.has(path) && size >= bytes), {
    what: `${bytes} bytes of the body on disk`,
  });

/** A signed PUT through the S3 front, its body sent by the test piece by piece. */
async function startPut(key: string, length: number): Promise<{ outgoing: ClientRequest; answer: Promise<number> }> {
  const url = await getSignedUrl(s3(), new PutObjectCommand({ Bucket: config.mediaBucket, Key: key, ContentType: 'image/png' }));
  const outgoing = httpRequest(url, { method: 'PUT', headers: { 'content-type': 'image/png', 'content-length': String(length) } });
  const answer = new Promise<number>((resolve, reject) => {
    outgoing.on('response', (response) => {
      response.resume();
      response.on('end', () => resolve(response.statusCode ?? 0));
    });
    outgoing.on('error', reject);
  });
  return { outgoing, answer };
}

async function storedBytes(key: string): Promise<Buffer | null> {
  const object = await s3()
    .send(new GetObjectCommand({ Bucket: config.mediaBucket, Key: key }))
    .catch(() => null);
  return object?.Body ? Buffer.from(await object.Body.transformToByteArray()) : null;
}

/** The stack answers a read that goes through the gateway, a handler and DynamoDB. */
async function stillServing(): Promise<void> {
  const answer = await stack.call('GET', routes.getAllNews.path, { token: null });
  expect(answer.status).toBe(200);
}

const picture = (index: number) =>
  sharp({ create: { width: 16, height: 16, channels: 3, background: { r: (index * 37) % 256, g: (index * 91) % 256, b: 90 } } })
    .png()
    .toBuffer();

const article = {
  newsCreatedBy: 'Ananya Sen',
  metaTitle: 'Meta',
  metaDescription: 'About it.',
  newsContent: '<p>Body</p>',
  imageAlt: 'A square',
};
const newsInput = (image: string, newsTitle: string) => ({ ...article, newsTitle, image });

const mediaBytes = async (path: string) => {
  const answer = await fetch(`${stack.server.url}${path}`);
  return { status: answer.status, bytes: Buffer.from(await answer.arrayBuffer()) };
};

describe('an upload broken at a known point', () => {
  it("stores the object whole when its folder is removed while the body is on its way (a neighbour's delete empties it)", async () => {
    const neighbour = `uploads/${crypto.randomUUID()}`;
    await s3().send(new PutObjectCommand({ Bucket: config.mediaBucket, Key: neighbour, Body: randomBytes(100) }));
    const key = `uploads/${crypto.randomUUID()}`;
    const body = randomBytes(256 * 1024);
    const before = filesOnDisk();
    const put = await startPut(key, body.length);
    put.outgoing.write(body.subarray(0, body.length / 2));
    await bodyOnDisk(before, body.length / 2);

    // The delete of the folder's last object removes the folder as empty; removed outright in case it still held anything.
    await s3().send(new DeleteObjectCommand({ Bucket: config.mediaBucket, Key: neighbour }));
    rmSync(join(bucketDirectory(), 'uploads'), { recursive: true, force: true });
    put.outgoing.end(body.subarray(body.length / 2));

    expect(await put.answer).toBe(200);
    expect((await storedBytes(key))?.equals(body)).toBe(true);
    await stillServing();
  });

  it("survives s3rver's own race: a put into a folder while that folder's last object is deleted", async () => {
    // Unwrapped, s3rver exits on the first or second round: the folder goes between its creation and the object's open.
    for (let round = 0; round < 30; round++) {
      const [gone, kept] = [`uploads/${crypto.randomUUID()}`, `uploads/${crypto.randomUUID()}`];
      const body = randomBytes(2000);
      await s3().send(new PutObjectCommand({ Bucket: config.mediaBucket, Key: gone, Body: body }));
      await Promise.all([
        s3().send(new DeleteObjectCommand({ Bucket: config.mediaBucket, Key: gone })),
        s3().send(new PutObjectCommand({ Bucket: config.mediaBucket, Key: kept, Body: body })),
      ]);
      expect((await storedBytes(kept))?.equals(body)).toBe(true);
      await s3().send(new DeleteObjectCommand({ Bucket: config.mediaBucket, Key: kept }));
    }
    await stillServing();
  });

  it('stores nothing, and leaves no partial file, when the client goes away mid-body', async () => {
    const key = `uploads/${crypto.randomUUID()}`;
    const body = randomBytes(256 * 1024);
    const before = filesOnDisk();
    const put = await startPut(key, body.length);
    put.answer.catch(() => undefined); // the socket is destroyed on purpose
    put.outgoing.write(body.subarray(0, body.length / 2));
    await bodyOnDisk(before, body.length / 2);

    put.outgoing.destroy();

    await eventually(async () => [...filesOnDisk().keys()].every((path) => before.has(path)), { what: 'the partial body removed' });
    const head = await s3()
      .send(new HeadObjectCommand({ Bucket: config.mediaBucket, Key: key }))
      .then(
        () => 'stored',
        (error: { name?: string }) => error.name,
      );
    expect(head).toBe('NotFound');
    await stillServing();
  });

  it('keeps serving when a client goes away mid-body at dynalite, which would otherwise throw', async () => {
    const { hostname, port } = new URL(stack.server.standIns.backends.dynalite);
    const socket = connect(Number(port), hostname);
    await new Promise<void>((resolve) => socket.once('connect', () => resolve()));
    const head =
      'POST / HTTP/1.1\r\nHost: dynamodb\r\nContent-Type: application/x-amz-json-1.0\r\nContent-Length: 1000\r\n\r\n{"TableName":';
    await new Promise<void>((resolve) => socket.write(head, () => resolve()));
    socket.destroy();
    await new Promise<void>((resolve) => socket.once('close', () => resolve()));
    await stillServing();
  });

  it('keeps serving when a client goes away mid-body at the API', async () => {
    const { hostname, port } = new URL(stack.server.url);
    const socket = connect(Number(port), hostname);
    await new Promise<void>((resolve) => socket.once('connect', () => resolve()));
    const head = `POST ${routes.createNews.path} HTTP/1.1\r\nHost: localhost\r\nAuthorization: Bearer ${stack.token}\r\nContent-Type: application/json\r\nContent-Length: 5000\r\n\r\n{"newsTitle":`;
    await new Promise<void>((resolve) => socket.write(head, () => resolve()));
    socket.destroy();
    await new Promise<void>((resolve) => socket.once('close', () => resolve()));
    await stillServing();
  });
});

describe('a storm of parallel uploads, creates and deletes', () => {
  it('leaves every created item whole, every deleted one gone, every staged upload intact, and the server answering', async () => {
    const rounds = 16;
    const pictures = await Promise.all(Array.from({ length: rounds * 3 }, (_, index) => picture(index)));
    const toDelete = [];
    for (let index = 0; index < rounds; index++) {
      const created = await stack.call('POST', routes.createNews.path, {
        form: newsInput(await stack.upload(pictures[index]!), `Doomed ${index}`),
      });
      expect(created.status).toBe(201);
      toDelete.push(created.body.data);
    }

    // 48 operations at once: creates with a fresh upload, deletes of items with images, uploads left staged.
    const [creates, deletes, staged] = await Promise.all([
      Promise.all(
        Array.from({ length: rounds }, async (_, index) => {
          const bytes = pictures[rounds + index]!;
          const answer = await stack.call('POST', routes.createNews.path, { form: newsInput(await stack.upload(bytes), `Storm ${index}`) });
          return { answer, bytes };
        }),
      ),
      Promise.all(toDelete.map((item) => stack.call('DELETE', apiPath(routes.deleteNews, { id: item._id })))),
      Promise.all(
        Array.from({ length: rounds }, async (_, index) => {
          const bytes = pictures[rounds * 2 + index]!;
          return { key: await stack.upload(bytes), bytes };
        }),
      ),
    ]);

    for (const { answer, bytes } of creates) {
      expect(answer.status).toBe(201);
      const item = answer.body.data;
      const detail = await stack.call('GET', apiPath(routes.getNewsDetails, { id: item._id }));
      expect(detail.status).toBe(200);
      expect(detail.body.data).toMatchObject({ _id: item._id, newsTitle: item.newsTitle, newsImageURL: item.newsImageURL });
      const original = await mediaBytes(item.newsImageURL);
      expect(original.status).toBe(200);
      expect(original.bytes.equals(bytes)).toBe(true);
      for (const variant of variantPaths(item.newsImageURL, item.imageMeta[item.newsImageURL].widths)) {
        const answer = await mediaBytes(variant);
        expect(answer.status, variant).toBe(200);
        expect(answer.bytes.length, variant).toBeGreaterThan(0);
      }
    }
    for (const [index, answer] of deletes.entries()) {
      expect(answer.status).toBe(200);
      const item = toDelete[index];
      expect((await stack.call('GET', apiPath(routes.getNewsDetails, { id: item._id }))).status).toBe(404);
      expect((await mediaBytes(item.newsImageURL)).status).toBe(404);
    }
    for (const { key, bytes } of staged) expect((await storedBytes(key))?.equals(bytes)).toBe(true);
    // On disk, no half-written object: each has its metadata, and nothing else (no partial body) is left.
    const files = [...filesOnDisk().keys()];
    for (const object of files.filter((path) => path.endsWith('._S3rver_object'))) {
      expect(files, object).toContain(object.replace(/object$/, 'metadata.json'));
    }
    expect(files.filter((path) => !/\._S3rver_(object|object\.md5|metadata\.json|cors\.xml)$/.test(path))).toEqual([]);
    await stillServing();
    // 64 uploads and 32 image pipelines on a shared two-core machine: the limit is a backstop, not a measure.
  }, 180_000);
});

describe('a failure inside a request', () => {
  it('answers 500 (the API its JSON error) with one log line while S3 is unreachable, and serves again once it is back', async () => {
    const bytes = await picture(200);
    const item = (await stack.call('POST', routes.createNews.path, { form: newsInput(await stack.upload(bytes), 'Before the outage') }))
      .body.data;
    const staged = await stack.upload(await picture(201));
    const errors = vi.spyOn(process.stderr, 'write');
    const endpoint = process.env.S3_ENDPOINT;
    process.env.S3_ENDPOINT = 'http://127.0.0.1:9'; // nothing listens there: the functions' S3 calls are refused
    resetClients();
    try {
      const media = await fetch(`${stack.server.url}${item.newsImageURL}`);
      expect([media.status, await media.text()]).toEqual([500, 'Internal Server Error']);
      const failures = errors.mock.calls.map(([line]) => String(line)).filter((line) => line.includes('local-request-failed'));
      expect(failures).toHaveLength(1);
      expect(JSON.parse(failures[0]!)).toMatchObject({ level: 'error', method: 'GET', path: item.newsImageURL });

      const create = await stack.call('POST', routes.createNews.path, { form: newsInput(staged, 'During the outage') });
      expect(create).toEqual({
        status: 500,
        body: { ack: false, msg: messages.serverError, message: messages.serverError, error: messages.serverError },
      });
    } finally {
      errors.mockRestore();
      process.env.S3_ENDPOINT = endpoint;
      resetClients();
    }
    const media = await mediaBytes(item.newsImageURL);
    expect(media.status).toBe(200);
    expect(media.bytes.equals(bytes)).toBe(true);
    expect((await stack.call('POST', routes.createNews.path, { form: newsInput(staged, 'After the outage') })).status).toBe(201);
    await stillServing();
  });

  it("answers S3's own InternalError from the S3 front when the stand-in behind it is gone", async () => {
    const front = await startS3Front({ upstream: 'http://127.0.0.1:9', uploadOrigins: [] });
    try {
      const signed = new URL(await getSignedUrl(s3(), new GetObjectCommand({ Bucket: config.mediaBucket, Key: 'media/news/x.png' })));
      const answer = await fetch(`${front.url}${signed.pathname}${signed.search}`);
      expect(answer.status).toBe(500);
      expect(await answer.text()).toContain('<Code>InternalError</Code>');
    } finally {
      await front.close();
    }
    await stillServing();
  });
});
