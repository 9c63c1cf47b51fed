import { useEffect } from 'react';
import { Outlet, useLocation } from 'react-router';
import { deferredComponent, DeferredRegion } from '../../components/deferred-hydration';
import { Header } from './header';
import { ToasterSlot } from './toaster-slot';
// Linked with the shell: the footer's markup is prerendered on every page while its code loads later.
import './footer.css';

// Always below the content: its code loads (and its markup hydrates) as it nears the viewport.
// Written with .then: `(await import()).X` makes the bundler wrap the import in a helper (home's JS budget).
const Footer = deferredComponent('site-footer', () => import('./footer').then((module) => module.Footer));

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
      {showsFooter(pathname) && <DeferredRegion id="site-footer" component={Footer} />}
      <ToasterSlot eager={!showsFooter(pathname)} />
    </>
  );
}
