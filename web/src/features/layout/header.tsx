import { useEffect, useRef, type ReactNode } from 'react';
import { Link, NavLink, useLocation } from 'react-router';
import { ChevronDown, ExternalLink, Menu, X } from 'lucide-react';
import { site } from '../../config/site';
import { insightsLinks, studioGroups, studioPath } from '../../config/navigation';
import { Logo } from './logo';
import { isMenuOpen, useNavState, type NavItemId } from './nav-state';
import './header.css';

type MenuId = Extract<NavItemId, 'studio' | 'insights'>;
type NavItem = { id: NavItemId; label: string; to: string } | { id: MenuId; label: string; menu: true };

/** The header tabs of spec §2, in order. */
const navItems: readonly NavItem[] = [
  { id: 'about', label: 'About', to: '/about' },
  { id: 'studio', label: 'Studio', menu: true },
  { id: 'hiring', label: 'Dedicated hiring', to: '/hiring' },
  { id: 'insights', label: 'Insights & news', menu: true },
  { id: 'events', label: 'Events', to: '/events' },
  { id: 'stories', label: 'Success stories', to: '/success-stories' },
];

const mobileQuery = '(max-width: 767px)';

/** Sticky site header: desktop tabs with two menus, a full-screen menu below 768 px. */
export function Header() {
  const { state, toggle, collapseAll, toggleMobile, closeAll } = useNavState();
  const { pathname } = useLocation();
  const headerRef = useRef<HTMLElement>(null);
  const burgerRef = useRef<HTMLButtonElement>(null);
  const triggerRefs = useRef(new Map<string, HTMLButtonElement>());

  // A route change collapses every menu and closes the mobile menu.
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

        <Link className="btn btn--primary site-header__contact" to="/contact" onClick={closeAll}>
          Contact
        </Link>

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
      </div>

      <nav id="site-mobile-menu" className="site-mobile" aria-label="Main mobile" hidden={!state.mobileOpen}>
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
                  {item.id === 'studio' ? <StudioGroups idPrefix="mobile" collapsible onNavigate={closeAll} /> : <InsightsLinks onNavigate={closeAll} />}
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

interface StudioGroupsProps {
  idPrefix: string;
  onNavigate: () => void;
  /** On mobile each group is its own expandable section. */
  collapsible?: boolean;
}

/** The five Studio groups and their sixteen service pages. */
function StudioGroups({ idPrefix, onNavigate, collapsible = false }: StudioGroupsProps) {
  return (
    <div className={collapsible ? 'site-studio site-studio--stacked' : 'site-studio'}>
      {studioGroups.map((group, index) => {
        const titleId = `${idPrefix}-studio-group-${index}`;
        const links = (
          <ul className="site-studio__links" aria-labelledby={titleId}>
            {group.links.map((link) => (
              <li key={link.tech}>
                <NavLink className="site-studio__link" to={studioPath(link.tech)} onClick={onNavigate}>
                  {link.label}
                </NavLink>
              </li>
            ))}
          </ul>
        );
        return collapsible ? (
          <details key={group.title} className="site-studio__group">
            <summary id={titleId} className="site-studio__title">
              {group.title}
              <ChevronDown className="site-nav__chevron" size={18} aria-hidden="true" />
            </summary>
            {links}
          </details>
        ) : (
          <div key={group.title} className="site-studio__group">
            <p id={titleId} className="site-studio__title">
              {group.title}
            </p>
            {links}
          </div>
        );
      })}
    </div>
  );
}

/** News, Press Release and the external blog (new tab). */
function InsightsLinks({ onNavigate }: { onNavigate: () => void }) {
  return (
    <ul className="site-insights">
      {insightsLinks.map((link) => (
        <li key={link.id}>
          {'external' in link ? (
            <a className="site-insights__link" href={site.blogUrl} target="_blank" rel="noopener noreferrer" onClick={onNavigate}>
              <InsightsLabel id={link.id}>{link.label}</InsightsLabel>
              <ExternalLink size={16} aria-hidden="true" />
              <span className="visually-hidden"> (opens in a new tab)</span>
            </a>
          ) : (
            <NavLink className="site-insights__link" to={link.to} onClick={onNavigate}>
              <InsightsLabel id={link.id}>{link.label}</InsightsLabel>
            </NavLink>
          )}
        </li>
      ))}
    </ul>
  );
}

const insightsHints: Record<number, string> = {
  1: 'Company updates, launches and coverage',
  2: 'Official announcements for the media',
  3: 'Engineering notes from our teams',
};

function InsightsLabel({ id, children }: { id: number; children: ReactNode }) {
  return (
    <span className="site-insights__text">
      <span className="site-insights__label">{children}</span>
      <span className="site-insights__hint">{insightsHints[id]}</span>
    </span>
  );
}
