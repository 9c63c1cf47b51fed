/**
 * Data from the API through SWR, with the site's caching rules: cached between
 * navigations, deduplicated for a minute, no refetch on focus, no retry storm.
 * The options live here rather than in an SWRConfig so SWR stays out of the
 * public entry and loads with the pages that fetch.
 */
import { useContext } from 'react';
import useSWR, { type SWRConfiguration } from 'swr';
import { PageDataContext } from './page-data';

const options: SWRConfiguration = { revalidateOnFocus: false, dedupingInterval: 60_000, shouldRetryOnError: false };

/**
 * `key` is the request's URL (null skips the call); `load` fetches it. Data the
 * page was prerendered with is the starting value, and is not fetched again on mount.
 */
export function useApiData<T>(key: string | null, load: () => Promise<T>) {
  const prerendered = useContext(PageDataContext)[key ?? ''] as T | undefined;
  return useSWR<T>(key, load, prerendered === undefined ? options : { ...options, fallbackData: prerendered, revalidateOnMount: false });
}
