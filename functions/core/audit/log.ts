/**
 * Reads the audit log for the Owners' screen: one Query on the
 * list-index partition AUDIT, newest first, 50 entries a page, filtered by
 * action, actor (an e-mail or its start, case-insensitive: entries store it
 * in lower case) and item type. DynamoDB filters after reading, so a
 * filtered page may need several reads; they are bounded (at most five of
 * up to 1 MB each) and a page that stops early still answers a cursor.
 */
import { QueryCommand, type QueryCommandInput } from '@aws-sdk/lib-dynamodb';
import type { AuditEntry } from '../../contract/audit';
import type { AuditPage, AuditQuery } from '../../contract/route-schemas';
import { db } from '../aws/dynamodb';
import { decodeAuditCursor, encodeAuditCursor } from './cursor';
import { config } from '../config';
import { table } from '../db/keys';
import { HttpError } from '../http/errors';

export const auditPageSize = 50;
/** Reads one call may make before it answers what it found with a cursor. */
export const auditMaxReads = 5;
export const badAuditCursor = 'The page link is not valid.';

type Stored = AuditEntry & Record<string, unknown>;

/** The Query's filter: each given criterion, all of them at once. */
function filterOf({ action, actor, itemType }: AuditQuery): Partial<QueryCommandInput> {
  const terms: string[] = [];
  const names: Record<string, string> = {};
  const values: Record<string, string> = {};
  const add = (term: string, name: string, value: string) => {
    terms.push(term);
    names[`#${name}`] = name;
    values[`:${name}`] = value;
  };
  if (action) add('#action = :action', 'action', action);
  if (actor) add('begins_with(#actor, :actor)', 'actor', actor.toLowerCase());
  if (itemType) add('#itemType = :itemType', 'itemType', itemType);
  return terms.length === 0
    ? {}
    : { FilterExpression: terms.join(' AND '), ExpressionAttributeNames: names, ExpressionAttributeValues: values };
}

/** What the route answers of a stored entry: the entry, without its keys and TTL. */
function entryOf(item: Stored): AuditEntry {
  const { _id, at, actor, actorRole, action, itemType, itemId, itemTitle, detail } = item;
  return Object.fromEntries(
    Object.entries({ _id, at, actor, actorRole, action, itemType, itemId, itemTitle, detail }).filter(([, value]) => value !== undefined),
  ) as unknown as AuditEntry;
}

export async function listAuditEntries(query: AuditQuery, now = new Date()): Promise<AuditPage> {
  let start: Record<string, unknown> | undefined;
  if (query.cursor !== undefined) {
    start = decodeAuditCursor(query.cursor) ?? undefined;
    if (!start) throw new HttpError(400, badAuditCursor);
  }
  const filter = filterOf(query);
  const { partitionKey } = table.listIndex;
  const found: Stored[] = [];
  const nowSeconds = Math.floor(now.getTime() / 1000);
  for (let read = 0; read < auditMaxReads; read++) {
    const page = await db().send(
      new QueryCommand({
        TableName: config.tableName,
        IndexName: table.listIndex.name,
        KeyConditionExpression: '#gpk = :audit',
        ...filter,
        ExpressionAttributeNames: { ...filter.ExpressionAttributeNames, '#gpk': partitionKey },
        ExpressionAttributeValues: { ...filter.ExpressionAttributeValues, ':audit': 'AUDIT' },
        ScanIndexForward: false,
        // Unfiltered, a page is exactly the next 50; filtered, each read takes what DynamoDB gives (up to 1 MB).
        ...(filter.FilterExpression ? {} : { Limit: auditPageSize - found.length }),
        ExclusiveStartKey: start,
      }),
    );
    // TTL deletes late (up to days in the cloud): an expired entry is already gone for the reader.
    const live = ((page.Items ?? []) as Stored[]).filter((item) => !(Number(item[table.ttlAttribute]) < nowSeconds));
    found.push(...live);
    start = page.LastEvaluatedKey;
    if (!start || found.length >= auditPageSize) break;
  }
  const list = found.slice(0, auditPageSize);
  // A full page goes on after its last entry (a read may have returned more than the page holds); a page cut short by the read bound, where the reads stopped.
  const full = found.length > auditPageSize || (found.length === auditPageSize && start !== undefined);
  const cursor = cursorAt(full ? list.at(-1)?.gsi1sk : start?.gsi1sk);
  return { list: list.map(entryOf), ...(cursor ? { cursor } : {}) };
}

/** The page link of a list-index position (`<at>#<id>`), or none where there is no position. */
function cursorAt(position: unknown): string | undefined {
  if (typeof position !== 'string') return undefined;
  const split = position.lastIndexOf('#');
  return split > 0 ? encodeAuditCursor(position.slice(0, split), position.slice(split + 1)) : undefined;
}
