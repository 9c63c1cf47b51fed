import { Link } from 'react-router';
import { FileQuestion } from 'lucide-react';
import type { ContentItemState } from './use-content-item';

type Waiting = Extract<ContentItemState, { state: 'loading' | 'missing' | 'failed' }>;

/** An edit screen before its form can show: loading, not found, or failed; never an empty create form at an update URL. */
export function ItemStateView({ item, noun, listPath }: { item: Waiting; noun: string; listPath: string }) {
  if (item.state === 'loading') {
    return (
      <p className="admin-form admin-form__state" role="status">
        Loading the {noun}…
      </p>
    );
  }
  if (item.state === 'failed') {
    return (
      <div className="admin-form admin-form__state" role="alert">
        <p>
          The {noun} could not be loaded. {item.message}
        </p>
        <button type="button" className="btn btn--primary" onClick={item.retry}>
          Try again
        </button>
      </div>
    );
  }
  return (
    <div className="admin-form admin-form__state" role="alert">
      <FileQuestion aria-hidden="true" width={32} height={32} />
      <h2 className="admin-form__state-title">No such {noun}</h2>
      <p>It may have been deleted, or the link is not complete. Nothing was changed.</p>
      <Link className="btn btn--primary" to={listPath}>
        Go to the list
      </Link>
    </div>
  );
}
