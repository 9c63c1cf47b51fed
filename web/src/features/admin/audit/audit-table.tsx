import { useMemo } from 'react';
import { Link } from 'react-router';
import type { AuditEntry } from '@contract/audit';
import { formatDateTime } from '../../../lib/format';
import { type Column, DataTable, rowId } from '../shared/data-table';
import { emptyValue } from '../shared/table-cells';
import { actionLabel, itemLabel, itemLink, removedItems } from './audit-texts';

/** The Item cell: the item's kind and name, a link to its page while it is there to open. */
function ItemCell({ entry, removed }: { entry: AuditEntry; removed: Set<string> }) {
  const label = itemLabel(entry);
  if (!label) return emptyValue;
  const to = itemLink(entry, removed);
  return to ? <Link to={to}>{label}</Link> : <span className="audit-table__item">{label}</span>;
}

function columnsFor(removed: Set<string>): Column<AuditEntry>[] {
  return [
    {
      key: 'at',
      header: 'When',
      width: '17%',
      value: (entry) => entry.at,
      render: (entry) => <time dateTime={entry.at}>{formatDateTime(entry.at)}</time>,
    },
    {
      key: 'actor',
      header: 'User',
      width: '23%',
      value: (entry) => entry.actor,
      render: (entry) => <span className="audit-table__user">{entry.actor}</span>,
    },
    { key: 'action', header: 'Action', width: '17%', value: actionLabel, render: actionLabel },
    { key: 'item', header: 'Item', width: '26%', value: itemLabel, render: (entry) => <ItemCell entry={entry} removed={removed} /> },
    { key: 'detail', header: 'Details', width: '17%', value: (entry) => entry.detail, render: (entry) => entry.detail },
  ];
}

/** The entries in the admin's one table: a table on desktop, a card per entry below 768 px. */
export function AuditTable({ entries, caption }: { entries: AuditEntry[]; caption: string }) {
  const columns = useMemo(() => columnsFor(removedItems(entries)), [entries]);
  return <DataTable className="audit-table" caption={caption} columns={columns} rows={entries} rowKey={rowId} />;
}
