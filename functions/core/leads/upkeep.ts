/**
 * Brings a table that already holds enquiries up to the lead indexes: each
 * enquiry gets the index attributes of its status and its search tokens, and
 * each kind's counters are set to what the list index holds. Idempotent: run
 * it after the deploy that adds the lead indexes, and again whenever counters
 * are in doubt (run it in a quiet moment: an enquiry written during the
 * recount may be counted twice or not at all until the next run).
 */
import { PutCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { leadStatuses, leadStatusOf } from '../../contract/leads';
import { db } from '../aws/dynamodb';
import { config } from '../config';
import { keys } from '../db/keys';
import * as repository from '../db/repository';
import { counterSlots, type LeadTally } from './counters';
import { type IndexedLead, leadIndexAttributes, tokenItems } from './lead-items';

export interface UpkeepReport {
  type: 'CONTACT' | 'HIRE';
  enquiries: number;
  reindexed: number;
  counters: LeadTally;
}

type Stored = IndexedLead & {
  leadStatus?: (typeof leadStatuses)[number];
  gsi2pk?: string;
  gsi2sk?: string;
  gsi3pk?: string;
  gsi3sk?: string;
};

async function upkeepOf(type: 'CONTACT' | 'HIRE'): Promise<UpkeepReport> {
  const tally = Object.fromEntries(['total', ...leadStatuses].map((name) => [name, 0])) as LeadTally;
  let reindexed = 0;
  // listAll strips the index attributes, so each enquiry's own are read by key before deciding.
  const enquiries = await repository.listAll<Stored>(type);
  for (const enquiry of enquiries) {
    const status = leadStatusOf(enquiry);
    tally.total++;
    tally[status]++;
    const wanted = leadIndexAttributes(type, enquiry, status);
    const stored = (await repository.getRecord(keys.entity(type, enquiry._id), { consistent: true })) ?? {};
    if (Object.entries(wanted).some(([name, value]) => stored[name] !== value)) {
      const names = Object.keys(wanted);
      await db().send(
        new UpdateCommand({
          TableName: config.tableName,
          Key: keys.entity(type, enquiry._id),
          UpdateExpression: `SET ${names.map((_, i) => `#n${i} = :v${i}`).join(', ')}`,
          ConditionExpression: 'attribute_exists(pk)',
          ExpressionAttributeNames: Object.fromEntries(names.map((name, i) => [`#n${i}`, name])),
          ExpressionAttributeValues: Object.fromEntries(names.map((name, i) => [`:v${i}`, wanted[name]])),
        }),
      );
      reindexed++;
    }
    await Promise.all(tokenItems(type, enquiry).map((Item) => db().send(new PutCommand({ TableName: config.tableName, Item }))));
  }
  // The whole count in the first slot, the others emptied: the sum is the recount.
  for (let slot = 0; slot < counterSlots; slot++)
    await repository.putRecord(keys.leadCounterSlot(type, slot), slot === 0 ? { ...tally } : {});
  return { type, enquiries: enquiries.length, reindexed, counters: tally };
}

export async function upkeepLeads(): Promise<UpkeepReport[]> {
  return [await upkeepOf('CONTACT'), await upkeepOf('HIRE')];
}
