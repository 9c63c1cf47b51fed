import { useCallback } from 'react';
import type { RouteDef } from '@contract/routes';
import type { ApiResult } from '@contract/entities';
import { messages } from '@contract/messages';
import { callApi, isUnauthorized, type Answer, type CallOptions } from '../../../lib/api';
import { hasLiveToken } from '../../../lib/session';
import { useEndSession } from './session-redirect';

export type AdminResult<T> = Answer<T>;

/** `?a=1&b=x` of a call's query (empty and undefined values left out), or nothing. */
export function queryString(query: Record<string, unknown> = {}): string {
  const pairs = Object.entries(query).filter(([, value]) => value !== undefined && value !== '');
  return pairs.length ? `?${new URLSearchParams(pairs.map(([key, value]) => [key, String(value)]))}` : '';
}

/** The route with the call's query on its path (URLSearchParams encodes braces, so no value reads as a path parameter). */
const withQuery = (route: RouteDef, query: CallOptions['query']): RouteDef =>
  query ? { ...route, path: route.path + queryString(query) } : route;

/**
 * Calls an admin route, typed by the route like callApi, with its query
 * string (admin lists filter; public pages never send one); an expired token or
 * an unauthorized answer clears the session and goes to /admin/login (spec §8),
 * which then says the session ended and brings the editor back here.
 */
export function useAdminCall(): typeof callApi {
  const endSession = useEndSession();
  const call = useCallback(
    async (route: RouteDef, options: CallOptions = {}): Promise<Answer<unknown>> => {
      if (!hasLiveToken()) {
        endSession();
        return { ack: 0, msg: messages.unauthorized, status: 401 };
      }
      const result = await callApi(withQuery(route, options.query), options);
      if (isUnauthorized(result)) endSession();
      return result;
    },
    [endSession],
  );
  return call as typeof callApi;
}

/** The text to show for a failed answer. */
export function failureText(result: Pick<ApiResult, 'msg' | 'message'> & { status: number }): string {
  if (result.status === 0) return messages.serverUnreachable;
  return result.message ?? result.msg ?? messages.serverError;
}
