import type { ContentKind } from '@contract/entities';
import { labelOf, revisionSchemas, shown } from './revision-fields';

type Snapshot = Record<string, string>;

/** One field of two versions side by side. A field one version lacks reads as empty there. */
export interface FieldPair {
  name: string;
  label: string;
  older: string;
  newer: string;
  changed: boolean;
}

/** The fields of two versions in their form's order, then any the form does not name (publish time, status). */
export function compareVersions(kind: ContentKind, older: Snapshot, newer: Snapshot): FieldPair[] {
  const formOrder = Object.keys(revisionSchemas[kind].entries);
  const names = [...new Set([...formOrder, ...Object.keys(older), ...Object.keys(newer)])].filter((name) => name in older || name in newer);
  return names.map((name) => {
    const [before, after] = [older[name] ?? '', newer[name] ?? ''];
    return { name, label: labelOf(kind, name), older: before, newer: after, changed: before !== after };
  });
}

/**
 * What a save changed, in one line: the labels of the fields it changed
 * ("Title, Content changed"), and the publish state's move on its own
 * ("Status: Draft → Published"); both, separated by a semicolon.
 */
export function changeSummary(kind: ContentKind, older: Snapshot, newer: Snapshot): string {
  const changed = compareVersions(kind, older, newer).filter((pair) => pair.changed);
  const fields = changed.filter((pair) => pair.name !== 'status').map((pair) => pair.label);
  const status = changed.find((pair) => pair.name === 'status');
  const parts = [
    ...(fields.length > 0 ? [`${fields.join(', ')} changed`] : []),
    ...(status ? [`Status: ${shown('status', status.older || 'published')} → ${shown('status', status.newer || 'published')}`] : []),
  ];
  return parts.length > 0 ? parts.join('; ') : 'No changes';
}
