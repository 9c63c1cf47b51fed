/**
 * The answer of a public list route: `data` is the spec's array; a page asked
 * for with `?page=&limit=` says its total and page count in headers
 * (../../contract/summaries), so the array's shape never changes.
 */
import { pagingHeaders } from '../../contract/summaries';
import type { Listed } from '../content/collections';
import type { Reply } from './frame';

export function listAnswer<S>({ list, paged }: Listed<S>): Reply<S[]> {
  const headers = paged
    ? { [pagingHeaders.total]: String(paged.count), [pagingHeaders.pages]: String(Math.ceil(paged.count / paged.limit)) }
    : undefined;
  return { headers, body: { ack: 1, data: list } };
}
