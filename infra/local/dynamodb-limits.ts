/**
 * DynamoDB's size limits, counted the AWS way (dynalite counts characters, not
 * UTF-8 bytes): an item at most 400 KB, partition key values at most 2,048
 * bytes, sort key values at most 1,024 bytes, for the table and its indexes.
 * https://docs.aws.amazon.com/amazondynamodb/latest/developerguide/CapacityUnitCalculations.html
 */
import type { AttributeValue } from '@aws-sdk/client-dynamodb';

export type Item = Record<string, AttributeValue>;

export const maxItemBytes = 400 * 1024;
export const maxPartitionKeyBytes = 2048;
export const maxSortKeyBytes = 1024;

/** The texts DynamoDB answers with (its own spacing included). */
export const limitMessages = {
  item: 'Item size has exceeded the maximum allowed size',
  update: 'Item size to update has exceeded the maximum allowed size',
  partitionKey: 'One or more parameter values were invalid: Size of hashkey has exceeded the maximum size limit of2048 bytes',
  sortKey: 'One or more parameter values were invalid: Aggregated size of all range keys has exceeded the size limit of 1024 bytes',
};

/** Key attribute names of the table and of each index. */
export interface KeySchema {
  table: { partition: string; sort?: string };
  indexes: Record<string, { partition: string; sort?: string }>;
}

const utf8 = (text: string) => Buffer.byteLength(text, 'utf8');
const binary = (base64: string) => Buffer.from(base64, 'base64').length;

/** About one byte per two significant digits, plus one. */
function numberBytes(text: string): number {
  const digits = (text.replace(/^[-+]/, '').split(/e/i)[0] ?? '').replace('.', '').replace(/^0+/, '').replace(/0+$/, '');
  return 1 + Math.ceil(Math.max(digits.length, 1) / 2);
}

export function valueBytes(value: AttributeValue): number {
  if (value.S !== undefined) return utf8(value.S);
  if (value.N !== undefined) return numberBytes(value.N);
  if (value.B !== undefined) return binary(value.B as unknown as string);
  if (value.BOOL !== undefined || value.NULL !== undefined) return 1;
  if (value.SS) return value.SS.reduce((sum, text) => sum + utf8(text), 0);
  if (value.NS) return value.NS.reduce((sum, text) => sum + numberBytes(text), 0);
  if (value.BS) return value.BS.reduce((sum, bytes) => sum + binary(bytes as unknown as string), 0);
  // Lists and maps: 3 bytes, plus 1 byte per element.
  if (value.L) return value.L.reduce((sum, element) => sum + 1 + valueBytes(element), 3);
  if (value.M) return 3 + Object.entries(value.M).reduce((sum, [name, element]) => sum + 1 + utf8(name) + valueBytes(element), 0);
  return 0;
}

/** Attribute names and values, in UTF-8 bytes. */
export function itemBytes(item: Item): number {
  return Object.entries(item).reduce((sum, [name, value]) => sum + utf8(name) + valueBytes(value), 0);
}

/** Binary and string key values count in bytes; numbers always fit. */
const keyBytes = (value: AttributeValue | undefined) =>
  value?.S !== undefined ? utf8(value.S) : value?.B !== undefined ? binary(value.B as unknown as string) : 0;

/** The message for the first key value over its limit, among the given attribute name → role pairs. */
export function keyProblem(values: Array<{ value: AttributeValue | undefined; partition: boolean }>): string | undefined {
  for (const { value, partition } of values) {
    if (partition && keyBytes(value) > maxPartitionKeyBytes) return limitMessages.partitionKey;
    if (!partition && keyBytes(value) > maxSortKeyBytes) return limitMessages.sortKey;
  }
  return undefined;
}

/** Key values of an item (or a key) for the table and every index it has attributes for. */
export function keyValues(
  item: Item,
  schema: KeySchema,
  indexName?: string,
): Array<{ value: AttributeValue | undefined; partition: boolean }> {
  const keys = indexName ? [schema.indexes[indexName]] : [schema.table, ...Object.values(schema.indexes)];
  return keys.flatMap((key) =>
    key ? [{ value: item[key.partition], partition: true }, ...(key.sort ? [{ value: item[key.sort], partition: false }] : [])] : [],
  );
}

/** Why DynamoDB would refuse to store this item, if it would. */
export function itemProblem(item: Item, schema: KeySchema, tooLarge = limitMessages.item): string | undefined {
  return keyProblem(keyValues(item, schema)) ?? (itemBytes(item) > maxItemBytes ? tooLarge : undefined);
}
