/**
 * The SPA's one way to call the API. URLs come from the shared route table.
 * A transport failure becomes { ack: 0, error } (spec §7); success is ack 1 (or true).
 */
import { apiPath, type RouteDef } from '@contract/routes';
import type { ApiResult } from '@contract/entities';
import { messages } from '@contract/messages';
import { adminToken } from './session';

export interface CallOptions {
  params?: Record<string, string | number>;
  /** Plain objects are sent as JSON; FormData as multipart. */
  body?: Record<string, unknown> | FormData;
  signal?: AbortSignal;
}

export async function callApi<T = unknown>(route: RouteDef, options: CallOptions = {}): Promise<ApiResult<T> & { status: number }> {
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
    const response = await fetch(apiPath(route, options.params), { method: route.method, headers, body, signal: options.signal });
    const result = (await response.json().catch(() => ({ ack: 0, error: messages.serverError }))) as ApiResult<T>;
    return { ...result, status: response.status };
  } catch (error) {
    return { ack: 0, error: error instanceof Error ? error.message : String(error), status: 0 };
  }
}

export const isAcknowledged = (result: Pick<ApiResult, 'ack'>) => result.ack === 1 || result.ack === true;

/** SWR fetcher: throws on anything not acknowledged, so SWR exposes it as `error`. */
export async function fetchData<T>(route: RouteDef, params?: Record<string, string | number>): Promise<T> {
  const result = await callApi<T>(route, { params });
  if (!isAcknowledged(result)) throw Object.assign(new Error(result.msg ?? result.error ?? messages.serverError), { status: result.status });
  return result.data as T;
}
