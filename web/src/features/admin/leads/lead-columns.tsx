/** The columns a lead list adds beside the spec's: Status, Received, Assigned to, and the way into the lead. */
import { Link, useLocation } from 'react-router';
import { leadStatusOf, type LeadKind } from '@contract/leads';
import type { Column } from '../shared/data-table';
import { LeadStatusBadge } from './lead-status-badge';
import { leadName, leadPath, type Lead } from './lead-kinds';

/** The list's own URL query goes along, so the way back returns to the same filter and page. */
function OpenLink({ kind, lead }: { kind: LeadKind; lead: Lead }) {
  const { search } = useLocation();
  return (
    <Link
      className="btn btn--ghost lead-open"
      to={leadPath(kind, lead._id)}
      state={{ listSearch: search }}
      aria-label={`Open ${leadName(lead)}`}
    >
      Open
    </Link>
  );
}

export function leadColumns<T extends Lead>(
  kind: LeadKind,
  widths: { status: string; received: string; assignee: string; open: string },
): Column<T>[] {
  return [
    {
      key: 'leadStatus',
      header: 'Status',
      width: widths.status,
      value: (row) => leadStatusOf(row),
      render: (row) => <LeadStatusBadge status={leadStatusOf(row)} />,
    },
    { key: 'received', header: 'Received', width: widths.received, kind: 'datetime', value: (row) => row.added_date },
    { key: 'assignee', header: 'Assigned to', width: widths.assignee, value: (row) => row.assignee },
    { key: 'open', header: 'Lead', width: widths.open, value: () => null, render: (row) => <OpenLink kind={kind} lead={row} /> },
  ];
}
