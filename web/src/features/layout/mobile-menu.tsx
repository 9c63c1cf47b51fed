import { Link, NavLink } from 'react-router';
import { ChevronDown } from 'lucide-react';
import { site } from '../../config/site';
import { InsightsLinks } from './insights-menu';
import { navItems } from './nav-items';
import { isMenuOpen, type NavState, type NavItemId } from './nav-state';
import { StudioGroups } from './studio-menu';
import './mobile-menu.css';

interface MobileMenuProps {
  state: NavState;
  toggle: (id: NavItemId) => void;
  closeAll: () => void;
}

/** The full-screen menu below 768 px: every tab, the two menus as expandable panels, Contact and the e-mail. */
export function MobileMenu({ state, toggle, closeAll }: MobileMenuProps) {
  return (
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
  );
}
