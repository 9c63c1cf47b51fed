import { isUnauthorized } from '../../../lib/api';
import type { AdminReadError } from './admin-read';

/**
 * A list that could not be read, in place of its table: the server's words
 * and Try again. A lost session shows nothing here: the admin call has
 * already gone to the login screen, which says why.
 */
export function ListError({ error, retry }: { error: AdminReadError; retry: () => void }) {
  if (isUnauthorized(error)) return null;
  return (
    <div className="admin-table__state" role="alert">
      <p>{error.message}</p>
      <button type="button" className="btn btn--ghost" onClick={retry}>
        Try again
      </button>
    </div>
  );
}
