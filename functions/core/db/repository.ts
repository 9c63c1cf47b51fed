/** Generic reads and writes of typed items; every list is a Query on the list index. */
import {
  BatchGetCommand,
  DeleteCommand,
  GetCommand,
  PutCommand,
  QueryCommand,
  UpdateCommand,
  type QueryCommandInput,
} from '@aws-sdk/lib-dynamodb';
import { ConditionalCheckFailedException } from '@aws-sdk/client-dynamodb';
import { db } from '../aws/dynamodb';
import { config } from '../config';
import { overlayFresh, readsConsistently } from './fresh-reads';
import { assertStorable } from './item-size';
import { keyAttributes, keys, table, type EntityType, type ItemKey } from './keys';

type Attributes = Record<string, unknown>;

function strip<T>(item: Attributes): T {
  const copy = { ...item };
  for (const name of keyAttributes) delete copy[name];
  return copy as T;
}

/** A conditional write refused because its condition did not hold (DynamoDB's ConditionalCheckFailedException). */
export function isConditionFailure(error: unknown): boolean {
  return error instanceof ConditionalCheckFailedException || (error as { name?: string })?.name === 'ConditionalCheckFailedException';
}

/**
 * Stores a new item under an id generated for this write; never overwrites one
 * with the same id. Unpublished content sits apart in the list index (./keys).
 *
 * The SDK retries a put whose answer was lost (a timeout, a dropped
 * connection), and if the first attempt had landed, the retry's condition
 * fails on our own item. A condition failure after more than one attempt is
 * therefore this write already stored, not a clash: answering an error there
 * would tell the visitor their message was lost, and make a content create
 * undo its slug and images under an item that exists.
 */
export async function putNew(type: EntityType, id: string, sortValue: string, attributes: Attributes, published = true): Promise<void> {
  const item = entityItem(type, id, sortValue, attributes, published);
  assertStorable(item);
  try {
    await db().send(new PutCommand({ TableName: config.tableName, Item: item, ConditionExpression: 'attribute_not_exists(pk)' }));
  } catch (error) {
    if (isConditionFailure(error) && attemptsOf(error) > 1) return;
    throw error;
  }
}

const attemptsOf = (error: unknown): number => (error as { $metadata?: { attempts?: number } }).$metadata?.attempts ?? 1;

/** An entity as stored: its attributes with its keys. */
export function entityItem(type: EntityType, id: string, sortValue: string, attributes: Attributes, published = true): Attributes {
  return { ...attributes, ...keys.entity(type, id), ...keys.listing(type, sortValue, id, published), entityType: type };
}

export async function getById<T>(type: EntityType, id: string): Promise<T | null> {
  const { Item } = await db().send(
    new GetCommand({ TableName: config.tableName, Key: keys.entity(type, id), ConsistentRead: readsConsistently() }),
  );
  return Item ? strip<T>(Item) : null;
}

/** Some attributes of items of one type read by id, 100 a BatchGetItem (again for what the table left unprocessed); missing ones are left out. */
export async function getManyFields<T>(type: EntityType, ids: readonly string[], fields: readonly string[]): Promise<T[]> {
  const names = Object.fromEntries(fields.map((field, i) => [`#f${i}`, field]));
  const found: T[] = [];
  for (let at = 0; at < ids.length; at += 100) {
    let keysLeft: Attributes[] = ids.slice(at, at + 100).map((id) => ({ ...keys.entity(type, id) }));
    while (keysLeft.length > 0) {
      const answer = await db().send(
        new BatchGetCommand({
          RequestItems: {
            [config.tableName]: { Keys: keysLeft, ProjectionExpression: Object.keys(names).join(', '), ExpressionAttributeNames: names },
          },
        }),
      );
      for (const item of answer.Responses?.[config.tableName] ?? []) found.push(strip<T>(item));
      keysLeft = answer.UnprocessedKeys?.[config.tableName]?.Keys ?? [];
    }
  }
  return found;
}

