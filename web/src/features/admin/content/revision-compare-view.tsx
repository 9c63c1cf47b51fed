import { useId, useState } from 'react';
import type { ContentKind } from '@contract/entities';
import { SafeHtml } from '../../../components/content/safe-html';
import { compareVersions } from './revision-compare';
import { bodyField, entryLines, revisionSchemas, shown } from './revision-fields';
import { EntryLines } from './revision-snapshot';
import '../shared/table-toolbar.css';
import './revision-compare.css';

/** A version as the comparison names it ("This version", "Current version"). */
export interface NamedVersion {
  name: string;
  snapshot: Record<string, string>;
}

interface Props {
  kind: ContentKind;
  version: NamedVersion;
  /** What it can be compared with, the first chosen at once: the current version, then the version after it. */
  others: NamedVersion[];
}

/** One side of a field: its body as safe HTML, any other value as text, "Empty" where it has none. */
function Value({ kind, name, value }: { kind: ContentKind; name: string; value: string }) {
  if (value === '') return <p className="revision-compare__empty">Empty</p>;
  if (name === bodyField[kind]) return <SafeHtml html={value} parentLevel={3} />;
  const lines = entryLines(revisionSchemas[kind], name, value);
  if (lines) return <EntryLines lines={lines} />;
  return <p className="revision-compare__text">{shown(name, value)}</p>;
}

/**
 * A version beside a later one, field by field in the form's order, each
 * changed field marked in words; side by side on a wide screen, one above the
 * other on a phone.
 */
export function RevisionCompare({ kind, version, others }: Props) {
  const pickId = useId();
  const [chosen, setChosen] = useState(0);
  const other = others[chosen] ?? others[0];
  if (!other) return null;
  const pairs = compareVersions(kind, version.snapshot, other.snapshot);
  const changed = pairs.filter((pair) => pair.changed).length;
  return (
    <div className="revision-compare">
      <div className="table-toolbar revision-compare__head">
        {others.length > 1 && (
          <span className="table-toolbar__field">
            <label htmlFor={pickId}>Compare with</label>
            <select id={pickId} value={chosen} onChange={(event) => setChosen(Number(event.target.value))}>
              {others.map((option, index) => (
                <option key={option.name} value={index}>
                  {option.name}
                </option>
              ))}
            </select>
          </span>
        )}
        <p className="revision-compare__count">
          {changed === 0 ? 'No field differs.' : `${changed} ${changed === 1 ? 'field differs' : 'fields differ'}.`}
        </p>
      </div>
      <ul className="revision-compare__fields">
        {pairs.map((pair) => (
          <li key={pair.name} className={`revision-compare__field${pair.changed ? ' revision-compare__field--changed' : ''}`}>
            <h3 className="revision-compare__label">
              {pair.label}
              {pair.changed && <span className="revision-compare__mark">Changed</span>}
            </h3>
            <div className="revision-compare__sides">
              <div className="revision-compare__side">
                <p className="revision-compare__side-name">{version.name}</p>
                <Value kind={kind} name={pair.name} value={pair.older} />
              </div>
              <div className="revision-compare__side">
                <p className="revision-compare__side-name">{other.name}</p>
                <Value kind={kind} name={pair.name} value={pair.newer} />
              </div>
            </div>
          </li>
        ))}
      </ul>
    </div>
  );
}
