import type { ReactNode } from 'react';
import { NavLink } from 'react-router';
import { ExternalLink } from 'lucide-react';
import { site } from '../../config/site';
import { insightsLinks } from '../../config/navigation';
import './insights-menu.css';

/** News, Press Release and the external blog (new tab). */
export function InsightsLinks({ onNavigate }: { onNavigate: () => void }) {
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
