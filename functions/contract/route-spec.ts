/**
 * The builders of route specs (one module per route in ./specs): a route's
 * path parameters, query and body as schemas, and the type of its answer's
 * `data`. The handler frame (functions/core/http/frame.ts) checks params,
 * query and body before a handler runs; the SPA's callApi reads the types only.
 */
import * as v from 'valibot';
import { messages } from './messages';
import { routes, type RouteDef, type RouteName } from './routes';
import type { Schema } from './schemas/fields';
import type { ValidationMode } from './schemas/validate';
import { maxListLimit } from './summaries';

/** Path parameters, and the status a bad one answers: an id or slug that can name nothing is 404, a bad page number 400. */
export interface ParamsSpec<P = unknown> {
  readonly schema: v.GenericSchema<unknown, P>;
  readonly status: 400 | 404;
}

/** A body schema; `incomplete` is the answer's text when a required field is empty (the content forms' summary). */
export interface BodySpec<S extends Schema = Schema> {
  readonly schema: S;
  readonly mode: ValidationMode;
  readonly incomplete?: string;
  /** Content bodies: the field a draft must have (./schemas/publish-state). */
  readonly draftTitle?: string;
}

export interface RouteSpec<R extends RouteDef = RouteDef, P = unknown, S extends Schema = Schema, T = unknown, Q = unknown> {
  readonly route: R;
  readonly params?: ParamsSpec<P>;
  /** The query string's parameters (a bad value answers the spec's status); routes without one ignore the query. */
  readonly query?: ParamsSpec<Q>;
  readonly body?: BodySpec<S>;
  /** The type of the answer's `data` (see reply): never set, read by the type checker only. */
  readonly response?: T;
}

// A builder takes the route's name, not its entry of the table: each route's spec is a module of its own,
// so a function's bundle holds only the spec its handler imports.
export function spec<N extends RouteName, P = undefined, S extends Schema = never, T = undefined, Q = undefined>(
  name: N,
  request: {
    readonly params?: ParamsSpec<P>;
    readonly query?: ParamsSpec<Q>;
    readonly body?: BodySpec<S>;
    readonly response?: T | undefined;
  } = {},
): RouteSpec<(typeof routes)[N], P, S, T, Q> {
  return { route: routes[name], ...request };
}

/** The page of a server-paged list: a whole number from 1 to 999999. */
export const page = (): ParamsSpec<{ page: number }> => ({
  schema: v.object({ page: v.pipe(v.string(messages.badPage), v.regex(/^[1-9]\d{0,5}$/, messages.badPage), v.transform(Number)) }),
  status: 400,
});

/** A public list's optional `?page=&limit=` (limit 1 to maxListLimit, 20 when only page is given); none: the whole list. */
export interface ListPaging {
  page?: number;
  limit?: number;
}

/** The public lists answer summaries (./summaries): all of them, or one page (paging headers beside the array). */
export const paging = (): ParamsSpec<ListPaging> => {
  const limitText = `Limit must be a whole number from 1 to ${maxListLimit}.`;
  return {
    schema: v.object({
      page: v.optional(v.pipe(v.string(messages.badPage), v.regex(/^[1-9]\d{0,5}$/, messages.badPage), v.transform(Number))),
      limit: v.optional(
        v.pipe(v.string(limitText), v.regex(/^[1-9]\d{0,2}$/, limitText), v.transform(Number), v.maxValue(maxListLimit, limitText)),
      ),
    }),
    status: 400,
  };
};

export const full = <S extends Schema>(schema: S): BodySpec<S> => ({ schema, mode: 'full' });

/** The type of an answer's `data`, for the type checker only: the value is always undefined. */
export const reply = <T>() => undefined as unknown as T;