/** Where an update puts the item in the list index: its sort value and whether it is published. */
export interface Listing {
  sortValue: string;
  published: boolean;
}

/**
 * Sets the given attributes of an existing item (and its list position when
 * `listing` is given), removes the `remove` attributes. Answers the updated
 * item, or null when there is none. Callers that can grow an item check the
 * merged result with assertStorable first.
 */
export async function updateById<T>(
  type: EntityType,
  id: string,
  attributes: Attributes,
  listing?: Listing,
  remove: readonly string[] = [],
): Promise<T | null> {
  const changes: Attributes = { ...attributes, ...(listing ? keys.listing(type, listing.sortValue, id, listing.published) : {}) };
  const names = Object.keys(changes);
  if (names.length === 0 && remove.length === 0) return getById<T>(type, id);
  const set = names.length > 0 ? `SET ${names.map((_, i) => `#n${i} = :v${i}`).join(', ')}` : '';
  const removal = remove.length > 0 ? ` REMOVE ${remove.map((_, i) => `#r${i}`).join(', ')}` : '';
  try {
    const { Attributes: updated } = await db().send(
      new UpdateCommand({
        TableName: config.tableName,
        Key: keys.entity(type, id),
        UpdateExpression: `${set}${removal}`.trim(),
        ExpressionAttributeNames: {
          ...Object.fromEntries(names.map((name, i) => [`#n${i}`, name])),
          ...Object.fromEntries(remove.map((name, i) => [`#r${i}`, name])),
        },
        ...(names.length > 0 ? { ExpressionAttributeValues: Object.fromEntries(names.map((name, i) => [`:v${i}`, changes[name]])) } : {}),
        ConditionExpression: 'attribute_exists(pk)',
        ReturnValues: 'ALL_NEW',
      }),
    );
    return updated ? strip<T>(updated) : null;
  } catch (error) {
    if (isConditionFailure(error)) return null;
    throw error;
  }
}

/** A condition on an item's attributes in DynamoDB's expression syntax, with its own placeholders. */
export interface Condition {
  expression: string;
  names?: Record<string, string>;
  values?: Attributes;
}

/** Sets attributes of an existing item only where `when` holds; answers false when it does not (or there is no item). */
export async function updateByIdIf(type: EntityType, id: string, attributes: Attributes, when: Condition): Promise<boolean> {
  const names = Object.keys(attributes);
  try {
    await db().send(
      new UpdateCommand({
        TableName: config.tableName,
        Key: keys.entity(type, id),
        UpdateExpression: `SET ${names.map((_, i) => `#n${i} = :v${i}`).join(', ')}`,
        ConditionExpression: `attribute_exists(pk) AND (${when.expression})`,
        ExpressionAttributeNames: { ...Object.fromEntries(names.map((name, i) => [`#n${i}`, name])), ...when.names },
        ExpressionAttributeValues: { ...Object.fromEntries(names.map((name, i) => [`:v${i}`, attributes[name]])), ...when.values },
      }),
    );
    return true;
  } catch (error) {
    if (isConditionFailure(error)) return false;
    throw error;
  }
}

/** Deletes an item and answers what it was, or null when there was none. */
export async function deleteById<T>(type: EntityType, id: string): Promise<T | null> {
  const { Attributes: old } = await db().send(
    new DeleteCommand({ TableName: config.tableName, Key: keys.entity(type, id), ReturnValues: 'ALL_OLD' }),
  );
  return old ? strip<T>(old) : null;
}

/**
 * Every item of a list-index partition (a type, or a type's unpublished
 * items: ./keys), newest (highest sort value) first, or from a lower bound
 * upwards; with the items just written in their place inside ./fresh-reads.
 */
export async function listAll<T>(partition: string, options: { from?: string } = {}): Promise<T[]> {
  const items: Attributes[] = [];
  for await (const page of queryPages(listQuery(partition, options))) items.push(...page);
  return overlayFresh(partition, items, options.from).map((item) => strip<T>(item));
}

