import type { ContentKind } from '@contract/entities';
import { SafeHtml } from '../../../components/content/safe-html';
import { bodyField, entryLines, labelOf, revisionSchemas, shown } from './revision-fields';

/** A group's entries in a version, one per line. */
export function EntryLines({ lines }: { lines: string[] }) {
  return (
    <ul className="revision-lines">
      {lines.map((line, index) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: read-only lines, never reordered; two entries may read the same
        <li key={index}>{line}</li>
      ))}
    </ul>
  );
}

/** A field of a version as it reads: a group entry by entry, any other value as `shown` words it. */
function shownValue(kind: ContentKind, name: string, value: string) {
  const lines = entryLines(revisionSchemas[kind], name, value);
  return lines ? <EntryLines lines={lines} /> : shown(name, value);
}

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
            <dd>{shownValue(kind, name, value)}</dd>
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
