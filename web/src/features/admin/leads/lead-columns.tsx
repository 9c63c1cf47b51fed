/**
 * The columns a lead list adds beside the spec's: Status, Received, Assigned to, and the way into the lead.
 * None is the spec's, so the Columns menu offers them. Status and Assigned to start shown; Received repeats
 * the spec's Date, and the name already opens the lead.
 */
import { useCallback } from 'react';
import { Link, useLocation } from 'react-router';
import { leadStatusOf, type LeadKind } from '@contract/leads';
import type { RowLink } from '../shared/clip-text';
import type { Column } from '../shared/data-table';
import { LeadStatusBadge } from './lead-status-badge';
import { leadName, leadPath, type Lead } from './lead-kinds';

/** Where a lead opens; the list's own URL query goes along, so the way back returns to the same filter and page. */
export function useLeadLink(kind: LeadKind): (lead: { _id: string }) => RowLink {
  const { search } = useLocation();
  return useCallback((lead) => ({ to: leadPath(kind, lead._id), state: { listSearch: search } }), [kind, search]);
}

function OpenLink({ kind, lead }: { kind: LeadKind; lead: Lead }) {
  const { to, state } = useLeadLink(kind)(lead);
  return (
    <Link className="btn btn--ghost lead-open" to={to} state={state} aria-label={`Open ${leadName(lead)}`}>
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
      kind: 'status',
      optional: 'shown',
      value: (row) => leadStatusOf(row),
      render: (row) => <LeadStatusBadge status={leadStatusOf(row)} />,
    },
    { key: 'received', header: 'Received', width: widths.received, kind: 'datetime', optional: 'hidden', value: (row) => row.added_date },
    { key: 'assignee', header: 'Assigned to', width: widths.assignee, optional: 'shown', value: (row) => row.assignee },
    {
      key: 'open',
      header: 'Lead',
      width: widths.open,
      optional: 'hidden',
      value: () => null,
      render: (row) => <OpenLink kind={kind} lead={row} />,
    },
  ];
}
