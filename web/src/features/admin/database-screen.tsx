import { useCallback, useId, useState, type ReactNode } from 'react';
import { Link, useNavigate } from 'react-router';
import toast from 'react-hot-toast';
import { Plus } from 'lucide-react';
import { messages } from '@contract/messages';
import { usePageMeta } from '../../components/page-meta';
import { isAcknowledged } from '../../lib/api';
import { DeletingOverlay } from './admin-overlays';
import { DataTable, type Column } from './data-table';
import { ListCache } from './list-cache';
import { usePagedList, type ListSource } from './use-paged-list';
import type { AdminResult } from './use-admin-call';
import './admin-screen.css';

export interface DatabaseScreenProps<T> {
  title: string;
  description: string;
  source: ListSource<T>;
  columns: Column<T>[];
  idOf: (row: T) => string;
  rowLabel: (row: T) => string;
  add?: { label: string; path: string };
  /** Further buttons beside the title (a read-only screen's export, say). */
  actions?: ReactNode;
  /** Edit goes to the update screen with the record handed over in router state. */
  editPath?: (row: T) => string;
  remove?: (row: T) => Promise<AdminResult<unknown>>;
}

/** A database screen: title, optional Add button, the shared table, edit and delete (spec §2). Its pages are cached while it is open. */
export function DatabaseScreen<T>(props: DatabaseScreenProps<T>) {
  return (
    <ListCache>
      <ScreenBody {...props} />
    </ListCache>
  );
}

function ScreenBody<T>({ title, description, source, columns, idOf, rowLabel, add, actions, editPath, remove }: DatabaseScreenProps<T>) {
  usePageMeta(title, description, { noindex: true });
  const headingId = useId();
  const navigate = useNavigate();
  const list = usePagedList(source, idOf);
  const [deleting, setDeleting] = useState(false);
  const { removeRow } = list;

  const onDelete = useCallback(
    async (row: T) => {
      if (!remove || !window.confirm(messages.deleteConfirm)) return;
      setDeleting(true);
      const result = await remove(row);
      setDeleting(false);
      if (result.status === 401) return;
      if (isAcknowledged(result)) {
        removeRow(idOf(row));
        toast.success(result.message ?? result.msg ?? '');
      } else toast.error(messages.deleteFailed);
    },
    [remove, removeRow, idOf],
  );

  return (
    <section className={`admin-screen${deleting ? ' admin-screen--dimmed' : ''}`} aria-labelledby={headingId}>
      <div className="admin-screen__head">
        <h1 id={headingId} className="admin-screen__title">
          {title}
        </h1>
        {add && (
          <Link className="btn btn--primary admin-screen__add" to={add.path}>
            <Plus aria-hidden="true" width={18} height={18} /> {add.label}
          </Link>
        )}
        {actions}
      </div>
      <DataTable
        caption={title}
        columns={columns}
        rows={list.rows}
        rowKey={idOf}
        rowLabel={rowLabel}
        loading={list.loading}
        failed={list.failed}
        page={list.page}
        limit={list.limit}
        count={list.count}
        onPage={list.goTo}
        onEdit={editPath ? (row) => void navigate(editPath(row), { state: { record: row } }) : undefined}
        onDelete={remove ? (row) => void onDelete(row) : undefined}
      />
      {deleting && <DeletingOverlay />}
    </section>
  );
}
