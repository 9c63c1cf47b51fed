/**
 * A CloudFront stand-in for invalidations, speaking the REST API the SDK calls
 * (2020-05-31: create, list and get a distribution's invalidations, XML in and
 * out) with CloudFront's limits and errors: at most 15 wildcard paths and 3,000
 * other paths in progress per distribution (TooManyInvalidationsInProgress,
 * HTTP 400), 3,000 paths a request (BatchTooLarge), one batch per caller
 * reference. An invalidation completes `completeAfterMs` after it was created.
 * It caches nothing: the local site serves the page files themselves.
 */
import type { IncomingMessage, ServerResponse } from 'node:http';
import { randomBytes, randomUUID } from 'node:crypto';
import { cloudFrontLimits, usage, type Room } from '../../functions/core/publish/invalidation-plan';
import { escapeXml } from '../../functions/core/publish/sitemap';
import { readBody, startFront, type Front } from './http-relay';

export interface Invalidation {
  id: string;
  distributionId: string;
  callerReference: string;
  paths: string[];
  createTime: Date;
  completesAt: number;
}

export interface CloudFrontStandIn extends Front {
  /** Every invalidation created, oldest first. */
  invalidations(): Invalidation[];
  /** How many requests were refused with TooManyInvalidationsInProgress. */
  refusals(): number;
}

export interface CloudFrontOptions {
  completeAfterMs?: number;
  limits?: Room;
}

const apiVersion = '2020-05-31';
const namespace = `http://cloudfront.amazonaws.com/doc/${apiVersion}/`;
const maxBodyBytes = 1024 * 1024;
const pageSize = 100;

class CloudFrontError extends Error {
  constructor(
    readonly status: number,
    readonly code: string,
    message: string,
  ) {
    super(message);
  }
}

