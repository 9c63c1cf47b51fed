/**
 * The audit log's vocabulary: every admin write, every change to
 * users and every sign-in is recorded as one entry with who, when and what.
 * Entries expire after a year (the table's TTL).
 */
export const auditActions = [
  'create',
  'update',
  'delete',
  'status',
  'restore',
  'url-change',
  'redirect-create',
  'redirect-delete',
  'lead-status',
  'lead-assign',
  'lead-note',
  'lead-delete',
  'lead-not-spam',
  'sender-block',
  'sender-unblock',
  'subscriber-delete',
  'application-stage',
  'application-assign',
  'application-note',
  'cv-download',
  'export',
  'erase',
  'user-invite',
  'user-join',
  'user-role',
  'user-remove',
  'password-change',
  'password-reset',
  'sign-in',
  'sign-in-failed',
] as const;
export type AuditAction = (typeof auditActions)[number];

export const auditActionLabels: Record<AuditAction, string> = {
  create: 'Created',
  update: 'Updated',
  delete: 'Deleted',
  status: 'Changed status',
  restore: 'Restored a version',
  'url-change': 'Changed URL',
  'redirect-create': 'Added redirect',
  'redirect-delete': 'Deleted redirect',
  'lead-status': 'Changed enquiry status',
  'lead-assign': 'Assigned enquiry',
  'lead-note': 'Added a note',
  'lead-delete': 'Deleted spam enquiry',
  'lead-not-spam': 'Marked enquiry not spam',
  'sender-block': 'Blocked sender',
  'sender-unblock': 'Unblocked sender',
  'subscriber-delete': 'Deleted subscriber',
  'application-stage': 'Changed application stage',
  'application-assign': 'Assigned application',
  'application-note': 'Added an application note',
  'cv-download': 'Downloaded a CV',
  export: 'Exported a list',
  erase: 'Erased personal data',
  'user-invite': 'Invited user',
  'user-join': 'Accepted invitation',
  'user-role': 'Changed role',
  'user-remove': 'Removed user',
  'password-change': 'Changed password',
  'password-reset': 'Reset password',
  'sign-in': 'Signed in',
  'sign-in-failed': 'Failed sign-in',
};

/** Days an entry is kept before the table's TTL deletes it. */
export const auditRetentionDays = 365;

/**
 * What a handler reports about its write; the frame adds who and when.
 * `itemType` is the route's kind of thing (career, news, press, event,
 * contact, hire, subscriber, user, session), `itemTitle` a human name for it.
 * Never a visitor's e-mail address in clear: see maskEmail.
 */
export interface AuditEvent {
  action: AuditAction;
  itemType?: string;
  itemId?: string;
  itemTitle?: string;
  /** A short detail, e.g. "Draft → Published" or "Editor → Sales". */
  detail?: string;
}

/** One stored entry, as the audit route answers it. */
export interface AuditEntry extends AuditEvent {
  _id: string;
  at: string;
  /** The admin's e-mail; for a failed sign-in, the address that was tried. */
  actor: string;
  actorRole?: string;
}

/** "jane.doe@example.com" → "j***@example.com": enough to tell addresses apart in a log, not to recover one. */
export function maskEmail(email: string): string {
  const at = email.lastIndexOf('@');
  if (at < 1) return '***';
  return `${email[0]}***${email.slice(at)}`;
}
