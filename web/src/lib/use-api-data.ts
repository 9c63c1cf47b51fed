/**
 * Data from the API through SWR, with the site's caching rules: cached between
 * navigations, deduplicated for a minute, no refetch on focus, no retry storm.
 * The options live here rather than in an SWRConfig so SWR stays out of the
 * public entry and loads with the pages that fetch.
 */
import useSWR, { type SWRConfiguration } from 'swr';

const options: SWRConfiguration = { revalidateOnFocus: false, dedupingInterval: 60_000, shouldRetryOnError: false };

/** `key` is the request's URL (null skips the call); `load` fetches it. */
export function useApiData<T>(key: string | null, load: () => Promise<T>) {
  return useSWR<T>(key, load, options);
}
