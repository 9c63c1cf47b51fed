/**
 * The writes that add, move and remove an enquiry, each with the upkeep it
 * owes: index attributes, search tokens and counters (./lead-items builds
 * them). A status moves with its index attributes in the same conditional
 * update (./changes); the counters follow only a write that landed.
 */
import { DeleteCommand, PutCommand } from '@aws-sdk/lib-dynamodb';
import { type LeadStatus, leadStatusOf } from '../../contract/leads';
import { db } from '../aws/dynamodb';
import { config } from '../config';
import type { EntityType } from '../db/keys';
import * as repository from '../db/repository';
import { addToCounters } from './counters';
import { counted, type IndexedLead, leadIndexAttributes, moved, tokenItems } from './lead-items';

/** A stored enquiry's attributes with what the lead indexes need, for a status (New stores none: an enquiry without one is New). */
export function leadAttributes<T extends IndexedLead>(type: EntityType, enquiry: T, status: LeadStatus): Record<string, unknown> {
  return {
    ...(enquiry as Record<string, unknown>),
    ...(status === 'new' ? {} : { leadStatus: status }),
    ...leadIndexAttributes(type, enquiry, status),
  };
}

/** Every item a stored enquiry needs (itself with its index attributes, then its tokens), for writers that batch many at once; they count them with addToCounters. */
export function leadRecordItems<T extends IndexedLead>(
  type: EntityType,
  enquiry: T,
  status: LeadStatus = 'new',
): Record<string, unknown>[] {
  return [
    repository.entityItem(type, enquiry._id, enquiry.added_date, leadAttributes(type, enquiry, status)),
    ...tokenItems(type, enquiry),
  ];
}

/** Stores a new enquiry with its index attributes and tokens, and counts it under its initial status. */
export async function storeLead<T extends IndexedLead>(type: EntityType, enquiry: T, status: LeadStatus = 'new'): Promise<void> {
  await repository.putNew(type, enquiry._id, enquiry.added_date, leadAttributes(type, enquiry, status));
  await Promise.all(tokenItems(type, enquiry).map((item) => db().send(new PutCommand({ TableName: config.tableName, Item: item }))));
  await addToCounters(type, counted(status, 1), enquiry._id);
}

/** Counts a status change that landed. */
export const countMove = (type: EntityType, id: string, from: LeadStatus, to: LeadStatus) => addToCounters(type, moved(from, to), id);

/** After an enquiry was deleted: its tokens go, and it is counted out of its last status. */
export async function forgetLead(type: EntityType, old: IndexedLead & { leadStatus?: LeadStatus }): Promise<void> {
  await Promise.all(
    tokenItems(type, old).map(({ pk, sk }) => db().send(new DeleteCommand({ TableName: config.tableName, Key: { pk, sk } }))),
  );
  await addToCounters(type, counted(leadStatusOf(old), -1), old._id);
}
