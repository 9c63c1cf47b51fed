/**
 * Every admin read: SWR over the admin call (useAdminCall), so a lost session
 * ends the same way on every screen, with the options of admin-read-options
 * and one error shape, AdminReadError: the server's words and the answer's
 * status.
 */
import type { Key, SWRConfiguration } from 'swr';
import useSWR from 'swr';
import useSWRInfinite, { type SWRInfiniteConfiguration, type SWRInfiniteKeyLoader } from 'swr/infinite';
import toast from 'react-hot-toast';
import { type Answer, isAcknowledged, isUnauthorized } from '../../../lib/api';
import { adminReadOptions } from './admin-read-options';
import { failureText, useAdminCall } from './use-admin-call';

export type AdminCall = ReturnType<typeof useAdminCall>;

/** A read the server refused or never answered: what to tell the admin, and the status (401: the session has ended). */
export class AdminReadError extends Error {
  readonly status: number;
  constructor(answer: Pick<Answer<unknown>, 'status' | 'msg' | 'message'>) {
    super(failureText(answer));
    this.name = 'AdminReadError';
    this.status = answer.status;
  }
}

/** The answer's data, or an AdminReadError. */
export function dataOrThrow<T>(answer: Answer<T>): T {
  if (isAcknowledged(answer) && answer.data !== undefined) return answer.data;
  throw new AdminReadError(answer);
}

/** A failed read in the server's words, toasted; a lost session is not (the login screen says so). */
export function toastFailure(error: unknown): null {
  if (!(error instanceof AdminReadError) || !isUnauthorized(error)) toast.error(messageOf(error));
  return null;
}

/** What to show for a failed read. */
export const messageOf = (error: unknown): string => (error instanceof Error ? error.message : String(error));

/** One admin read by `key` (null: none yet). `read` gets the admin call; a throw is the read's error. */
export function useAdminRead<T>(key: Key, read: (call: AdminCall) => Promise<T>, options?: SWRConfiguration<T, AdminReadError>) {
  const call = useAdminCall();
  return useSWR<T, AdminReadError>(key, () => read(call), { ...adminReadOptions, ...options });
}

/**
 * An admin list read page by page ("Load more"): `keyOf` gives each page's key
 * from the previous page (null once there is no next), `read` reads that key.
 * Earlier pages are not read again when one is added.
 */
export function useAdminPages<T, K extends Key>(
  keyOf: (index: number, previous: T | null) => K | null,
  read: (call: AdminCall, key: K) => Promise<T>,
  options?: SWRInfiniteConfiguration<T, AdminReadError>,
) {
  const call = useAdminCall();
  return useSWRInfinite<T, AdminReadError>(keyOf as SWRInfiniteKeyLoader, (key: K) => read(call, key), {
    ...adminReadOptions,
    revalidateFirstPage: false,
    ...options,
  });
}
