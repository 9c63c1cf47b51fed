/**
 * The table calls of the lead routes. Lists read one partition of
 * the list index (CONTACT or HIRE) with a projection; writes are conditional,
 * so two sales people working the same enquiry never overwrite each other
 * unnoticed: a change expects the values it was planned from, a note is
 * appended in place (list_append) under a size condition, and a delete
 * happens only while the enquiry is still marked Spam.
 */
import { DeleteCommand, QueryCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { db } from '../aws/dynamodb';
import { config } from '../config';
import { keyAttributes, keys, table } from '../db/keys';
import { isConditionFailure } from '../db/repository';

export type EnquiryType = 'CONTACT' | 'HIRE';
type Attributes = Record<string, unknown>;

function withoutKeys<T>(item: Attributes): T {
  const copy = { ...item };
  for (const name of keyAttributes) delete copy[name];
  return copy as T;
}

/** `#a0, #a1 …` placeholders for attribute names (some, such as `name` and `note`, are reserved words). */
function placeholders(names: readonly string[], prefix: string): Record<string, string> {
  return Object.fromEntries(names.map((name, i) => [`#${prefix}${i}`, name]));
}

/**
 * Every enquiry of one list, newest first, with only the named attributes.
 * A Query is charged for the whole items it reads whatever it projects, so
 * this costs what the keys-only read of the spec's paged list costs; the
 * projection keeps the notes (up to 200 a lead) out of the transfer.
 */
export async function readPartition(type: EnquiryType, attributes: readonly string[]): Promise<Attributes[]> {
  const names = placeholders(attributes, 'a');
  const items: Attributes[] = [];
  let start: Attributes | undefined;
  do {
    const page = await db().send(
      new QueryCommand({
        TableName: config.tableName,
        IndexName: table.listIndex.name,
        KeyConditionExpression: '#gpk = :type',
        ExpressionAttributeNames: { '#gpk': table.listIndex.partitionKey, ...names },
        ExpressionAttributeValues: { ':type': type },
        ProjectionExpression: Object.keys(names).join(', '),
        ScanIndexForward: false,
        ExclusiveStartKey: start,
      }),
    );
    items.push(...(page.Items ?? []));
    start = page.LastEvaluatedKey;
  } while (start);
  return items;
}

/**
 * Sets and removes attributes of an enquiry if each `expected` attribute
 * still holds the value the change was planned from (undefined: absent).
 * Answers the updated enquiry, or null when it is gone or someone changed it first.
 */
export async function updateIf<T>(
  type: EnquiryType,
  id: string,
  set: Attributes,
  remove: readonly string[],
  expected: Record<string, string | undefined>,
): Promise<T | null> {
  const setNames = Object.keys(set);
  const checks = Object.entries(expected);
  const clauses = [
    setNames.length > 0 ? `SET ${setNames.map((_, i) => `#s${i} = :s${i}`).join(', ')}` : '',
    remove.length > 0 ? `REMOVE ${remove.map((_, i) => `#r${i}`).join(', ')}` : '',
  ];
  const condition = [
    'attribute_exists(pk)',
    ...checks.map(([, value], i) => (value === undefined ? `attribute_not_exists(#e${i})` : `#e${i} = :e${i}`)),
  ];
  const values = {
    ...Object.fromEntries(setNames.map((name, i) => [`:s${i}`, set[name]])),
    ...Object.fromEntries(checks.flatMap(([, value], i) => (value === undefined ? [] : [[`:e${i}`, value]]))),
  };
  try {
    const { Attributes: updated } = await db().send(
      new UpdateCommand({
        TableName: config.tableName,
        Key: keys.entity(type, id),
        UpdateExpression: clauses.filter(Boolean).join(' '),
        ConditionExpression: condition.join(' AND '),
        ExpressionAttributeNames: {
          ...placeholders(setNames, 's'),
          ...placeholders(remove, 'r'),
          ...placeholders(
            checks.map(([name]) => name),
            'e',
          ),
        },
        ...(Object.keys(values).length > 0 ? { ExpressionAttributeValues: values } : {}),
        ReturnValues: 'ALL_NEW',
      }),
    );
    return updated ? withoutKeys<T>(updated) : null;
  } catch (error) {
    if (isConditionFailure(error)) return null;
    throw error;
  }
}

/**
 * Appends one note in place, with the lead's last-change stamp, while the lead
 * holds fewer than `maxNotes`: notes written at the same moment are all kept.
 * Answers the updated enquiry, or null when it is gone or full.
 */
export async function appendNote<T>(
  type: EnquiryType,
  id: string,
  note: Attributes,
  stamp: Attributes,
  maxNotes: number,
): Promise<T | null> {
  const stampNames = Object.keys(stamp);
  try {
    const { Attributes: updated } = await db().send(
      new UpdateCommand({
        TableName: config.tableName,
        Key: keys.entity(type, id),
        UpdateExpression: `SET #notes = list_append(if_not_exists(#notes, :none), :note)${stampNames.map((_, i) => `, #t${i} = :t${i}`).join('')}`,
        ConditionExpression: 'attribute_exists(pk) AND (attribute_not_exists(#notes) OR size(#notes) < :max)',
        ExpressionAttributeNames: { '#notes': 'notes', ...placeholders(stampNames, 't') },
        ExpressionAttributeValues: {
          ':none': [],
          ':note': [note],
          ':max': maxNotes,
          ...Object.fromEntries(stampNames.map((name, i) => [`:t${i}`, stamp[name]])),
        },
        ReturnValues: 'ALL_NEW',
      }),
    );
    return updated ? withoutKeys<T>(updated) : null;
  } catch (error) {
    if (isConditionFailure(error)) return null;
    throw error;
  }
}

/** Deletes an enquiry only if its status is still `status` at the moment of the delete; answers what it was, or null. */
export async function deleteIfStatus<T>(type: EnquiryType, id: string, status: string): Promise<T | null> {
  try {
    const { Attributes: old } = await db().send(
      new DeleteCommand({
        TableName: config.tableName,
        Key: keys.entity(type, id),
        ConditionExpression: '#status = :status',
        ExpressionAttributeNames: { '#status': 'leadStatus' },
        ExpressionAttributeValues: { ':status': status },
        ReturnValues: 'ALL_OLD',
      }),
    );
    return old ? withoutKeys<T>(old) : null;
  } catch (error) {
    if (isConditionFailure(error)) return null;
    throw error;
  }
}
