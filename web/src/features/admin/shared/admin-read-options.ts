/**
 * How every admin read caches, in one place. An admin screen shows what it
 * read when it opened and asks again only when told to (Try again, a write,
 * a new page): never on focus or reconnect, never retrying a refusal on its
 * own. Deduping is left to the SWR config around the app (SWR's two seconds:
 * two parts of a screen asking for one key share a request), so a test can
 * turn it off and see what these options alone spare.
 */
import type { SWRConfiguration } from 'swr';

export const adminReadOptions = {
  revalidateOnFocus: false,
  revalidateOnReconnect: false,
  shouldRetryOnError: false,
} satisfies SWRConfiguration;

/**
 * A table's pages: one fetched is never fetched again while the screen is open
 * (revisiting a page makes no request, spec §4), and while the next page loads
 * the previous one's total stays in the footer.
 */
export const pageReadOptions = { ...adminReadOptions, revalidateIfStale: false, keepPreviousData: true } satisfies SWRConfiguration;

/** Counts in the admin bar: asked again every minute and when the tab comes back into view. */
export const liveCountOptions = { ...adminReadOptions, refreshInterval: 60_000, revalidateOnFocus: true } satisfies SWRConfiguration;
