import { Outlet } from 'react-router';

// Temporary shell: the header, footer and toaster arrive with the public-site work.
export function RootLayout() {
  return (
    <main id="main">
      <Outlet />
    </main>
  );
}
