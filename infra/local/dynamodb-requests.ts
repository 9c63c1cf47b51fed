// biome-ignore-all lint/suspicious/noExplicitAny: DynamoDB's JSON wire requests, read field by field per operation
/**
 * What the DynamoDB proxy needs to know of a request: which items a write
 * touches (and stores), and which key values a read names, per operation.
 */
import type { AttributeValue } from '@aws-sdk/client-dynamodb';
import { keyValues, type Item, type KeySchema } from './dynamodb-limits';

/** One item a write touches: its key, and the item for a put. */
export interface Touched {
  table: string;
  key: Item;
  put?: Item;
}

export type Schemas = (table: string) => Promise<KeySchema | undefined>;

type Input = Record<string, any>;

/** The table key of an item. */
export function keyOf(item: Item, schema: KeySchema): Item {
  const { partition, sort } = schema.table;
  const key: Item = {};
  for (const name of sort ? [partition, sort] : [partition]) if (item[name]) key[name] = item[name];
  return key;
}

/** The items a write operation touches; undefined for operations that are not writes we follow. */
export async function touchedBy(operation: string, input: Input, schemas: Schemas): Promise<Touched[] | undefined> {
  const single = async (key: (schema: KeySchema) => Item | undefined, put?: Item): Promise<Touched[]> => {
    const schema = await schemas(input.TableName);
    const itemKey = schema && key(schema);
    return schema && itemKey ? [{ table: input.TableName, key: itemKey, ...(put ? { put } : {}) }] : [];
  };
  switch (operation) {
    case 'PutItem':
      return single((schema) => (input.Item ? keyOf(input.Item, schema) : undefined), input.Item);
    case 'UpdateItem':
    case 'DeleteItem':
      return single(() => input.Key);
    case 'BatchWriteItem': {
      const touched: Touched[] = [];
      for (const [table, requests] of Object.entries<Input[]>(input.RequestItems ?? {})) {
        const schema = await schemas(table);
        if (!schema || !Array.isArray(requests)) continue;
        for (const request of requests) {
          const put = request?.PutRequest?.Item as Item | undefined;
          const key = put ? keyOf(put, schema) : (request?.DeleteRequest?.Key as Item | undefined);
          if (key) touched.push({ table, key, ...(put ? { put } : {}) });
        }
      }
      return touched;
    }
    default:
      return undefined;
  }
}

/** Key values a request names (with their role), for the key size limits. */
export async function namedKeyValues(
  operation: string,
  input: Input,
  schemas: Schemas,
): Promise<Array<{ value: AttributeValue | undefined; partition: boolean }>> {
  switch (operation) {
    case 'GetItem':
    case 'DeleteItem':
    case 'UpdateItem': {
      const schema = await schemas(input.TableName);
      return schema && input.Key ? keyValues(input.Key, schema) : [];
    }
    case 'BatchGetItem': {
      const named = [];
      for (const [table, request] of Object.entries<Input>(input.RequestItems ?? {})) {
        const schema = await schemas(table);
        if (schema && Array.isArray(request?.Keys)) named.push(...request.Keys.flatMap((key: Item) => keyValues(key, schema)));
      }
      return named;
    }
    case 'Query': {
      const schema = await schemas(input.TableName);
      return schema ? queryKeyValues(input, schema) : [];
    }
    default:
      return [];
  }
}

/** The values a Query's key condition compares with the partition and sort key. */
function queryKeyValues(input: Input, schema: KeySchema) {
  const key = input.IndexName ? schema.indexes[input.IndexName] : schema.table;
  if (!key) return [];
  const names: Record<string, string> = input.ExpressionAttributeNames ?? {};
  const values: Record<string, AttributeValue> = input.ExpressionAttributeValues ?? {};
  const expression = String(input.KeyConditionExpression ?? '');
  const pairs: Array<[string, AttributeValue | undefined]> = [];
  const patterns = [
    /([#\w.]+)\s*(?:=|<=|>=|<|>)\s*(:\w+)/g,
    /begins_with\s*\(\s*([#\w.]+)\s*,\s*(:\w+)\s*\)/gi,
    /([#\w.]+)\s+BETWEEN\s+(:\w+)\s+AND\s+(:\w+)/gi,
  ];
  for (const pattern of patterns)
    for (const [, attribute, ...placeholders] of expression.matchAll(pattern))
      for (const placeholder of placeholders)
        if (attribute && placeholder) pairs.push([names[attribute] ?? attribute, values[placeholder]]);
  for (const [attribute, condition] of Object.entries<Input>(input.KeyConditions ?? {}))
    for (const value of condition?.AttributeValueList ?? []) pairs.push([attribute, value]);
  return pairs
    .filter(([attribute]) => attribute === key.partition || attribute === key.sort)
    .map(([attribute, value]) => ({ value, partition: attribute === key.partition }));
}
