import type { Application } from '@contract/applications';
import { routes } from '@contract/routes';
import { dataOrThrow, messageOf, useAdminRead } from '../shared/admin-read';

export type ApplicationState =
  | { state: 'loading' }
  | { state: 'missing' }
  | { state: 'failed'; message: string; retry: () => void }
  | { state: 'ready'; application: Application; replace: (application: Application) => Promise<unknown>; reload: () => void };

/** One application by the id in the URL; null when the server knows none (deleted by retention, or a wrong link). */
export function useApplication(id: string): ApplicationState {
  const { data, error, mutate } = useAdminRead(['getApplication', id], async (call) => {
    const result = await call(routes.getApplication, { params: { id } });
    return result.status === 404 ? null : dataOrThrow(result);
  });
  // The cache is the screen's one copy: every write answers the whole application, which lands here.
  const replace = (application: Application) => mutate(application, { revalidate: false });
  if (data) return { state: 'ready', application: data, replace, reload: () => void mutate() };
  if (data === null) return { state: 'missing' };
  if (error) return { state: 'failed', message: messageOf(error), retry: () => void mutate() };
  return { state: 'loading' };
}
