/**
 * Pages of enquiries that cost what the page costs, not what the table
 * holds: a status list reads the head of each status partition of a lead
 * index (by date or by name) and merges them; a search reads the token
 * partition of its longest word; the spec's numbered pages skip keys in the
 * list index; counts come from the counters item (./counters).
 */
import { QueryCommand, type QueryCommandInput } from '@aws-sdk/lib-dynamodb';
import type { LeadStatus } from '../../contract/leads';
import type { ListSort } from '../../contract/list-query';
import { db } from '../aws/dynamodb';
import { config } from '../config';
import { type EntityType, keyAttributes, keys, table } from '../db/keys';
import { readCounters } from './counters';
import { maxTokenLength, words } from './lead-items';

type Attributes = Record<string, unknown>;
type Index = typeof table.leadDateIndex | typeof table.leadNameIndex;

function withoutKeys<T>(item: Attributes): T {
  const copy = { ...item };
  for (const name of keyAttributes) delete copy[name];
  return copy as T;
}

/** `#f0, #f1 …` for the projected fields (`name` and `note` are reserved words). */
const projection = (fields: readonly string[]) => {
  const names = Object.fromEntries(fields.map((field, i) => [`#f${i}`, field]));
  return { ProjectionExpression: Object.keys(names).join(', '), names };
};

async function query(input: Omit<QueryCommandInput, 'TableName'>) {
  return db().send(new QueryCommand({ ...input, TableName: config.tableName }));
}

/** The first `wanted` rows of one partition of a lead index, in the index's order, with their sort values. */
async function headOf(index: Index, partition: string, forward: boolean, wanted: number, fields: readonly string[]) {
  const { ProjectionExpression, names } = projection([...fields, index.sortKey]);
  const rows: Attributes[] = [];
  let start: Attributes | undefined;
  do {
    const found = await query({
      IndexName: index.name,
      KeyConditionExpression: '#pk = :partition',
      ExpressionAttributeNames: { '#pk': index.partitionKey, ...names },
      ExpressionAttributeValues: { ':partition': partition },
      ProjectionExpression,
      ScanIndexForward: forward,
      Limit: wanted - rows.length,
      ExclusiveStartKey: start,
    });
    rows.push(...(found.Items ?? []));
    start = found.LastEvaluatedKey;
  } while (start && rows.length < wanted);
  return rows;
}

/** Partitions each already in the order asked, merged into one list in that order by their sort values. */
export function merged(heads: readonly Attributes[][], sortKey: string, descending: boolean): Attributes[] {
  const value = (row: Attributes) => String(row[sortKey] ?? '');
  const ascending = (a: Attributes, b: Attributes) => (value(a) < value(b) ? -1 : value(a) > value(b) ? 1 : 0);
  return heads.flat().sort(descending ? (a, b) => ascending(b, a) : ascending);
}

/**
 * One page of the enquiries in these statuses, in the asked order: page N
 * reads at most N pages' rows from each status partition (never the rest)
 * and merges them.
 */
export async function statusPage<T>(
  type: EntityType,
  statuses: readonly LeadStatus[],
  sort: ListSort,
  page: number,
  limit: number,
  fields: readonly string[],
): Promise<T[]> {
  const index = sort === 'az' || sort === 'za' ? table.leadNameIndex : table.leadDateIndex;
  const forward = sort === 'az' || sort === 'oldest';
  const wanted = page * limit;
  const heads = await Promise.all(statuses.map((status) => headOf(index, keys.leadStatus(type, status), forward, wanted, fields)));
  return merged(heads, index.sortKey, !forward)
    .slice((page - 1) * limit, wanted)
    .map((row) => withoutKeys<T>(row));
}

/** The words of a search that have a token partition (two characters or more), longest first, at most five. */
export function searchWords(terms: readonly string[]): string[] {
  const found = [...new Set(terms.flatMap(words).map((word) => word.slice(0, maxTokenLength)))].filter((word) => word.length >= 2);
  return found.sort((a, b) => b.length - a.length).slice(0, 5);
}

/** Rows a search word's first look reads: enough to tell a rare word from a common one. */
const firstLook = 100;

