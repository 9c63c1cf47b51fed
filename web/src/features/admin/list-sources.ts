/** Where the admin tables' rows come from: a list route's answer, typed by the route, failures toasted once. */
import toast from 'react-hot-toast';
import { routes, type RouteName } from '@contract/routes';
import type { Page } from '@contract/entities';
import { isAcknowledged, isUnauthorized, type DataOf } from '../../lib/api';
import { failureText, type AdminResult, type useAdminCall } from './use-admin-call';
import type { ListSource } from './use-paged-list';

type Call = ReturnType<typeof useAdminCall>;

/** The admin lists, by how the route answers: one page of rows, or all of them. Rows are typed by the route's answer. */
type Answered<N extends RouteName> = DataOf<(typeof routes)[N]>;
type PagedName = { [N in RouteName]: Answered<N> extends Page<unknown> ? N : never }[RouteName];
type AllName = { [N in RouteName]: Answered<N> extends readonly unknown[] ? N : never }[RouteName];
type PageRow<N extends PagedName> = Answered<N> extends Page<infer T> ? T : never;
type AllRow<N extends AllName> = Answered<N> extends ReadonlyArray<infer T> ? T : never;

/** Reads an answer, toasting a failure that is not a lost session. */
function dataOf<T>(result: AdminResult<T>): T | null {
  if (isAcknowledged(result) && result.data !== undefined) return result.data;
  if (!isUnauthorized(result)) toast.error(failureText(result));
  return null;
}

export function serverPaged<N extends PagedName>(call: Call, name: N): Extract<ListSource<PageRow<N>>, { kind: 'server' }> {
  return { kind: 'server', name, load: async (page) => dataOf(await call<Page<PageRow<N>>>(routes[name], { params: { page } })) };
}

export function allData<N extends AllName>(call: Call, name: N): ListSource<AllRow<N>> {
  return { kind: 'all', name, load: async () => dataOf(await call<AllRow<N>[]>(routes[name])) };
}
