/**
 * The audit log's page link: the list-index position of the last entry a page
 * showed (`<at>#<id>`), base64url-encoded. Only that position travels; the
 * keys DynamoDB resumes from are rebuilt from it, so a link can never point
 * the Query at another partition or item type.
 */
import { keys } from '../db/keys';

/** Where an entry sits in the list index: an ISO time and the entry's uuid. */
const position = /^(\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}Z)#([0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12})$/;

/** The keys a Query on the AUDIT partition resumes after (its ExclusiveStartKey). */
export type AuditStartKey = Record<'pk' | 'sk' | 'gsi1pk' | 'gsi1sk', string>;

export function encodeAuditCursor(at: string, id: string): string {
  return Buffer.from(`${at}#${id}`, 'utf8').toString('base64url');
}

/** The start key a page link names, or null when it is not one this log made. */
export function decodeAuditCursor(cursor: string): AuditStartKey | null {
  if (!/^[A-Za-z0-9_-]+$/.test(cursor)) return null;
  const text = Buffer.from(cursor, 'base64url').toString('utf8');
  const [, at, id] = position.exec(text) ?? [];
  if (!at || !id || Number.isNaN(Date.parse(at))) return null;
  return { ...keys.audit(id), ...keys.auditListing(at, id) };
}
