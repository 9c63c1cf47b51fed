import type { AuditEntry } from '@contract/audit';
import { formatDateTime } from '../../../lib/format';
import { type Column, DataTable } from '../shared/data-table';
import { emptyValue } from '../shared/table-cells';
import { actionLabel, itemLabel } from './audit-texts';

const columns: Column<AuditEntry>[] = [
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
  {
    key: 'item',
    header: 'Item',
    width: '26%',
    value: itemLabel,
    render: (entry) => (
      <>
        {itemLabel(entry) || emptyValue}
        {entry.itemId && <span className="audit-table__id">{entry.itemId}</span>}
      </>
    ),
  },
  { key: 'detail', header: 'Details', width: '17%', value: (entry) => entry.detail, render: (entry) => entry.detail },
];

const idOf = (entry: AuditEntry) => entry._id;

/** The entries in the admin's one table: a table on desktop, a card per entry below 768 px. */
export function AuditTable({ entries, caption }: { entries: AuditEntry[]; caption: string }) {
  return <DataTable className="audit-table" caption={caption} columns={columns} rows={entries} rowKey={idOf} />;
}
