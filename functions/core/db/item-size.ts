/**
 * Item and key sizes as DynamoDB counts them, checked before every write, so
 * an item the table would refuse (400 KB per item; 2,048 bytes per partition
 * key, 1,024 per sort key) answers 400 with a clear text instead of a 500.
 * https://docs.aws.amazon.com/amazondynamodb/latest/developerguide/CapacityUnitCalculations.html
 */
import { messages } from '../../contract/messages';
import { HttpError } from '../http/errors';
import { table } from './keys';

export const maxItemBytes = 400 * 1024;
export const maxPartitionKeyBytes = 2048;
export const maxSortKeyBytes = 1024;

const utf8 = (text: string) => Buffer.byteLength(text, 'utf8');

/** Numbers: about one byte per two significant digits, plus one. */
function numberSize(value: number): number {
  const digits = String(Math.abs(value)).replace(/e.*$/i, '').replace('.', '').replace(/^0+/, '').replace(/0+$/, '');
  return Math.ceil(Math.max(digits.length, 1) / 2) + 1;
}

/** The size of one attribute value, as the document client would marshal it. */
export function valueSize(value: unknown): number {
  if (value === null || value === undefined || typeof value === 'boolean') return 1;
  if (typeof value === 'string') return utf8(value);
  if (typeof value === 'number' || typeof value === 'bigint') return numberSize(Number(value));
  if (value instanceof Uint8Array) return value.byteLength;
  // Lists, sets and maps: 3 bytes, plus 1 byte per element, plus the elements (and map keys).
  if (Array.isArray(value) || value instanceof Set) {
    let size = 3;
    for (const element of value) size += 1 + valueSize(element);
    return size;
  }
  let size = 3;
  for (const [name, element] of Object.entries(value as Record<string, unknown>)) {
    if (element !== undefined) size += 1 + utf8(name) + valueSize(element);
  }
  return size;
}

/** The whole item: every attribute's UTF-8 name plus its value (undefined ones are not stored). */
export function itemSize(item: Record<string, unknown>): number {
  let size = 0;
  for (const [name, value] of Object.entries(item)) if (value !== undefined) size += utf8(name) + valueSize(value);
  return size;
}

/** Throws 400 when the item, or one of its keys (table or list index), is larger than DynamoDB accepts. */
export function assertStorable(item: Record<string, unknown>): void {
  const keyLimits: Array<[string, number]> = [
    [table.partitionKey, maxPartitionKeyBytes],
    [table.sortKey, maxSortKeyBytes],
    [table.listIndex.partitionKey, maxPartitionKeyBytes],
    [table.listIndex.sortKey, maxSortKeyBytes],
  ];
  for (const [name, limit] of keyLimits) {
    const key = item[name];
    if (typeof key === 'string' && utf8(key) > limit) throw new HttpError(400, messages.keyTooLarge);
  }
  if (itemSize(item) > maxItemBytes) throw new HttpError(400, messages.itemTooLarge);
}
