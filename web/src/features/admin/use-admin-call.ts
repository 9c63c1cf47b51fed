import { useCallback } from 'react';
import { useNavigate } from 'react-router';
import type { RouteDef } from '@contract/routes';
import type { ApiResult } from '@contract/entities';
import { messages } from '@contract/messages';
import { callApi, type CallOptions } from '../../lib/api';
import { clearAdminToken, hasLiveToken } from '../../lib/session';

export type AdminResult<T> = ApiResult<T> & { status: number };

/**
 * Calls an admin route; an expired token or an unauthorized answer clears the
 * session and goes to /admin/login (spec §8).
 */
export function useAdminCall() {
  const navigate = useNavigate();
  return useCallback(
    async <T = unknown>(route: RouteDef, options: CallOptions = {}): Promise<AdminResult<T>> => {
      if (!hasLiveToken()) {
        clearAdminToken();
        void navigate('/admin/login', { replace: true });
        return { ack: 0, msg: messages.unauthorized, status: 401 };
      }
      const result = await callApi<T>(route, options);
      // The API answers a missing or expired session with 401 (functions/core/http/handler.ts), whatever its text.
      if (result.status === 401) {
        clearAdminToken();
        void navigate('/admin/login', { replace: true });
      }
      return result;
    },
    [navigate],
  );
}

/** The text to show for a failed answer. */
export function failureText(result: Pick<ApiResult, 'msg' | 'message'> & { status: number }): string {
  if (result.status === 0) return messages.serverUnreachable;
  return result.message ?? result.msg ?? messages.serverError;
}