/**
 * One page of the items of one or more list-index partitions, newest first,
 * with the total. DynamoDB has no offset: the keys are read from the index
 * (small) and merged by sort value; then each partition's share of the page,
 * a contiguous range of its sort values, is one more Query of the index (whole
 * items: it projects every attribute). Only Query, so the public lists need
 * no BatchGetItem in their grant. `where` narrows the list, the total with it.
 */
export async function listPage<T>(
  partitions: readonly string[],
  page: number,
  limit: number,
  where?: Condition,
): Promise<{ list: T[]; count: number }> {
  const listed: Array<{ partition: string; sortValue: string }> = [];
  for (const partition of partitions) {
    const base = listQuery(partition, {});
    const query = {
      ...base,
      ProjectionExpression: '#gsk',
      ExpressionAttributeNames: { '#gpk': table.listIndex.partitionKey, '#gsk': table.listIndex.sortKey, ...where?.names },
      ...(where
        ? {
            FilterExpression: where.expression,
            ExpressionAttributeValues: { ...base.ExpressionAttributeValues, ...where.values },
          }
        : {}),
    };
    for await (const found of queryPages(query))
      listed.push(...found.map((item) => ({ partition, sortValue: String(item[table.listIndex.sortKey]) })));
  }
  if (partitions.length > 1) listed.sort((a, b) => (a.sortValue < b.sortValue ? 1 : a.sortValue > b.sortValue ? -1 : 0));
  const wanted = listed.slice((page - 1) * limit, page * limit);
  const bySortValue = new Map<string, Attributes>();
  for (const partition of new Set(wanted.map((entry) => entry.partition))) {
    const values = wanted.filter((entry) => entry.partition === partition).map((entry) => entry.sortValue);
    const range = listQuery(partition, { from: values.at(-1), to: values[0] });
    for await (const found of queryPages(range))
      for (const item of found) bySortValue.set(`${partition} ${String(item[table.listIndex.sortKey])}`, item);
  }
  // An item written meanwhile inside the range is not part of this page; one deleted meanwhile is left out.
  const list = wanted.flatMap((entry) => {
    const item = bySortValue.get(`${entry.partition} ${entry.sortValue}`);
    return item ? [strip<T>(item)] : [];
  });
  return { list, count: listed.length };
}

/** A list-index partition, newest first; with `from`, upwards from it, up to `to` when given. */
function listQuery(partition: string, { from, to }: { from?: string; to?: string }): QueryCommandInput {
  const { partitionKey, sortKey } = table.listIndex;
  const range = from === undefined ? '' : to === undefined ? ' AND #gsk >= :from' : ' AND #gsk BETWEEN :from AND :to';
  return {
    TableName: config.tableName,
    IndexName: table.listIndex.name,
    KeyConditionExpression: `#gpk = :type${range}`,
    ExpressionAttributeNames: from === undefined ? { '#gpk': partitionKey } : { '#gpk': partitionKey, '#gsk': sortKey },
    ExpressionAttributeValues: {
      ':type': partition,
      ...(from === undefined ? {} : { ':from': from }),
      ...(to === undefined ? {} : { ':to': to }),
    },
    ScanIndexForward: from !== undefined,
  };
}

async function* queryPages(input: QueryCommandInput): AsyncGenerator<Attributes[]> {
  let start: Attributes | undefined;
  do {
    const { Items, LastEvaluatedKey } = await db().send(new QueryCommand({ ...input, ExclusiveStartKey: start }));
    yield Items ?? [];
    start = LastEvaluatedKey;
  } while (start);
}

/**
 * Claims the first free slug among base, base-2 … base-9, then base plus a
 * random suffix. The claim is a conditional put, so two titles never share one.
 */
