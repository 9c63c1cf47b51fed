/**
 * Blocked senders: addresses whose messages land in Spam. One item an
 * address (so the public forms check one by key), listed from its own
 * partition of the list index, newest first.
 */
import { DeleteCommand, GetCommand, PutCommand } from '@aws-sdk/lib-dynamodb';
import type { BlockedSender } from '../../contract/specs/blocked-sender-params';
import { db } from '../aws/dynamodb';
import { config } from '../config';
import { keys } from '../db/keys';
import * as repository from '../db/repository';

export async function isBlocked(email: string): Promise<boolean> {
  const { Item } = await db().send(new GetCommand({ TableName: config.tableName, Key: keys.blockedSender(email) }));
  return Item !== undefined;
}

export async function blockSender(email: string, by: string, at = new Date().toISOString()): Promise<BlockedSender> {
  const sender: BlockedSender = { email: email.trim().toLowerCase(), blockedAt: at, blockedBy: by };
  await db().send(
    new PutCommand({
      TableName: config.tableName,
      Item: { ...keys.blockedSender(email), ...keys.blockedListing(at, email), ...sender },
    }),
  );
  return sender;
}

/** Answers whether there was such a block. */
export async function unblockSender(email: string): Promise<boolean> {
  const { Attributes } = await db().send(
    new DeleteCommand({ TableName: config.tableName, Key: keys.blockedSender(email), ReturnValues: 'ALL_OLD' }),
  );
  return Attributes !== undefined;
}

/** Every blocked sender, newest first: one Query of the list-index partition. */
export async function listBlockedSenders(): Promise<BlockedSender[]> {
  const items = await repository.listAll<BlockedSender>(keys.blockedListing('', '').gsi1pk);
  return items.map(({ email, blockedAt, blockedBy }) => ({ email, blockedAt, blockedBy }));
}
