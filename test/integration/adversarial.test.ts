/**
 * The adversarial suite: over a thousand malformed
 * requests spread over every route of the route table, against the local
 * stack, answer no 5xx and write nothing (a full Scan of the table before and
 * after); an item too large for DynamoDB answers 400 and is not stored.
 */
import { Agent, request } from 'node:http';
import { ScanCommand } from '@aws-sdk/lib-dynamodb';
import { SignJWT } from 'jose';
import { afterAll, describe, expect, it } from 'vitest';
import { messages } from '../../functions/contract/messages';
import { apiPath, routeList, routes } from '../../functions/contract/routes';
import { db } from '../../functions/core/aws/dynamodb';
import { malformedPathSegments, malformedBodies, poisonFor, tokenVariants, type Probe } from './adversarial-cases';
import { pngBytes, useStack } from './harness';

const stack = useStack();
const agent = new Agent({ keepAlive: true, maxSockets: 8 });
afterAll(() => agent.destroy());

function send(probe: Probe): Promise<number> {
  const { hostname, port } = new URL(stack.server.url);
  const body = probe.body === undefined ? undefined : Buffer.from(probe.body);
  const headers: Record<string, string | number> = { ...probe.headers };
  if (body) headers['content-length'] = body.length;
  return new Promise((resolve, reject) => {
    const outgoing = request(
      { host: hostname === 'localhost' ? '127.0.0.1' : hostname, port, method: probe.method, path: probe.path, headers, agent },
      (response) => {
        response.resume();
        response.on('end', () => resolve(response.statusCode ?? 0));
      },
    );
    outgoing.on('error', reject);
    outgoing.end(body);
  });
}

/** Runs the probes, `width` at a time; answers each status. */
async function sendAll(probes: Probe[], width = 8): Promise<number[]> {
  const statuses: number[] = new Array(probes.length);
  let next = 0;
  await Promise.all(
    Array.from({ length: width }, async () => {
      while (next < probes.length) {
        const index = next++;
        statuses[index] = await send(probes[index]!);
      }
    }),
  );
  return statuses;
}

async function scanTable(): Promise<string[]> {
  const items: string[] = [];
  let start: Record<string, unknown> | undefined;
  do {
    const page = await db().send(new ScanCommand({ TableName: process.env.TABLE_NAME, ExclusiveStartKey: start }));
    for (const item of page.Items ?? []) items.push(JSON.stringify(item, Object.keys(item).sort()));
    start = page.LastEvaluatedKey;
  } while (start);
  return items.sort();
}

/** A token with the right issuer and audience, signed with `secret`, expiring in `seconds`. */
function signToken(secret: string, seconds: number): Promise<string> {
  return new SignJWT({ email: 'admin@example.com' })
    .setProtectedHeader({ alg: 'HS256' })
    .setSubject('x')
    .setIssuer('enterprise-site')
    .setAudience('enterprise-site-admin')
    .setExpirationTime(Math.floor(Date.now() / 1000) + seconds)
    .sign(new TextEncoder().encode(secret));
}

const newsBody = (image: string, content: string) => ({
  newsTitle: 'Adversarial news',
  metaTitle: 'Meta',
  metaDescription: 'Meta description',
  newsContent: content,
  image,
});

/** Every way a route can be called wrongly; existing ids make update routes reach validation. */
function probesFor(
  route: (typeof routeList)[number],
  token: string,
  authVariants: Array<Record<string, string>>,
  existingIds: Partial<Record<string, string>>,
): Probe[] {
  const auth: Record<string, string> = route.access === 'admin' ? { authorization: `Bearer ${token}` } : {};
  const json = { ...auth, 'content-type': 'application/json' };
  const goodParams: Record<string, string | number> = {
    id: existingIds[route.name] ?? crypto.randomUUID(),
    page: 1,
    kind: 'news',
    revisionId: crypto.randomUUID(),
    // The routes keyed by an address (users, subscribers): one nobody has. Blocking a sender is the one route whose
    // path alone is a whole request (any well-formed address gets blocked), so its probes name none.
    email: route.name === 'blockSender' || route.name === 'unblockSender' ? 'not-an-address' : 'nobody@example.com',
  };
  const goodPath = apiPath(route, goodParams);
  /** The route's path with its other parameters filled in well. */
  const withGood = (path: string) => path.replace(/\{(\w+)\}/g, (_, name: string) => encodeURIComponent(String(goodParams[name])));
  const poison = poisonFor(route);
  const probes: Probe[] = [];

  // Malformed path parameters, one parameter at a time (the others good): bad percent-encoding, overlong, odd characters, odd numbers.
  for (const [, param] of route.path.matchAll(/\{(\w+)\}/g)) {
    for (const segment of malformedPathSegments) {
      const path = withGood(route.path.replace(`{${param}}`, segment));
      probes.push({ method: route.method, path, headers: json, body: route.method === 'PUT' ? JSON.stringify(poison) : undefined });
    }
  }
  // Wrong methods.
  for (const method of ['GET', 'POST', 'PUT', 'DELETE', 'PATCH', 'HEAD'].filter((method) => method !== route.method)) {
    probes.push({ method, path: goodPath, headers: json, body: method === 'GET' || method === 'HEAD' ? undefined : '{}' });
  }
  // Missing, bad, expired and forged tokens.
  if (route.access === 'admin') {
    for (const authorization of authVariants)
      probes.push({
        method: route.method,
        path: goodPath,
        headers: { 'content-type': 'application/json', ...authorization },
        body: route.method === 'GET' || route.method === 'DELETE' ? undefined : JSON.stringify(poison),
      });
  }
  // Malformed bodies and content types, each made invalid by the route's poison field where it is JSON.
  if (route.method === 'POST' || route.method === 'PUT') {
    for (const variant of malformedBodies(poison))
      probes.push({ method: route.method, path: goodPath, headers: { ...auth, ...variant.headers }, body: variant.body });
  }
  return probes.map((probe) => ({ ...probe, route: route.name }));
}

