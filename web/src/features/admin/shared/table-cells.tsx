/** How each kind of cell draws its value: one line cut by an ellipsis, Read more past 100 characters, dates, badges, thumbnails. */
import { useState, type ReactNode } from 'react';
import { plainText } from '@contract/text';
import { formatDate, formatDateTime } from '../../../lib/format';
import { ClipText, type RowLink } from './clip-text';
import type { Column } from './data-table';
import { truncateAt } from './paging';
import { StatusBadge, statusOf } from './status-badge';

/** An empty value, in a table's own cells too. */
export const emptyValue = <span className="admin-table__empty">—</span>;

/**
 * Text over 100 characters shows its start and a Read more / Read less toggle
 * (spec §2); either way it keeps to one line, cut with an ellipsis, until opened.
 */
export function TruncatedText({ text, link }: { text: string; link?: RowLink }) {
  const [open, setOpen] = useState(false);
  const long = text.length > truncateAt;
  return (
    <>
      <ClipText full={text} open={open} link={link}>
        {long && !open ? `${text.slice(0, truncateAt)}…` : text}
      </ClipText>
      {long && (
        <button type="button" className="admin-table__more" aria-expanded={open} onClick={() => setOpen(!open)}>
          {open ? 'Read less' : 'Read more'}
        </button>
      )}
    </>
  );
}

/** The publish state: the badge on its one line, a scheduled item's time beside it (wrapping at its spaces, not inside the badge). */
function RowStatusCell({ status, publishAt }: ReturnType<typeof statusOf>) {
  return (
    <>
      <StatusBadge status={status} />
      {publishAt && (
        <time className="admin-table__when" dateTime={publishAt}>
          {formatDateTime(publishAt)}
        </time>
      )}
    </>
  );
}

/** A cell's value as plain text, for the tooltip of a cut line. */
function textOf<T>(column: Column<T>, row: T): string {
  const raw = column.value(row);
  if (Array.isArray(raw)) return raw.join(', ');
  if (raw === undefined || raw === null) return '';
  if (column.kind === 'date') return formatDate(String(raw));
  if (column.kind === 'datetime') return formatDateTime(String(raw));
  return String(raw);
}

export function Cell<T>({ column, row, link }: { column: Column<T>; row: T; link?: RowLink }): ReactNode {
  if (column.render) return <ClipText full={textOf(column, row)}>{column.render(row) ?? emptyValue}</ClipText>;
  if (column.kind === 'status') return <RowStatusCell {...statusOf(row)} />;
  const raw = column.value(row);
  if (raw === undefined || raw === null || raw === '') return emptyValue;
  switch (column.kind ?? 'text') {
    case 'image':
      return <img className="admin-table__thumb" src={String(raw)} alt="" width={64} height={40} loading="lazy" />;
    case 'date':
    case 'datetime':
      // Dates stay whole: they wrap at their spaces rather than lose the year or the time to an ellipsis.
      return textOf(column, row);
    case 'html':
      return <TruncatedText text={plainText(String(raw))} link={link} />;
    default:
      return <TruncatedText text={textOf(column, row)} link={link} />;
  }
}

/** What a phone's compact row shows of each column: the title (the row's link), the status, the date; nothing else. */
export type CardPart = 'title' | 'status' | 'date';

/** The compact row's parts: the first plain text column, the first status column, the first date column. */
export function cardParts<T>(columns: Column<T>[]): Map<string, CardPart> {
  const parts = new Map<string, CardPart>();
  const first = (part: CardPart, test: (column: Column<T>) => boolean) => {
    const column = columns.find(test);
    if (column) parts.set(column.key, part);
  };
  first('title', (column) => (column.kind ?? 'text') === 'text' && !column.render);
  first('status', (column) => column.kind === 'status');
  first('date', (column) => column.kind === 'date' || column.kind === 'datetime');
  return parts;
}
