import { useEffect, useRef, type MouseEvent } from 'react';
import { Link, NavLink, useLocation } from 'react-router';
import { ChevronDown, Menu, X } from 'lucide-react';
import { site } from '../../config/site';
import { InsightsLinks } from './insights-menu';
import { Logo } from './logo';
import { navItems } from './nav-items';
import { isMenuOpen, useNavState } from './nav-state';
import { StudioGroups } from './studio-menu';
import './header.css';
import './mobile-menu.css';

const mobileQuery = '(max-width: 767px)';

/** The admin area has its own menu button (spec §2's hamburger checkbox), so the site's is left out there: one menu button per screen. */
const isAdminPath = (pathname: string) => /^\/admin(\/|$)/i.test(pathname);

/** Sticky site header: desktop tabs with two menus, a full-screen menu below 768 px. */
export function Header() {
  const { state, toggle, collapseAll, toggleMobile, closeAll } = useNavState();
  const { pathname } = useLocation();
  const headerRef = useRef<HTMLElement>(null);
  const burgerRef = useRef<HTMLButtonElement>(null);
  const triggerRefs = useRef(new Map<string, HTMLButtonElement>());
  // Without JavaScript the link leads to /search, which says search needs it; with it, search opens in place.
  // Nothing of search loads with the page: its chunk (and Pagefind behind it) only when a visitor opens it.
  const openSearch = (event: MouseEvent<HTMLAnchorElement>) => {
    event.preventDefault();
    const opener = event.currentTarget;
    void import('./site-search').then((search) => search.openSearch(opener));
  };

  // A route change collapses every menu and closes the mobile menu.
  // biome-ignore lint/correctness/useExhaustiveDependencies: pathname is the trigger (a route change), not an input of the effect
  useEffect(() => closeAll(), [pathname, closeAll]);

  // A click outside the header collapses all.
  useEffect(() => {
    if (state.expanded === null) return;
    const onPointerDown = (event: PointerEvent) => {
      if (!headerRef.current?.contains(event.target as Node)) collapseAll();
    };
    document.addEventListener('pointerdown', onPointerDown);
    return () => document.removeEventListener('pointerdown', onPointerDown);
  }, [state.expanded, collapseAll]);

  // Escape closes what is open and gives focus back to the control that opened it.
  useEffect(() => {
    if (state.expanded === null && !state.mobileOpen) return;
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key !== 'Escape') return;
      if (state.mobileOpen) {
        closeAll();
        burgerRef.current?.focus();
      } else if (state.expanded) {
        const trigger = triggerRefs.current.get(`desktop-${state.expanded}`);
        collapseAll();
        trigger?.focus();
      }
    };
    document.addEventListener('keydown', onKeyDown);
    return () => document.removeEventListener('keydown', onKeyDown);
  }, [state.expanded, state.mobileOpen, closeAll, collapseAll]);

  // Page scroll is locked while the full-screen menu is open.
  useEffect(() => {
    if (!state.mobileOpen) return;
    document.body.classList.add('scroll-locked');
    return () => document.body.classList.remove('scroll-locked');
  }, [state.mobileOpen]);

  // Growing past the breakpoint closes the full-screen menu.
  useEffect(() => {
    if (!state.mobileOpen) return;
    const query = window.matchMedia(mobileQuery);
    const onChange = () => {
      if (!query.matches) closeAll();
    };
    query.addEventListener('change', onChange);
    return () => query.removeEventListener('change', onChange);
  }, [state.mobileOpen, closeAll]);

  const registerTrigger = (key: string) => (element: HTMLButtonElement | null) => {
    if (element) triggerRefs.current.set(key, element);
    else triggerRefs.current.delete(key);
  };

  return (
    <header ref={headerRef} className={`site-header ${state.mobileOpen ? 'site-header--menu-open' : ''}`}>
      <div className="container site-header__bar">
        <Logo onClick={closeAll} />

        <nav className="site-nav" aria-label="Main">
          <ul className="site-nav__list">
            {navItems.map((item) => (
              <li key={item.id} className={`site-nav__item ${item.id === 'insights' ? 'site-nav__item--dropdown' : ''}`}>
                {'menu' in item ? (
                  <>
                    <button
                      ref={registerTrigger(`desktop-${item.id}`)}
                      type="button"
                      className="site-nav__tab site-nav__trigger"
                      aria-expanded={isMenuOpen(state, item.id)}
                      aria-controls={`site-menu-${item.id}`}
                      onClick={() => toggle(item.id)}
                    >
                      {item.label}
                      <ChevronDown className="site-nav__chevron" size={16} aria-hidden="true" />
                    </button>
                    {item.id === 'studio' ? (
                      <div id="site-menu-studio" className="site-mega" hidden={!isMenuOpen(state, 'studio')}>
                        <div className="container site-mega__inner">
                          <StudioGroups idPrefix="mega" onNavigate={closeAll} />
                          <aside className="site-mega__aside">
                            <p className="site-mega__aside-title">Not sure which stack fits?</p>
                            <p>Talk to a solution architect about your roadmap. We reply within one business day.</p>
                            <Link className="btn btn--primary" to="/contact" onClick={closeAll}>
                              Book a consultation
                            </Link>
                          </aside>
                        </div>
                      </div>
                    ) : (
                      <div id="site-menu-insights" className="site-dropdown" hidden={!isMenuOpen(state, 'insights')}>
                        <InsightsLinks onNavigate={closeAll} />
                      </div>
                    )}
                  </>
                ) : (
                  <NavLink className="site-nav__tab" to={item.to} onClick={() => toggle(item.id)}>
                    {item.label}
                  </NavLink>
                )}
              </li>
            ))}
          </ul>
        </nav>

        {/* Its magnifier is drawn in CSS (header.css): the header's script stays as small as it was. */}
        <a className="site-search-button" href="/search" onClick={openSearch}>
          Search
        </a>

        <Link className="btn btn--primary site-header__contact" to="/contact" onClick={closeAll}>
          Contact
        </Link>

        {!isAdminPath(pathname) && (
          <button
            ref={burgerRef}
            type="button"
            className="site-header__burger"
            aria-label="Menu"
            aria-expanded={state.mobileOpen}
            aria-controls="site-mobile-menu"
            onClick={toggleMobile}
          >
            {state.mobileOpen ? <X size={24} aria-hidden="true" /> : <Menu size={24} aria-hidden="true" />}
          </button>
        )}
      </div>

      <nav id="site-mobile-menu" className="site-mobile" aria-label="Main mobile" hidden={!state.mobileOpen}>
        <a className="site-search-button" href="/search" onClick={openSearch}>
          Search
        </a>
        <ul className="site-mobile__list">
          {navItems.map((item) =>
            'menu' in item ? (
              <li key={item.id} className="site-mobile__item">
                <button
                  type="button"
                  className="site-mobile__link site-mobile__trigger"
                  aria-expanded={isMenuOpen(state, item.id)}
                  aria-controls={`site-mobile-${item.id}`}
                  onClick={() => toggle(item.id)}
                >
                  {item.label}
                  <ChevronDown className="site-nav__chevron" size={20} aria-hidden="true" />
                </button>
                <div id={`site-mobile-${item.id}`} className="site-mobile__panel" hidden={!isMenuOpen(state, item.id)}>
                  {item.id === 'studio' ? (
                    <StudioGroups idPrefix="mobile" collapsible onNavigate={closeAll} />
                  ) : (
                    <InsightsLinks onNavigate={closeAll} />
                  )}
                </div>
              </li>
            ) : (
              <li key={item.id} className="site-mobile__item">
                <NavLink className="site-mobile__link" to={item.to} onClick={closeAll}>
                  {item.label}
                </NavLink>
              </li>
            ),
          )}
        </ul>
        <Link className="btn btn--primary site-mobile__contact" to="/contact" onClick={closeAll}>
          Contact
        </Link>
        <p className="site-mobile__note">
          Or write to <a href={`mailto:${site.businessEmail}`}>{site.businessEmail}</a>
        </p>
      </nav>
    </header>
  );
}
