import type { ContentKind } from '@contract/entities';
import { careerSchema, eventSchema, fieldMeta, newsSchema, pressSchema, type Schema } from '@contract/validation';
import { formatDateTime } from '../../../lib/format';
import { SafeHtml } from '../../../components/content/safe-html';
import { statusLabels, statusOf } from '../shared/status-badge';

const schemas: Record<ContentKind, Schema> = { career: careerSchema, news: newsSchema, press: pressSchema, event: eventSchema };
/** The body of each kind: editor HTML, shown sanitized as the public page would. */
const bodyField: Record<ContentKind, string | undefined> = {
  career: 'careerDescription',
  news: 'newsContent',
  press: 'content',
  event: undefined,
};
/** Stored fields no form names. */
const otherLabels: Record<string, string> = {
  added_date: 'Added',
  createdDate: 'Created',
  publishedAt: 'Published at',
  eventImagesAlt: 'Gallery alt texts',
};

function labelOf(kind: ContentKind, name: string): string {
  const meta = fieldMeta(schemas[kind]) as Record<string, { label: string } | undefined>;
  return meta[name]?.label ?? otherLabels[name] ?? name;
}

function shown(name: string, value: string): string {
  if (name === 'status') return statusLabels[statusOf({ status: value }).status];
  if (/(At|_date|Date)$/.test(name) && !/^\d{4}-\d{2}-\d{2}$/.test(value)) return formatDateTime(value) || value;
  return value;
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
