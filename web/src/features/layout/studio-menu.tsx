import { NavLink } from 'react-router';
import { ChevronDown } from 'lucide-react';
import { studioGroups, studioPath } from '../../config/navigation';
import './studio-menu.css';

interface StudioGroupsProps {
  idPrefix: string;
  onNavigate: () => void;
  /** On mobile each group is its own expandable section. */
  collapsible?: boolean;
}

type StudioLink = (typeof studioGroups)[number]['links'][number];

/** One group's service pages, named by the group's title. */
function GroupLinks({ links, titleId, onNavigate }: { links: readonly StudioLink[]; titleId: string; onNavigate: () => void }) {
  return (
    <ul className="site-studio__links" aria-labelledby={titleId}>
      {links.map((link) => (
        <li key={link.tech}>
          <NavLink className="site-studio__link" to={studioPath(link.tech)} onClick={onNavigate}>
            {link.label}
          </NavLink>
        </li>
      ))}
    </ul>
  );
}

/** The five Studio groups and their sixteen service pages. */
export function StudioGroups({ idPrefix, onNavigate, collapsible = false }: StudioGroupsProps) {
  return (
    <div className={collapsible ? 'site-studio site-studio--stacked' : 'site-studio'}>
      {studioGroups.map((group, index) => {
        const titleId = `${idPrefix}-studio-group-${index}`;
        return collapsible ? (
          <details key={group.title} className="site-studio__group">
            <summary id={titleId} className="site-studio__title">
              {group.title}
              <ChevronDown className="site-nav__chevron" size={18} aria-hidden="true" />
            </summary>
            <GroupLinks links={group.links} titleId={titleId} onNavigate={onNavigate} />
          </details>
        ) : (
          <div key={group.title} className="site-studio__group">
            <p id={titleId} className="site-studio__title">
              {group.title}
            </p>
            <GroupLinks links={group.links} titleId={titleId} onNavigate={onNavigate} />
          </div>
        );
      })}
    </div>
  );
}
