import { useCallback } from 'react';
import { useNavigate } from 'react-router';
import type { RouteDef } from '@contract/routes';
import type { ApiResult } from '@contract/entities';
import { messages } from '@contract/messages';
import { callApi, isUnauthorized, type Answer, type CallOptions } from '../../lib/api';
import { clearAdminToken, hasLiveToken } from '../../lib/session';

export type AdminResult<T> = Answer<T>;

/**
 * Calls an admin route, typed by the route like callApi; an expired token or
 * an unauthorized answer clears the session and goes to /admin/login (spec §8).
 */
export function useAdminCall(): typeof callApi {
  const navigate = useNavigate();
  const call = useCallback(
    async (route: RouteDef, options: CallOptions = {}): Promise<Answer<unknown>> => {
      if (!hasLiveToken()) {
        clearAdminToken();
        void navigate('/admin/login', { replace: true });
        return { ack: 0, msg: messages.unauthorized, status: 401 };
      }
      const result = await callApi(route, options);
      if (isUnauthorized(result)) {
        clearAdminToken();
        void navigate('/admin/login', { replace: true });
      }
      return result;
    },
    [navigate],
  );
  return call as typeof callApi;
}

/** The text to show for a failed answer. */
export function failureText(result: Pick<ApiResult, 'msg' | 'message'> & { status: number }): string {
  if (result.status === 0) return messages.serverUnreachable;
  return result.message ?? result.msg ?? messages.serverError;
}
