import type { ContentKind } from '@contract/entities';
import { SafeHtml } from '../../../components/content/safe-html';
import { bodyField, labelOf, shown } from './revision-fields';

/** An earlier version's wording, read-only: its text fields by their form labels, then its body as HTML. */
export function RevisionSnapshot({ kind, snapshot }: { kind: ContentKind; snapshot: Record<string, string> }) {
  const body = bodyField[kind];
  const fields = Object.entries(snapshot).filter(([name, value]) => name !== body && value !== '');
  return (
    <div className="revisions__snapshot">
      <dl className="revisions__fields">
        {fields.map(([name, value]) => (
          <div key={name} className="revisions__field">
            <dt>{labelOf(kind, name)}</dt>
            <dd>{shown(name, value)}</dd>
          </div>
        ))}
      </dl>
      {body && snapshot[body] && (
        <div className="revisions__body">
          <p className="revisions__body-label">{labelOf(kind, body)}</p>
          <SafeHtml html={snapshot[body]} />
        </div>
      )}
    </div>
  );
}
