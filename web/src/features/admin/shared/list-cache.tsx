import type { ComponentType, ReactNode } from 'react';
import { SWRConfig } from 'swr';

/** A fresh cache per mount (SWR calls the provider once per SWRConfig). */
const scope = { provider: () => new Map() };

/**
 * The SWR cache of one open screen's table. It goes when the screen closes, so
 * coming back to a list (after an edit, say) fetches it afresh, while paging
 * inside the screen reuses every page already fetched.
 */
export function ListCache({ children }: { children: ReactNode }) {
  return <SWRConfig value={scope}>{children}</SWRConfig>;
}

/** A screen with a cache of its own, so it reads afresh each time it opens. */
export const withListCache =
  <P extends object>(Screen: ComponentType<P>) =>
  (props: P) => (
    <ListCache>
      <Screen {...props} />
    </ListCache>
  );
