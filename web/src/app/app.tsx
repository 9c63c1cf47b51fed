import { RouterProvider } from 'react-router';
import { SWRConfig } from 'swr';
import { router } from './router';

/** SWR: cached between navigations, no refetch storm on focus. */
const swrOptions = { revalidateOnFocus: false, dedupingInterval: 60_000, shouldRetryOnError: false };

export function App() {
  return (
    <SWRConfig value={swrOptions}>
      <RouterProvider router={router} />
    </SWRConfig>
  );
}
