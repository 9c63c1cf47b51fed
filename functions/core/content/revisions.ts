/**
 * Earlier versions of content items: every update first stores
 * the version it replaces, with who replaced it and when. A version keeps the
 * item's text fields only (wording, dates, alt text, status), never its
 * images, so a restore brings back the wording and keeps today's images.
 * Versions are items of their own (./db/keys: REV#<TYPE>#<id>), read with one
 * Query on the table's key; an item keeps its newest 50.
 */
import { DeleteCommand, PutCommand, QueryCommand } from '@aws-sdk/lib-dynamodb';
import type { Revision } from '../../contract/entities';
import { revisionSnapshot } from '../../contract/revision-snapshot';
import { db } from '../aws/dynamodb';
import type { Collection, Item } from './collections';
import { config } from '../config';
import { assertStorable } from '../db/item-size';
import { keys } from '../db/keys';
import { schemaOf } from './content-schemas';

/** Versions kept per item; older ones are deleted as new ones come. */
export const revisionLimit = 50;

/** The text fields of an item worth keeping: its form's fields and its publish state (../../contract/revision-snapshot). */
export const snapshotOf = <T>(collection: Collection<T>, item: Item): Record<string, string> =>
  revisionSnapshot(schemaOf(collection), item);

/** Stores the version an update is about to replace, then trims the item's versions to the newest 50. */
export async function keepRevision<T>(collection: Collection<T>, item: Item, changedBy: string, changedAt = new Date()): Promise<void> {
  const id = String(item._id);
  const revision: Revision = {
    _id: crypto.randomUUID(),
    changedAt: changedAt.toISOString(),
    changedBy,
    snapshot: snapshotOf(collection, item),
  };
  const record = { ...revision, ...keys.revision(collection.type, id, revision.changedAt, revision._id) };
  assertStorable(record);
  await db().send(new PutCommand({ TableName: config.tableName, Item: record }));
  const older = (await query(collection, id, 'pk, sk')).slice(revisionLimit);
  for (const stale of older) {
    await db().send(new DeleteCommand({ TableName: config.tableName, Key: { pk: stale.pk, sk: stale.sk } }));
  }
}

/** An item's versions, newest first. */
export async function listRevisions<T>(collection: Collection<T>, id: string): Promise<Revision[]> {
  const found = await query(collection, id);
  return found.map(({ _id, changedAt, changedBy, snapshot }) => ({ _id, changedAt, changedBy, snapshot }) as Revision);
}

/** Deletes every version of an item (with the item itself). */
export async function removeRevisions<T>(collection: Collection<T>, id: string): Promise<void> {
  for (const stale of await query(collection, id, 'pk, sk')) {
    await db().send(new DeleteCommand({ TableName: config.tableName, Key: { pk: stale.pk, sk: stale.sk } }));
  }
}

async function query<T>(collection: Collection<T>, id: string, projection?: string): Promise<Item[]> {
  const items: Item[] = [];
  let start: Record<string, unknown> | undefined;
  do {
    const page = await db().send(
      new QueryCommand({
        TableName: config.tableName,
        KeyConditionExpression: 'pk = :pk',
        ExpressionAttributeValues: { ':pk': keys.revisions(collection.type, id).pk },
        ScanIndexForward: false,
        ExclusiveStartKey: start,
        ...(projection ? { ProjectionExpression: projection } : {}),
      }),
    );
    items.push(...(page.Items ?? []));
    start = page.LastEvaluatedKey;
  } while (start);
  return items;
}