export async function claimSlug(type: EntityType, base: string, targetId: string): Promise<string> {
  const candidates = [base, ...Array.from({ length: 8 }, (_, i) => `${base}-${i + 2}`)];
  for (let attempt = 0; attempt < 5; attempt++) candidates.push(`${base}-${crypto.randomUUID().slice(0, 6)}`);
  for (const slug of candidates) if (await putSlugClaim(type, slug, targetId)) return slug;
  throw new Error(`No free slug for ${type} ${base}`);
}

/** Writes the claim of a free slug: false when another claim holds it (a conditional put, so never two). */
async function putSlugClaim(type: EntityType, slug: string, targetId: string): Promise<boolean> {
  try {
    await db().send(
      new PutCommand({
        TableName: config.tableName,
        Item: { ...keys.slug(type, slug), targetId },
        ConditionExpression: 'attribute_not_exists(pk)',
      }),
    );
    return true;
  } catch (error) {
    if (isConditionFailure(error)) return false;
    throw error;
  }
}

/**
 * Claims exactly `slug` for an item: free, or already the item's (a slug it
 * had before keeps its claim). Answers 'fresh' for a new claim, 'own' for one
 * the item held, 'taken' when another item holds it.
 */
export async function claimExactSlug(type: EntityType, slug: string, targetId: string): Promise<'fresh' | 'own' | 'taken'> {
  const held = await idForSlug(type, slug);
  if (held === targetId) return 'own';
  if (held !== null) return 'taken';
  return (await putSlugClaim(type, slug, targetId)) ? 'fresh' : 'taken';
}

export async function releaseSlug(type: EntityType, slug: string): Promise<void> {
  await db().send(new DeleteCommand({ TableName: config.tableName, Key: keys.slug(type, slug) }));
}

export async function idForSlug(type: EntityType, slug: string): Promise<string | null> {
  const { Item } = await db().send(
    new GetCommand({ TableName: config.tableName, Key: keys.slug(type, slug), ConsistentRead: readsConsistently() }),
  );
  return typeof Item?.targetId === 'string' ? Item.targetId : null;
}

/** Raw access for the few records that are not listed entities (accounts, counters). */
export async function getRecord(key: ItemKey, { consistent = false } = {}): Promise<Attributes | null> {
  const { Item } = await db().send(
    new GetCommand({ TableName: config.tableName, Key: key, ConsistentRead: consistent || readsConsistently() }),
  );
  return Item ?? null;
}

/**
 * Sets a record's attributes only if it is still as it was read (the given
 * attribute values; null: only if there is none). Answers false when someone
 * else wrote it first, so concurrent callers can never both pass a counter's limit.
 */
export async function setRecordIf(key: ItemKey, attributes: Attributes, expected: Attributes | null): Promise<boolean> {
  const names = Object.keys(attributes);
  const seen = Object.entries(expected ?? {});
  try {
    await db().send(
      new UpdateCommand({
        TableName: config.tableName,
        Key: key,
        UpdateExpression: `SET ${names.map((_, i) => `#n${i} = :v${i}`).join(', ')}`,
        ConditionExpression: expected ? seen.map((_, i) => `#e${i} = :e${i}`).join(' AND ') : 'attribute_not_exists(pk)',
        ExpressionAttributeNames: {
          ...Object.fromEntries(names.map((name, i) => [`#n${i}`, name])),
          ...Object.fromEntries(seen.map(([name], i) => [`#e${i}`, name])),
        },
        ExpressionAttributeValues: {
          ...Object.fromEntries(names.map((name, i) => [`:v${i}`, attributes[name]])),
          ...Object.fromEntries(seen.map(([, value], i) => [`:e${i}`, value])),
        },
      }),
    );
    return true;
  } catch (error) {
    if (isConditionFailure(error)) return false;
    throw error;
  }
}

export async function putRecord(key: ItemKey, attributes: Attributes): Promise<void> {
  const item = { ...attributes, ...key };
  assertStorable(item);
  await db().send(new PutCommand({ TableName: config.tableName, Item: item }));
}

export async function deleteRecord(key: ItemKey): Promise<void> {
  await db().send(new DeleteCommand({ TableName: config.tableName, Key: key }));
}
