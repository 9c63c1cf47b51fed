import type { ContentKind } from '@contract/entities';
import { fieldMeta, type Schema } from '@contract/validation';
import { contentSchemas } from '@contract/schemas/by-kind';
import { type EmploymentType, employmentTypes } from '@contract/job-closing';
import { type StudioMenuGroup, studioMenuGroups } from '@contract/schemas/service';
import { formatDateTime } from '../../../lib/format';
import { statusLabels, statusOf } from '../shared/status-badge';

/** How a version's fields read in the admin: by their form labels, dates as dates, the body as HTML. */
export const revisionSchemas = contentSchemas;

/** The body of each kind: editor HTML, shown sanitized as the public page would. */
export const bodyField: Record<ContentKind, string | undefined> = {
  career: 'careerDescription',
  news: 'newsContent',
  press: 'content',
  event: undefined,
  testimonial: undefined,
  caseStudy: undefined,
  service: undefined,
  about: undefined,
  successStories: undefined,
  home: undefined,
};

/** Stored fields no form names. */
const otherLabels: Record<string, string> = {
  added_date: 'Added',
  createdDate: 'Created',
  publishedAt: 'Published at',
  publishAt: 'Publish at',
  eventImagesAlt: 'Gallery alt texts',
  status: 'Status',
};

export function labelOf(kind: ContentKind, name: string): string {
  const meta = fieldMeta(revisionSchemas[kind]) as Record<string, { label: string } | undefined>;
  return meta[name]?.label ?? otherLabels[name] ?? name;
}

/** A stored value as a person reads it: a status, an employment type or a menu group by its label, an instant in local time. */
export function shown(name: string, value: string): string {
  if (name === 'status') return statusLabels[statusOf({ status: value }).status];
  if (name === 'employmentType' && value in employmentTypes) return employmentTypes[value as EmploymentType];
  if (name === 'menuGroup' && Object.hasOwn(studioMenuGroups, value)) return studioMenuGroups[value as StudioMenuGroup];
  if (/(At|_date|Date)$/.test(name) && !/^\d{4}-\d{2}-\d{2}$/.test(value)) return formatDateTime(value) || value;
  return value;
}

/** A group's entries (its JSON in a version) as a person reads them: a line each, its fields joined with " · "; nothing for any other field or unreadable JSON. */
export function entryLines(schema: Schema, name: string, value: string): string[] | undefined {
  const entries = schema.entries[name]?.meta.entries;
  if (!entries) return undefined;
  let parsed: unknown;
  try {
    parsed = JSON.parse(value);
  } catch {
    return undefined;
  }
  if (!Array.isArray(parsed)) return undefined;
  return parsed.map((entry: Record<string, unknown> | null) =>
    Object.keys(entries)
      .map((field) => entry?.[field])
      .filter((part) => typeof part === 'string' && part !== '')
      .join(' · '),
  );
}
