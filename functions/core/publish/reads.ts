/**
 * The API reads pages are rendered from. Each is answered by the route's own
 * Lambda handler, called in-process, so a page holds exactly what the API
 * answers under `data` and what the browser's SWR cache would hold.
 */
import type { APIGatewayProxyEventV2 } from 'aws-lambda';
import { apiPath, routes, type RouteName } from '../../contract/routes';
import type { publishedTypes } from '../../contract/workers';
import { withFreshReads } from '../db/fresh-reads';
import { keys } from '../db/keys';
import { getRecord } from '../db/repository';
import type { Handler } from '../http/frame';
import type { DataNeed } from './renderer';

export type PublishedType = (typeof publishedTypes)[number];

type HandlerModule = Promise<{ handler: Handler }>;

/** Every public read a page may need, the collection it reads, and its handler (static imports, so bundles carry them). */
export const publicReads = {
  getAllNews: { type: 'NEWS', load: (): HandlerModule => import('../../handlers/get-all-news') },
  getNewsDetails: { type: 'NEWS', load: (): HandlerModule => import('../../handlers/get-news-details') },
  getAllPressRelease: { type: 'PRESS', load: (): HandlerModule => import('../../handlers/get-all-press-release') },
  getPressReleaseDetails: { type: 'PRESS', load: (): HandlerModule => import('../../handlers/get-press-release-details') },
  getAllEvents: { type: 'EVENT', load: (): HandlerModule => import('../../handlers/get-all-events') },
  upcomingEvent: { type: 'EVENT', load: (): HandlerModule => import('../../handlers/upcoming-event') },
  getEvent: { type: 'EVENT', load: (): HandlerModule => import('../../handlers/get-event') },
  getAllCareerPost: { type: 'CAREER', load: (): HandlerModule => import('../../handlers/get-all-career-post') },
  getCareerDetails: { type: 'CAREER', load: (): HandlerModule => import('../../handlers/get-career-details') },
  getAllTestimonials: { type: 'TESTIMONIAL', load: (): HandlerModule => import('../../handlers/get-all-testimonials') },
  getAllCaseStudies: { type: 'CASESTUDY', load: (): HandlerModule => import('../../handlers/get-all-case-studies') },
  getCaseStudy: { type: 'CASESTUDY', load: (): HandlerModule => import('../../handlers/get-case-study') },
  getAllServices: { type: 'SERVICE', load: (): HandlerModule => import('../../handlers/get-all-services') },
  getService: { type: 'SERVICE', load: (): HandlerModule => import('../../handlers/get-service') },
  getAboutPage: { type: 'ABOUT', load: (): HandlerModule => import('../../handlers/get-about-page') },
  getSuccessStoriesPage: { type: 'STORIES', load: (): HandlerModule => import('../../handlers/get-success-stories-page') },
  getHomePage: { type: 'HOME', load: (): HandlerModule => import('../../handlers/get-home-page') },
} as const satisfies Partial<Record<RouteName, { type: PublishedType; load: () => HandlerModule }>>;

export type PublicRead = keyof typeof publicReads;

export function isPublicRead(route: RouteName): route is PublicRead {
  return Object.hasOwn(publicReads, route);
}

/** What a read answered under its SWR key: its data, or not found (a 404: an unknown slug). */
export type ReadResult = { key: string; found: true; data: unknown } | { key: string; found: false };

/** The items the pages are rendered for, as they are now, by pk: null for one that is gone. */
export type FreshItems = ReadonlyMap<string, Record<string, unknown> | null>;

/**
 * The changed items read strongly consistently, right after the stream
 * delivered their change (an eventually consistent read may still answer the
 * version before it). Each is read once however often the batch names it.
 */
export async function freshItems(changed: Array<{ type: PublishedType; id: string }>): Promise<FreshItems> {
  const pks = new Map(changed.map(({ type, id }) => [keys.entity(type, id).pk, keys.entity(type, id)]));
  const found = await Promise.all([...pks].map(async ([pk, key]) => [pk, await getRecord(key, { consistent: true })] as const));
  return new Map(found);
}

/**
 * Answers reads for one publish run, each at most once (publish-all renders
 * many pages from the same lists). A 404 is a result; any other failure throws
 * so the publish is retried rather than rendering a page without its data.
 * With `fresh` items, the table is read consistently and the lists, read from
 * an index that cannot be, show those items as they are now (../db/fresh-reads).
 */
export function readCache(fresh?: FreshItems) {
  const answers = new Map<string, Promise<ReadResult>>();
  return (need: DataNeed): Promise<ReadResult> => {
    const key = apiPath(routes[need.route], need.params);
    let answer = answers.get(key);
    if (!answer) {
      answer = fresh ? withFreshReads(fresh, () => callRead(need, key)) : callRead(need, key);
      answers.set(key, answer);
    }
    return answer;
  };
}

async function callRead({ route, params }: DataNeed, key: string): Promise<ReadResult> {
  if (!isPublicRead(route)) throw new Error(`Pages may only read public GET routes, not ${route}`);
  const { handler } = await publicReads[route].load();
  const result = await handler(readEvent(route, key, params));
  if (result.statusCode === 404) return { key, found: false };
  const body = JSON.parse(result.body ?? '{}') as { data?: unknown };
  if (result.statusCode !== 200) throw new Error(`${key} answered ${result.statusCode}: ${result.body}`);
  return { key, found: true, data: body.data };
}

function readEvent(route: PublicRead, path: string, params: Record<string, string> = {}): APIGatewayProxyEventV2 {
  const now = new Date();
  const routeKey = `GET ${routes[route].path}`;
  return {
    version: '2.0',
    routeKey,
    rawPath: path,
    rawQueryString: '',
    headers: { 'user-agent': 'publish-pages' },
    pathParameters: Object.keys(params).length > 0 ? params : undefined,
    isBase64Encoded: false,
    requestContext: {
      accountId: 'publisher',
      apiId: 'publisher',
      domainName: 'publisher',
      domainPrefix: 'publisher',
      http: { method: 'GET', path, protocol: 'HTTP/1.1', sourceIp: '127.0.0.1', userAgent: 'publish-pages' },
      requestId: crypto.randomUUID(),
      routeKey,
      stage: '$default',
      time: now.toUTCString(),
      timeEpoch: now.getTime(),
    },
  };
}
