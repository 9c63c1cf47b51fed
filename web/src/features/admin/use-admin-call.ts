import { useCallback } from 'react';
import type { RouteDef } from '@contract/routes';
import type { ApiResult } from '@contract/entities';
import { messages } from '@contract/messages';
import { callApi, isUnauthorized, type Answer, type CallOptions } from '../../lib/api';
import { hasLiveToken } from '../../lib/session';
import { useEndSession } from './session-redirect';

export type AdminResult<T> = Answer<T>;

/**
 * Calls an admin route, typed by the route like callApi; an expired token or
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
      const result = await callApi(route, options);
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