export async function startCloudFront({
  completeAfterMs = 5000,
  limits = cloudFrontLimits,
}: CloudFrontOptions = {}): Promise<CloudFrontStandIn> {
  const all: Invalidation[] = [];
  let refused = 0;
  const inProgress = (invalidation: Invalidation) => Date.now() < invalidation.completesAt;
  const ofDistribution = (id: string) => all.filter((invalidation) => invalidation.distributionId === id).reverse();

  function create(distributionId: string, body: string): { invalidation: Invalidation; created: boolean } {
    const callerReference = unescapeXml(/<CallerReference>([\s\S]*?)<\/CallerReference>/.exec(body)?.[1] ?? '');
    const quantity = Number(/<Paths>\s*<Quantity>(\d+)<\/Quantity>/.exec(body)?.[1]);
    const paths = [...body.matchAll(/<Path>([\s\S]*?)<\/Path>/g)].map((match) => unescapeXml(match[1] ?? ''));
    if (!callerReference || !Number.isInteger(quantity))
      throw new CloudFrontError(400, 'MalformedInput', 'InvalidationBatch needs CallerReference and Paths.');
    if (quantity !== paths.length)
      throw new CloudFrontError(400, 'InconsistentQuantities', "The value of Quantity and the size of Items don't match.");
    if (paths.length === 0) throw new CloudFrontError(400, 'InvalidArgument', 'Your request must contain at least one path.');
    if (paths.length > limits.paths)
      throw new CloudFrontError(413, 'BatchTooLarge', `Invalidation batch specified is too large (${paths.length} paths).`);
    const bad = paths.find((path) => !path.startsWith('/') || path.slice(0, -1).includes('*'));
    if (bad) throw new CloudFrontError(400, 'InvalidArgument', `Invalid path: ${bad}`);
    const same = all.find((known) => known.distributionId === distributionId && known.callerReference === callerReference);
    if (same) {
      if (same.paths.join('\n') === paths.join('\n')) return { invalidation: same, created: false };
      throw new CloudFrontError(
        409,
        'InvalidationBatchAlreadyExists',
        'The caller reference you attempted to create the invalidation with is already in use.',
      );
    }
    const running = usage(
      ofDistribution(distributionId)
        .filter(inProgress)
        .flatMap((known) => known.paths),
    );
    const wanted = usage(paths);
    if (
      (wanted.wildcards > 0 && running.wildcards + wanted.wildcards > limits.wildcards) ||
      (wanted.paths > 0 && running.paths + wanted.paths > limits.paths)
    ) {
      refused++;
      throw new CloudFrontError(
        400,
        'TooManyInvalidationsInProgress',
        'Processing your request would cause you to exceed the maximum number of in-progress wildcard invalidations.',
      );
    }
    const invalidation = {
      id: newId(),
      distributionId,
      callerReference,
      paths,
      createTime: new Date(),
      completesAt: Date.now() + completeAfterMs,
    };
    all.push(invalidation);
    return { invalidation, created: true };
  }

  function invalidationXml(invalidation: Invalidation): string {
    const items = invalidation.paths.map((path) => `<Path>${escapeXml(path)}</Path>`).join('');
    return (
      `<Invalidation xmlns="${namespace}"><Id>${invalidation.id}</Id><Status>${status(invalidation)}</Status>` +
      `<CreateTime>${invalidation.createTime.toISOString()}</CreateTime><InvalidationBatch><Paths><Quantity>${invalidation.paths.length}</Quantity>` +
      `<Items>${items}</Items></Paths><CallerReference>${escapeXml(invalidation.callerReference)}</CallerReference></InvalidationBatch></Invalidation>`
    );
  }

  const status = (invalidation: Invalidation) => (inProgress(invalidation) ? 'InProgress' : 'Completed');

  function listXml(distributionId: string, marker: string, maxItems: number): string {
    const newestFirst = ofDistribution(distributionId);
    const start = marker ? newestFirst.findIndex((invalidation) => invalidation.id === marker) + 1 : 0;
    const page = newestFirst.slice(start, start + maxItems);
    const truncated = start + maxItems < newestFirst.length;
    const summaries = page
      .map(
        (i) =>
          `<InvalidationSummary><Id>${i.id}</Id><CreateTime>${i.createTime.toISOString()}</CreateTime><Status>${status(i)}</Status></InvalidationSummary>`,
      )
      .join('');
    return (
      `<InvalidationList xmlns="${namespace}"><Marker>${escapeXml(marker)}</Marker>${truncated ? `<NextMarker>${page.at(-1)?.id}</NextMarker>` : ''}` +
      `<MaxItems>${maxItems}</MaxItems><IsTruncated>${truncated}</IsTruncated><Quantity>${page.length}</Quantity>` +
      `${page.length > 0 ? `<Items>${summaries}</Items>` : ''}</InvalidationList>`
    );
  }

  async function handle(request: IncomingMessage, response: ServerResponse): Promise<void> {
    const url = new URL(request.url ?? '/', 'http://cloudfront.local');
    const match = new RegExp(`^/${apiVersion}/distribution/([^/]+)/invalidation(?:/([^/]+))?$`).exec(url.pathname);
    try {
      if (!match) throw new CloudFrontError(404, 'NoSuchResource', `No such resource: ${url.pathname}`);
      const distributionId = decodeURIComponent(match[1] ?? '');
      const invalidationId = match[2] && decodeURIComponent(match[2]);
      if (request.method === 'POST' && !invalidationId) {
        const { invalidation, created } = create(distributionId, (await readBody(request, maxBodyBytes)).toString('utf8'));
        const location = `https://cloudfront.amazonaws.com/${apiVersion}/distribution/${distributionId}/invalidation/${invalidation.id}`;
        return send(response, created ? 201 : 200, invalidationXml(invalidation), { location });
      }
      if (request.method === 'GET' && invalidationId) {
        const found = all.find((known) => known.distributionId === distributionId && known.id === invalidationId);
        if (!found) throw new CloudFrontError(404, 'NoSuchInvalidation', 'The specified invalidation does not exist.');
        return send(response, 200, invalidationXml(found));
      }
      if (request.method === 'GET') {
        const maxItems = Math.min(Number(url.searchParams.get('MaxItems') ?? pageSize) || pageSize, pageSize);
        return send(response, 200, listXml(distributionId, url.searchParams.get('Marker') ?? '', maxItems));
      }
      throw new CloudFrontError(405, 'MethodNotAllowed', `${request.method} is not allowed here.`);
    } catch (error) {
      if (!(error instanceof CloudFrontError)) throw error;
      sendError(response, error);
    }
  }

  const front = await startFront('cloudfront', handle, (_request, response) =>
    sendError(response, new CloudFrontError(500, 'InternalError', 'We encountered an internal error. Please try again.')),
  );
  return { ...front, invalidations: () => [...all], refusals: () => refused };
}

function sendError(response: ServerResponse, error: CloudFrontError): void {
  const type = error.status >= 500 ? 'Receiver' : 'Sender';
  const body = `<ErrorResponse xmlns="${namespace}"><Error><Type>${type}</Type><Code>${error.code}</Code><Message>${escapeXml(error.message)}</Message></Error><RequestId>${randomUUID()}</RequestId></ErrorResponse>`;
  send(response, error.status, body);
}

function send(response: ServerResponse, status: number, xml: string, headers: Record<string, string> = {}): void {
  const body = Buffer.from(`<?xml version="1.0" encoding="UTF-8"?>\n${xml}`);
  response.writeHead(status, {
    'content-type': 'text/xml',
    'content-length': String(body.length),
    'x-amzn-requestid': randomUUID(),
    ...headers,
  });
  response.end(body);
}

const newId = () => `I${[...randomBytes(13)].map((byte) => 'ABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789'[byte % 36]).join('')}`;

const named: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'" };
const unescapeXml = (text: string) =>
  text.replace(/&(#x[0-9a-f]+|#\d+|\w+);/gi, (whole, name: string) => {
    if (/^#x/i.test(name)) return String.fromCodePoint(Number.parseInt(name.slice(2), 16));
    if (name.startsWith('#')) return String.fromCodePoint(Number(name.slice(1)));
    return named[name] ?? whole;
  });
