import { useEffect } from 'react';
import { Outlet, useLocation } from 'react-router';
import { AppToaster } from './app-toaster';
import { Footer } from './footer';
import { Header } from './header';

/** Spec §2: no top navigation bar on any path containing "login"; no footer in the admin area. */
export const showsHeader = (pathname: string) => !pathname.toLowerCase().includes('login');
export const showsFooter = (pathname: string) => !/^\/admin(\/|$)/i.test(pathname);

/** The site shell: skip link, header, main content, footer and the general toaster. */
export function RootLayout() {
  const { pathname } = useLocation();

  // Every route change starts at the top of the new page.
  // biome-ignore lint/correctness/useExhaustiveDependencies: pathname is the trigger (a route change), not an input of the effect
  useEffect(() => {
    window.scrollTo(0, 0);
  }, [pathname]);

  return (
    <>
      <a className="skip-link" href="#main">
        Skip to content
      </a>
      {showsHeader(pathname) && <Header />}
      <main id="main" tabIndex={-1}>
        <Outlet />
      </main>
      {showsFooter(pathname) && <Footer />}
      <AppToaster />
    </>
  );
}
