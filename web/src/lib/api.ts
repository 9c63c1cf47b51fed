/**
 * The SPA's one way to call the API. URLs come from the shared route table;
 * what a route takes and answers comes from its spec in the contract
 * (route-schemas.ts, types only: no schema reaches a page through here).
 * A transport failure becomes { ack: 0, error, status: 0 } (spec §7).
 * Success is the status and ack (1, or true for creates), never a text.
 */
import { apiPath, type RouteDef, type routes } from '@contract/routes';
import type { ApiResult } from '@contract/entities';
import { messages } from '@contract/messages';
import type * as specs from '@contract/route-schemas';
import type { Schema } from '@contract/schemas/fields';
import type { Input } from '@contract/schemas/validate';
import { adminToken } from './session';

type Routes = typeof routes;
type Specs = typeof specs;
/** The route table's name for a route; every name when only RouteDef is known. */
type NameOf<R extends RouteDef> = { [N in keyof Routes]: Routes[N] extends R ? N : never }[keyof Routes];
type SpecOf<R extends RouteDef> = Specs[NameOf<R>];
/** Whether the route is one entry of the table, not any RouteDef. */
type Known<R extends RouteDef, Yes, No> = string extends R['path'] ? No : Yes;
/** Only a route whose entry is not known: a known one is always typed by its spec. */
type AnyRoute<R extends RouteDef> = Known<R, never, R>;

type ParamNames<P extends string> = P extends `${string}{${infer Name}}${infer Rest}` ? Name | ParamNames<Rest> : never;
export type PathParams<R extends RouteDef> = Known<R, { [K in ParamNames<R['path']>]: string | number }, Record<string, string | number>>;

/** A form body as JSON (text fields may be numbers: they count as text), or multipart FormData. */
type Wire<S extends Schema> = { [K in keyof Input<S>]?: Input<S>[K] extends string ? string | number : Input<S>[K] };
export type RequestBody<R extends RouteDef> = Known<
  R,
  SpecOf<R> extends specs.RouteSpec<RouteDef, unknown, infer S, unknown> ? ([S] extends [never] ? never : Wire<S> | FormData) : never,
  Record<string, unknown> | FormData
>;
/** A route's query string, as its spec reads it (every value optional); any names for a route known only as a RouteDef. */
export type QueryOf<R extends RouteDef> = Known<
  R,
  SpecOf<R> extends specs.RouteSpec<RouteDef, unknown, Schema, unknown, infer Q> ? { [K in keyof Q]?: Q[K] } : never,
  Record<string, string | number | undefined>
>;
/** The type of a route's answer `data`. */
export type DataOf<R extends RouteDef> = SpecOf<R> extends specs.RouteSpec<RouteDef, unknown, Schema, infer T> ? T : unknown;

export interface CallOptions<R extends RouteDef = RouteDef> {
  params?: PathParams<R>;
  /** Plain objects are sent as JSON; FormData as multipart. */
  body?: RequestBody<R>;
  /**
   * The query string, typed by the route's spec. Only the admin's call
   * (features/admin/use-admin-call) sends it: no public route reads one, so
   * public pages do not carry the code.
   */
  query?: QueryOf<R>;
  signal?: AbortSignal;
}

export type Answer<T> = ApiResult<T> & { status: number };

/** The answer typed by the route: callApi(routes.getNewsDetails, { params: { id } }) is an Answer<NewsItem>. */
export function callApi<R extends RouteDef>(route: R, options?: CallOptions<R>): Promise<Answer<DataOf<R>>>;
/** A route known only as a RouteDef (shared admin code), its data typed by the caller. */
export function callApi<T = unknown, R extends RouteDef = RouteDef>(route: AnyRoute<R>, options?: CallOptions): Promise<Answer<T>>;
export async function callApi(route: RouteDef, options: CallOptions = {}): Promise<Answer<unknown>> {
  const headers: Record<string, string> = { accept: 'application/json' };
  const token = route.access === 'admin' ? adminToken() : null;
  if (token) headers.authorization = `Bearer ${token}`;
  let body: BodyInit | undefined;
  if (options.body instanceof FormData) body = options.body;
  else if (options.body) {
    headers['content-type'] = 'application/json';
    body = JSON.stringify(options.body);
  }
  try {
    // Always ask the server: CloudFront keeps public reads (s-maxage, stale-while-revalidate), but a
    // browser would also serve them stale under stale-while-revalidate, e.g. a list the admin just changed.
    const response = await fetch(apiPath(route, options.params), {
      method: route.method,
      headers,
      body,
      signal: options.signal,
      cache: 'no-cache',
    });
    const result = (await response.json().catch(() => ({ ack: 0, error: messages.serverError }))) as ApiResult;
    return { ...result, status: response.status };
  } catch (error) {
    return { ack: 0, error: error instanceof Error ? error.message : String(error), status: 0 };
  }
}

/** Success: ack 1, or true for creates. */
export const isAcknowledged = (result: Pick<ApiResult, 'ack'>) => result.ack === 1 || result.ack === true;

/** The session is missing or expired (401), whatever the answer's text. */
export const isUnauthorized = (result: Pick<Answer<unknown>, 'status'>) => result.status === 401;

/** SWR fetcher: throws on anything not acknowledged (with its status), so SWR exposes it as `error`. */
export function fetchData<R extends RouteDef>(route: R, params?: PathParams<R>): Promise<DataOf<R>>;
export function fetchData<T, R extends RouteDef = RouteDef>(route: AnyRoute<R>, params?: Record<string, string | number>): Promise<T>;
export async function fetchData(route: RouteDef, params?: Record<string, string | number>): Promise<unknown> {
  const result = await callApi(route, { params });
  if (!isAcknowledged(result))
    throw Object.assign(new Error(result.msg ?? result.error ?? messages.serverError), { status: result.status });
  return result.data;
}
