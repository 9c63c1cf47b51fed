import { Link } from 'react-router';
import { ArrowLeft, Eye } from 'lucide-react';
import { StatusBadge, statusOf } from '../shared/status-badge';
import type { ItemRecord } from './use-content-item';

interface HeadProps {
  titleId: string;
  title: string;
  listPath: string;
  /** Update mode: the stored item (its state and preview). */
  record?: ItemRecord;
  previewPath?: string;
}

/** The form's heading, its state badge and, in update mode, the way to preview it; the way back to the list. */
export function EntityFormHead({ titleId, title, listPath, record, previewPath }: HeadProps) {
  const state = record ? statusOf(record) : undefined;
  return (
    <div className="spread admin-screen__head">
      <div className="admin-form__heading">
        <h1 id={titleId} className="admin-screen__title">
          {title}
        </h1>
        {state && <StatusBadge status={state.status} publishAt={state.publishAt} />}
      </div>
      <div className="admin-form__links">
        {previewPath && (
          <Link className="admin-link-back" to={previewPath}>
            <Eye aria-hidden="true" width={18} height={18} /> Preview
          </Link>
        )}
        <Link className="admin-link-back" to={listPath}>
          <ArrowLeft aria-hidden="true" width={18} height={18} /> Back to the list
        </Link>
      </div>
    </div>
  );
}
