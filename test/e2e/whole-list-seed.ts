/**
 * A thousand contact enquiries for the whole-list sorts, stored as the contact
 * route stores one (the core's lead item builder: index attributes, search
 * tokens, counters) and then delivered, written
 * straight into the e2e server's table. Their ids and dates are fixed: both
 * projects write the same items (a second write changes nothing), and the
 * global teardown removes them by id whether or not the spec ran.
 */
import type { ContactEnquiry } from '../../functions/contract/entities';
import { PutCommand } from '@aws-sdk/lib-dynamodb';
import { db } from '../../functions/core/aws/dynamodb';
import { config } from '../../functions/core/config';
import { deleteRecord, getById, getRecord, isConditionFailure, putRecord } from '../../functions/core/db/repository';
import { keys } from '../../functions/core/db/keys';
import { addToCounters } from '../../functions/core/leads/counters';
import { tokenItems } from '../../functions/core/leads/lead-items';
import { leadRecordItems } from '../../functions/core/leads/lead-writes';
import { expect } from './fixtures';
import { batchWrite, connectLocalTable } from './local-table';

export const seededCount = 1_000;
/** In every seeded message, so the spec can list only these (search covers the message). */
export const seedMarker = 'wholelistseed';
/** The first and last names of the list in A–Z order (case and accents aside), stored in the middle of the thousand. */
export const firstName = 'Aaban Ábel';
export const lastName = 'zyta Żak';

const given = ['Maya', 'Noah', 'Oskar', 'Priya', 'Quinn', 'Rosa', 'Sami', 'Tariq', 'Uma', 'Viktor'];
const ids = Array.from({ length: seededCount }, (_, i) => `00000000-0000-4000-8000-${String(i).padStart(12, '0')}`);
/** One a minute from the start of 2020, in index order: older than anything another spec sends, the two named ones mid-list by date. */
const dateOf = (i: number) => new Date(Date.UTC(2020, 0, 1) + i * 60_000).toISOString();

function enquiry(i: number): ContactEnquiry {
  const name =
    i === 400 ? firstName : i === 600 ? lastName : `${given[i % given.length]} ${seedMarker.slice(0, 5)} ${String(i).padStart(4, '0')}`;
  return {
    _id: ids[i]!,
    added_date: dateOf(i),
    name,
    contactNo: '5550100000',
    emailAddress: `whole.list.${i}@example.org`,
    message: `Seeded enquiry ${i} ${seedMarker}`,
    terms: true,
    mailStatus: 'sent',
    mailAttempts: 1,
  };
}

/** Claimed by the one project that writes and counts the thousand; the other waits for them. */
const countedMark = { pk: 'CONTACT#WHOLE-LIST-SEED', sk: 'SEED' };

/** Writes the thousand as the core stores enquiries (index attributes and tokens) and counts them, once for both projects. */
export async function storeSeededEnquiries(): Promise<void> {
  await connectLocalTable();
  try {
    await db().send(new PutCommand({ TableName: config.tableName, Item: countedMark, ConditionExpression: 'attribute_not_exists(pk)' }));
  } catch (error) {
    if (!isConditionFailure(error)) throw error;
    // The other project writes them: wait until it marks them all written and counted.
    await expect
      .poll(async () => (await getRecord(countedMark, { consistent: true }))?.done === true, {
        timeout: 150_000,
        message: 'the seeded thousand',
      })
      .toBe(true);
    return;
  }
  await batchWrite(
    ids.flatMap((_, i) => {
      const item = enquiry(i);
      return leadRecordItems('CONTACT', { ...item, mailSentAt: item.added_date }).map((Item) => ({ PutRequest: { Item } }));
    }),
  );
  await addToCounters('CONTACT', { total: seededCount, new: seededCount }, ids[0]!);
  await putRecord(countedMark, { done: true });
}

export async function removeSeededEnquiries(): Promise<void> {
  await connectLocalTable();
  // Batches go in id order: without the first item, none was written (the spec did not run).
  if (!(await getById('CONTACT', ids[0]!))) return;
  await batchWrite(
    ids.flatMap((id, i) => [
      { DeleteRequest: { Key: keys.entity('CONTACT', id) } },
      ...tokenItems('CONTACT', enquiry(i)).map(({ pk, sk }) => ({ DeleteRequest: { Key: { pk, sk } } })),
    ]),
  );
  if (!(await getRecord(countedMark, { consistent: true }))) return;
  await deleteRecord(countedMark);
  await addToCounters('CONTACT', { total: -seededCount, new: -seededCount }, ids[0]!);
}
