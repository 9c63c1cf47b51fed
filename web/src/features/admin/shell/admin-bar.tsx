import { type KeyboardEvent, useEffect, useRef, useState, useSyncExternalStore } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { LogOut, Menu } from 'lucide-react';
import type { LeadKind } from '@contract/leads';
import { routes } from '@contract/routes';
import { adminToken, clearAdminToken, mayCall, onTokenChange, sessionRole } from '../../../lib/session';
import { barItemsFor, nextHighlight, sectionForPath, type AdminSectionKey } from '../shared/admin-nav';
import { AdminBarLink } from './admin-bar-link';
import { AdminBarMenu } from './admin-bar-menu';
import './admin-bar.css';

/** The sections whose link carries the count of New enquiries. */
const leadSections: Partial<Record<AdminSectionKey, LeadKind>> = { 'contact-us': 'contact', 'hire-us': 'hire' };

/**
 * Admin label, the sections the signed-in role may use (the spec's six as
 * links, then Leads and Team as labelled menus beside Applications and
 * Account, so an Owner's bar is one row at 1280 px), logout; on mobile a
 * hamburger checkbox toggles the menu (spec §2), and Escape closes it from
 * anywhere in the bar, back on the hamburger.
 */
export function AdminBar() {
  const { pathname } = useLocation();
  const token = useSyncExternalStore(onTokenChange, adminToken, () => null);
  const role = sessionRole(token);
  const items = barItemsFor(role);
  const counts = mayCall(routes.leadCounts, role);
  const navigate = useNavigate();
  const [active, setActive] = useState<AdminSectionKey>(() => nextHighlight(null, { type: 'load', pathname }));
  const [open, setOpen] = useState(false);
  const toggle = useRef<HTMLInputElement>(null);

  // Navigation that did not come from the bar (a form returning to its list, back/forward) moves the highlight too.
  useEffect(() => {
    setActive(sectionForPath(pathname));
    setOpen(false);
  }, [pathname]);

  const pick = (key: AdminSectionKey) => setActive(nextHighlight(active, { type: 'click', key }));

  const logout = () => {
    clearAdminToken();
    void navigate('/admin/login', { replace: true });
  };

  // Focus goes back to the hamburger: it was inside the menu, which is about to hide.
  const closeOnEscape = (event: KeyboardEvent) => {
    if (event.key !== 'Escape' || !open) return;
    event.preventDefault();
    setOpen(false);
    toggle.current?.focus();
  };

  return (
    <div className="admin-bar">
      {/* biome-ignore lint/a11y/noStaticElementInteractions: Escape from the menu's links or its toggle bubbles here; the bar itself is not a control. */}
      <div className="admin-bar__inner" onKeyDown={closeOnEscape}>
        <span className="admin-bar__label">Admin</span>
        <input
          ref={toggle}
          id="admin-bar-toggle"
          className="admin-bar__toggle"
          type="checkbox"
          checked={open}
          onChange={(event) => setOpen(event.target.checked)}
        />
        <label htmlFor="admin-bar-toggle" className="admin-bar__hamburger">
          <Menu aria-hidden="true" width={22} height={22} />
          <span className="visually-hidden">Admin menu</span>
        </label>
        <nav className="admin-bar__menu" aria-label="Admin sections">
          <ul>
            {items.map((item) =>
              item.type === 'menu' ? (
                <AdminBarMenu key={item.key} label={item.label} sections={item.sections} active={active} onPick={pick} />
              ) : (
                <li key={item.section.key}>
                  <AdminBarLink
                    section={item.section}
                    current={active === item.section.key}
                    leads={counts ? leadSections[item.section.key] : undefined}
                    onPick={() => pick(item.section.key)}
                  />
                </li>
              ),
            )}
          </ul>
        </nav>
        <button type="button" className="admin-bar__logout" onClick={logout} aria-label="Log out" title="Log out">
          <LogOut aria-hidden="true" width={20} height={20} />
        </button>
      </div>
    </div>
  );
}