/** One page of the ids whose token starts with `word`, and where the next starts. */
async function tokenPage(type: EntityType, word: string, start: Attributes | undefined, limit?: number) {
  const found = await query({
    KeyConditionExpression: '#pk = :partition AND begins_with(#sk, :word)',
    ExpressionAttributeNames: { '#pk': table.partitionKey, '#sk': table.sortKey, '#id': 'leadId' },
    ExpressionAttributeValues: { ':partition': keys.leadTokens(type, word), ':word': word },
    ProjectionExpression: '#id',
    ExclusiveStartKey: start,
    ...(limit ? { Limit: limit } : {}),
  });
  const ids = (found.Items ?? []).flatMap((item) => (typeof item.leadId === 'string' ? [item.leadId] : []));
  return { ids, next: found.LastEvaluatedKey };
}

/** The ids of the enquiries with a word starting with `word`: its token partition's range, as long as what it finds. */
export async function idsWithWord(type: EntityType, word: string, from?: { ids: string[]; next?: Attributes }): Promise<string[]> {
  const ids = new Set(from?.ids ?? []);
  let start = from ? from.next : undefined;
  if (!from || start) {
    do {
      const page = await tokenPage(type, word, start);
      for (const id of page.ids) ids.add(id);
      start = page.next;
    } while (start);
  }
  return [...ids];
}

/**
 * The ids every enquiry matching the search is among: the rarest word's
 * token range. Each word's first look reads at most 100 tokens, in parallel;
 * a word whose range ended there is rare enough, the one with fewest ids
 * wins; when every word is common, the longest is read to its end. So a
 * search costs its results (plus a look per word), never the table. Null
 * when no word has two characters.
 */
export async function idsForSearch(type: EntityType, terms: readonly string[]): Promise<string[] | null> {
  const candidates = searchWords(terms);
  const longest = candidates[0];
  if (longest === undefined) return null;
  const looks = await Promise.all(candidates.map((word) => tokenPage(type, word, undefined, firstLook)));
  const rare = looks.filter((look) => !look.next).sort((a, b) => a.ids.length - b.ids.length)[0];
  if (rare) return [...new Set(rare.ids)];
  return idsWithWord(type, longest, looks[0]);
}

/** Where page `page` of the list index partition starts: after skipping the keys of the pages before (keys only); null past the end. */
async function startOfPage(partition: string, skip: number): Promise<Attributes | undefined | null> {
  let start: Attributes | undefined;
  let left = skip;
  while (left > 0) {
    const found = await query({
      IndexName: table.listIndex.name,
      KeyConditionExpression: '#gpk = :partition',
      ExpressionAttributeNames: { '#gpk': table.listIndex.partitionKey, '#gsk': table.listIndex.sortKey },
      ExpressionAttributeValues: { ':partition': partition },
      ProjectionExpression: '#gsk',
      ScanIndexForward: false,
      Limit: left,
      ExclusiveStartKey: start,
    });
    left -= found.Count ?? 0;
    start = found.LastEvaluatedKey;
    if (!start) return null;
  }
  return start;
}

/** One numbered page of every enquiry of a kind, newest first (the spec's contactList and hiredList): whole items. */
async function pageOfKind<T>(type: EntityType, page: number, limit: number): Promise<T[]> {
  const start = await startOfPage(type, (page - 1) * limit);
  if (start === null) return [];
  const found = await query({
    IndexName: table.listIndex.name,
    KeyConditionExpression: '#gpk = :partition',
    ExpressionAttributeNames: { '#gpk': table.listIndex.partitionKey },
    ExpressionAttributeValues: { ':partition': type },
    ScanIndexForward: false,
    Limit: limit,
    ExclusiveStartKey: start,
  });
  return (found.Items ?? []).map((item) => withoutKeys<T>(item));
}

/** The spec's contactList / hiredList page: its enquiries and how many the kind holds (the counters' total). */
export async function pageOfSpecList<T>(type: EntityType, page: number, limit: number): Promise<{ list: T[]; count: number }> {
  const [list, tally] = await Promise.all([pageOfKind<T>(type, page, limit), readCounters(type)]);
  return { list, count: tally.total };
}
