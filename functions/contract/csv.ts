/**
 * The admin's CSV exports (contact and hiring enquiries, newsletter
 * subscribers, career applications): RFC 4180 files with spreadsheet formulas
 * defused. The export routes build them on the server
 * (functions/core/leads/export.ts, functions/core/newsletter/export.ts,
 * functions/core/applications/export.ts); the columns are the screens' own.
 */
import { type Attribution, attributionFields, attributionText } from './attribution';
import { type Application, applicationStageLabels } from './applications';
import type { ContactEnquiry, HireEnquiry, Subscriber } from './entities';
import { leadStatusLabels, leadStatusOf, type LeadFields } from './leads';

const newline = '\r\n';

/**
 * One CSV field. A value a spreadsheet would run as a formula (= + - @, or a
 * leading tab or carriage return) gets a leading apostrophe; a field holding a
 * comma, quote or line break is quoted with its quotes doubled (RFC 4180).
 */
export function csvField(value: string): string {
  const safe = /^[=+\-@\t\r]/.test(value) ? `'${value}` : value;
  return /[",\r\n]/.test(safe) ? `"${safe.replace(/"/g, '""')}"` : safe;
}

/** The whole file: the header line, one line per row, CRLF line ends. */
export function csvText(header: readonly string[], rows: ReadonlyArray<readonly string[]>): string {
  return [header, ...rows].map((fields) => fields.map(csvField).join(',')).join(newline) + newline;
}

const leadHeader = ['status', 'assigned_to', 'last_changed_at', 'last_changed_by'];

/** Where the lead stands and who last changed it (the list leaves notes out: they are on the lead's own screen). */
const leadValues = (lead: LeadFields) => [
  leadStatusLabels[leadStatusOf(lead)],
  lead.assignee ?? '',
  lead.leadUpdatedAt ?? '',
  lead.leadUpdatedBy ?? '',
];

/** Where the lead came from (./attribution), after every other column; empty for an enquiry sent without. */
const sourceHeader = attributionFields.map((field) => field.column);
const sourceValues = (attribution: Attribution | undefined) => attributionFields.map((field) => attributionText(attribution, field.key));

export function contactCsv(rows: readonly ContactEnquiry[]): string {
  return csvText(
    ['received_at', 'name', 'email', 'contact_no', 'message', ...leadHeader, ...sourceHeader],
    rows.map((row) => [
      row.added_date,
      row.name,
      row.emailAddress,
      row.contactNo,
      row.message,
      ...leadValues(row),
      ...sourceValues(row.attribution),
    ]),
  );
}

export function hireCsv(rows: readonly HireEnquiry[]): string {
  return csvText(
    ['received_at', 'full_name', 'email', 'contact_no', 'country', 'hiring_type', 'skills', 'note', ...leadHeader, ...sourceHeader],
    rows.map((row) => [
      row.added_date,
      row.fullName,
      row.emailAddress,
      row.contactNo,
      row.country,
      row.hiringchecked,
      row.servicechecked.join('; '),
      row.note ?? '',
      ...leadValues(row),
      ...sourceValues(row.attribution),
    ]),
  );
}

export function subscribersCsv(subscribers: readonly Subscriber[]): string {
  return csvText(
    ['email', 'subscribed_at'],
    subscribers.map((row) => [row.email, row.added_date]),
  );
}

/** Career applications as HR's screen lists them; the CV stays behind its signed link, the notes on the application's screen. */
export function applicationsCsv(rows: readonly Application[]): string {
  return csvText(
    ['applied_at', 'name', 'email', 'phone', 'link', 'job', 'stage', 'assigned_to', 'cover_note', 'last_changed_at', 'last_changed_by'],
    rows.map((row) => [
      row.appliedAt,
      row.name,
      row.email,
      row.phone,
      row.url,
      row.careerTitle,
      applicationStageLabels[row.stage],
      row.assignee ?? '',
      row.coverNote,
      row.updatedAt ?? '',
      row.updatedBy ?? '',
    ]),
  );
}
