/**
 * Reads the audit log for the Owners' screen: one Query on the
 * list-index partition AUDIT, newest first, 50 entries a page, narrowed to a
 * date range by the sort key (`<at>#<id>`), so a range reads only its own
 * entries, and filtered by action, actor (an e-mail or its start,
 * case-insensitive: entries store it in lower case) and item type. DynamoDB filters after reading, so a
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

/** The sort-key bounds of From and To (both inclusive), as list-index positions. */
function boundsOf({ from, to }: AuditQuery): { low?: string; high?: string } {
  // `<to>#~` sorts after every `<to>#<uuid>` ('~' comes after hex digits and '-'): an entry at To itself is in.
  return { ...(from ? { low: from } : {}), ...(to ? { high: `${to}#~` } : {}) };
}

/** The Query's key condition: the AUDIT partition, and the positions between the bounds where there are any. */
function keyConditionOf({ low, high }: { low?: string; high?: string }): Partial<QueryCommandInput> {
  const range = low && high ? ' AND #gsk BETWEEN :low AND :high' : low ? ' AND #gsk >= :low' : high ? ' AND #gsk <= :high' : '';
  return {
    KeyConditionExpression: `#gpk = :audit${range}`,
    ExpressionAttributeNames: { '#gpk': table.listIndex.partitionKey, ...(range ? { '#gsk': table.listIndex.sortKey } : {}) },
    ExpressionAttributeValues: { ':audit': 'AUDIT', ...(low ? { ':low': low } : {}), ...(high ? { ':high': high } : {}) },
  };
}

/** What the route answers of a stored entry: the entry, without its keys and TTL. */
function entryOf(item: Stored): AuditEntry {
  const { _id, at, actor, actorRole, action, itemType, itemId, itemTitle, detail } = item;
  return Object.fromEntries(
    Object.entries({ _id, at, actor, actorRole, action, itemType, itemId, itemTitle, detail }).filter(([, value]) => value !== undefined),
  ) as unknown as AuditEntry;
}

export async function listAuditEntries(query: AuditQuery, now = new Date()): Promise<AuditPage> {
  const bounds = boundsOf(query);
  let start: Record<string, unknown> | undefined;
  if (query.cursor !== undefined) {
    const position = decodeAuditCursor(query.cursor);
    // DynamoDB refuses a start outside the key condition: a link from another range is not a link to this one.
    const inRange = position && !(bounds.low && position.gsi1sk < bounds.low) && !(bounds.high && position.gsi1sk > bounds.high);
    if (!inRange) throw new HttpError(400, badAuditCursor);
    start = position;
  }
  const filter = filterOf(query);
  const key = keyConditionOf(bounds);
  const found: Stored[] = [];
  const nowSeconds = Math.floor(now.getTime() / 1000);
  for (let read = 0; read < auditMaxReads; read++) {
    const page = await db().send(
      new QueryCommand({
        TableName: config.tableName,
        IndexName: table.listIndex.name,
        ...filter,
        KeyConditionExpression: key.KeyConditionExpression,
        ExpressionAttributeNames: { ...filter.ExpressionAttributeNames, ...key.ExpressionAttributeNames },
        ExpressionAttributeValues: { ...filter.ExpressionAttributeValues, ...key.ExpressionAttributeValues },
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
