/**
 * The two record writes accounts need beyond ../db/repository: taking a record
 * (delete and answer what it was, so of two concurrent takers only one gets
 * it) and replacing a whole record only while it is as it was read.
 */
import { DeleteCommand, PutCommand } from '@aws-sdk/lib-dynamodb';
import { db } from '../aws/dynamodb';
import { config } from '../config';
import type { ItemKey } from '../db/keys';
import { assertStorable } from '../db/item-size';
import { isConditionFailure } from '../db/repository';

type Attributes = Record<string, unknown>;

/** Deletes a record and answers it, or null when there was none (someone else took it first). */
export async function takeRecord(key: ItemKey): Promise<Attributes | null> {
  const { Attributes: old } = await db().send(new DeleteCommand({ TableName: config.tableName, Key: key, ReturnValues: 'ALL_OLD' }));
  return old ?? null;
}

/**
 * Writes the whole record (attributes left out are removed) only while the
 * stored one has the expected values (undefined: the attribute is absent;
 * expected null: no record yet). Answers false when the condition fails.
 */
export async function replaceRecordIf(key: ItemKey, attributes: Attributes, expected: Attributes | null): Promise<boolean> {
  const item = { ...attributes, ...key };
  assertStorable(item);
  const tests: string[] = [];
  const names: Record<string, string> = {};
  const values: Attributes = {};
  Object.entries(expected ?? {}).forEach(([name, value], i) => {
    names[`#e${i}`] = name;
    if (value === undefined) tests.push(`attribute_not_exists(#e${i})`);
    else {
      tests.push(`#e${i} = :e${i}`);
      values[`:e${i}`] = value;
    }
  });
  try {
    await db().send(
      new PutCommand({
        TableName: config.tableName,
        Item: item,
        ConditionExpression: expected ? [...tests, 'attribute_exists(pk)'].join(' AND ') : 'attribute_not_exists(pk)',
        ...(tests.length > 0 ? { ExpressionAttributeNames: names } : {}),
        ...(Object.keys(values).length > 0 ? { ExpressionAttributeValues: values } : {}),
      }),
    );
    return true;
  } catch (error) {
    if (isConditionFailure(error)) return false;
    throw error;
  }
}