describe('adversarial requests', () => {
  it('answers over 1,000 malformed requests over every route with no 5xx and no write', async () => {
    // Real items, so that update routes get past the lookup to validation.
    const image = await stack.upload(pngBytes);
    const created = await stack.call('POST', routes.createNews.path, { body: newsBody(image, '<p>Real</p>') });
    expect(created.status).toBe(201);
    const id = created.body.data._id as string;
    const existingIds = { updateNews: id, getContentItem: id, listRevisions: id, restoreRevision: id };
    const authVariants = tokenVariants({
      expired: await signToken(process.env.JWT_SECRET!, -60),
      foreignKey: await signToken('another-secret-that-is-long-enough-000', 3600),
    });

    const probes = routeList.flatMap((route) => probesFor(route, stack.token, authVariants, existingIds));
    const coveredRoutes = new Set(probes.map((probe) => probe.route));
    expect(coveredRoutes.size).toBe(routeList.length);

    const before = await scanTable();
    const started = Date.now();
    const statuses = await sendAll(probes);
    const after = await scanTable();

    const serverErrors = probes
      .filter((_, i) => statuses[i]! >= 500)
      .map((probe, i) => `${probe.method} ${probe.path.slice(0, 120)} -> ${statuses[i]}`);
    const added = after.filter((item) => !before.includes(item));
    const removed = before.filter((item) => !after.includes(item));
    const histogram: Record<number, number> = {};
    for (const status of statuses) histogram[status] = (histogram[status] ?? 0) + 1;
    console.log(
      `adversarial: ${probes.length} requests over ${coveredRoutes.size} routes in ${Date.now() - started} ms; 5xx: ${serverErrors.length}; writes: ${added.length + removed.length}; statuses: ${JSON.stringify(histogram)}`,
    );
    expect(probes.length).toBeGreaterThanOrEqual(1000);
    expect(serverErrors).toEqual([]);
    expect(statuses.every((status) => status >= 400 || status === 200)).toBe(true);
    expect({ added, removed }).toEqual({ added: [], removed: [] });
  }, 120_000);

  it('answers 400 with a clear text for an item larger than DynamoDB accepts, and stores nothing', async () => {
    const before = await scanTable();
    const image = await stack.upload(pngBytes);
    const euros = '€'.repeat(190_000); // within the 200,000-character limit, about 557 KB in UTF-8
    const answer = await stack.call('POST', routes.createNews.path, { body: newsBody(image, `<p>${euros}</p>`) });
    expect(answer).toMatchObject({ status: 400, body: { ack: false, msg: messages.itemTooLarge } });
    expect(await scanTable()).toEqual(before);

    // The same on an update: the item as it would be after the change is measured.
    const fresh = await stack.call('POST', routes.createNews.path, { body: newsBody(await stack.upload(pngBytes), '<p>Small</p>') });
    const id = fresh.body.data._id as string;
    const grown = await stack.call('PUT', apiPath(routes.updateNews, { id }), { body: { newsContent: `<p>${euros}</p>` } });
    expect(grown).toMatchObject({ status: 400, body: { ack: 0, msg: messages.itemTooLarge } });
    const stored = await stack.call('GET', apiPath(routes.getNewsDetails, { id }), { token: null });
    expect(stored.body.data.newsContent).toBe('<p>Small</p>');
  });

  it('answers 404, never 500, for malformed encodings and overlong ids on the detail, update and delete routes', async () => {
    const cases = [
      ['GET', '/api/getNewsDetails/%ZZ'],
      ['GET', '/api/getEvent/%E0%A4%A'],
      ['GET', '/api/getPressReleaseDetails/%ED%A0%80'],
      ['GET', `/api/getNewsDetails/${'x'.repeat(3000)}`],
      ['PUT', `/api/admin/news/updateNews/${'x'.repeat(3000)}`],
      ['DELETE', `/api/news/admin/deleteNews/${'x'.repeat(3000)}`],
    ] as const;
    for (const [method, path] of cases)
      expect([method, path.slice(0, 40), (await stack.call(method, path, { body: method === 'PUT' ? {} : undefined })).status]).toEqual([
        method,
        path.slice(0, 40),
        404,
      ]);
    const longCareerId = await stack.call('POST', routes.deleteCareerPost.path, { body: { careerListID: 'x'.repeat(100_000) } });
    expect(longCareerId).toMatchObject({ status: 404, body: { ack: 0, message: messages.notFound.career } });
  });
});
