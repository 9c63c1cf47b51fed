import type { ReactNode } from 'react';
import type { AuditEntry } from '@contract/audit';
import { formatDateTime } from '../../../lib/format';
import { actionLabel, itemLabel } from './audit-texts';
import '../data-table.css';
import '../row-cards.css';

const columns = [
  { header: 'When', width: '17%' },
  { header: 'User', width: '23%' },
  { header: 'Action', width: '17%' },
  { header: 'Item', width: '26%' },
  { header: 'Details', width: '17%' },
];

const empty = <span className="admin-table__empty">—</span>;

/** One box for the value, so a phone card's label and value stay two columns whatever the value holds. */
function Cell({ label, children }: { label: string; children: ReactNode }) {
  return (
    // biome-ignore lint/a11y/noRedundantRoles: the roles survive the phone layout's display: block
    <td role="cell" data-label={label}>
      <div className="admin-table__value">{children}</div>
    </td>
  );
}

/** The entries as the admin tables show rows: a table on desktop, a card per entry below 768 px. */
export function AuditTable({ entries, caption }: { entries: AuditEntry[]; caption: string }) {
  return (
    <div className="admin-table audit-table">
      {/* biome-ignore lint/a11y/useSemanticElements lint/a11y/noNoninteractiveTabindex: a focusable named scroll region, so keyboard users can scroll the wide table (axe scrollable-region-focusable) */}
      <div className="admin-table__scroll" role="region" aria-label={caption} tabIndex={0}>
        {/* biome-ignore lint/a11y/noRedundantRoles: the roles survive the phone layout's display: block */}
        <table role="table">
          <caption className="visually-hidden">{caption}</caption>
          <colgroup>
            {columns.map((column) => (
              <col key={column.header} style={{ width: column.width }} />
            ))}
          </colgroup>
          {/* biome-ignore lint/a11y/noRedundantRoles: as above */}
          <thead role="rowgroup">
            {/* biome-ignore lint/a11y/noRedundantRoles: as above */}
            <tr role="row">
              {columns.map((column) => (
                // biome-ignore lint/a11y/noRedundantRoles: as above
                <th key={column.header} role="columnheader" scope="col">
                  {column.header}
                </th>
              ))}
            </tr>
          </thead>
          {/* biome-ignore lint/a11y/noRedundantRoles: as above */}
          <tbody role="rowgroup">
            {entries.map((entry) => (
              // biome-ignore lint/a11y/noRedundantRoles: as above
              <tr key={entry._id} role="row">
                <Cell label="When">
                  <time dateTime={entry.at}>{formatDateTime(entry.at)}</time>
                </Cell>
                <Cell label="User">
                  <span className="audit-table__user">{entry.actor}</span>
                </Cell>
                <Cell label="Action">{actionLabel(entry)}</Cell>
                <Cell label="Item">
                  {itemLabel(entry) || empty}
                  {entry.itemId && <span className="audit-table__id">{entry.itemId}</span>}
                </Cell>
                <Cell label="Details">{entry.detail ?? empty}</Cell>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </div>
  );
}
