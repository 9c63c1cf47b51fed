import { Link } from 'react-router';
import type { LeadKind } from '@contract/leads';
import type { AdminSection } from '../shared/admin-nav';
import { NewLeadsBadge } from '../leads/new-leads-badge';

interface AdminBarLinkProps {
  section: AdminSection;
  current: boolean;
  /** The enquiries whose New count the link carries, if any. */
  leads?: LeadKind;
  onPick: () => void;
}

/** A section's link in the admin bar or in one of its menus, marked as the current page when highlighted. */
export function AdminBarLink({ section, current, leads, onPick }: AdminBarLinkProps) {
  return (
    <Link
      to={section.path}
      className={`admin-bar__link${current ? ' admin-bar__link--active' : ''}`}
      aria-current={current ? 'page' : undefined}
      onClick={onPick}
    >
      {section.label}
      {/* The space keeps the link's name two words apart: "Contact Us 3 new". */}
      {leads && (
        <>
          {' '}
          <NewLeadsBadge section={leads} />
        </>
      )}
    </Link>
  );
}
