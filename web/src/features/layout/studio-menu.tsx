import { useContext } from 'react';
import { NavLink } from 'react-router';
import { ChevronDown } from 'lucide-react';
import type { ServiceLink } from '@contract/entities';
import { studioMenuGroups, studioMenuKey } from '@contract/studio-menu';
import { PageDataContext } from '../../lib/page-data';
import './studio-menu.css';

interface StudioGroupsProps {
  idPrefix: string;
  onNavigate: () => void;
  /** On mobile each group is its own expandable section. */
  collapsible?: boolean;
}

type StudioLink = Pick<ServiceLink, 'slug' | 'menuLabel' | 'menuGroup'>;

/**
 * The published services by menu group, in the menu's order (a group without
 * one is left out). Every page is rendered with the list embedded (the
 * publisher renders them all again when a link changes), and the client keeps
 * the first page's: the menu needs no request.
 */
function useStudioGroups() {
  const links = (useContext(PageDataContext)[studioMenuKey] as StudioLink[] | undefined) ?? [];
  return Object.entries(studioMenuGroups)
    .map(([group, title]) => ({ title, links: links.filter((link) => link.menuGroup === group) }))
    .filter((group) => group.links.length > 0);
}

/** One group's service pages, named by the group's title. */
function GroupLinks({ links, titleId, onNavigate }: { links: readonly StudioLink[]; titleId: string; onNavigate: () => void }) {
  return (
    <ul className="site-studio__links" aria-labelledby={titleId}>
      {links.map((link) => (
        <li key={link.slug}>
          <NavLink className="site-studio__link" to={`/studio/${link.slug}`} onClick={onNavigate}>
            {link.menuLabel}
          </NavLink>
        </li>
      ))}
    </ul>
  );
}

/** The Studio groups and their service pages. */
export function StudioGroups({ idPrefix, onNavigate, collapsible = false }: StudioGroupsProps) {
  return (
    <div className={collapsible ? 'site-studio site-studio--stacked' : 'site-studio'}>
      {useStudioGroups().map((group, index) => {
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
