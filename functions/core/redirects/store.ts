/** Redirects in the table (../db/keys: REDIRECT#<from>, the list-index partition REDIRECT, newest first). */
import { DeleteCommand, PutCommand } from '@aws-sdk/lib-dynamodb';
import type { Redirect } from '../../contract/redirects';
import { db } from '../aws/dynamodb';
import { config } from '../config';
import * as repository from '../db/repository';
import { keys } from '../db/keys';

const fields = ({ from, to, kind, at, by }: Redirect & Record<string, unknown>): Redirect => ({ from, to, kind, at, by });

/** Every redirect, newest first: one Query of the list-index partition. */
export async function listRedirects(): Promise<Redirect[]> {
  return (await repository.listAll<Redirect & Record<string, unknown>>(keys.redirectListing('', '').gsi1pk)).map(fields);
}

/** Stores a redirect; `fresh` refuses to overwrite one (a duplicate old path fails its condition). */
export async function putRedirect(redirect: Redirect, { fresh = false } = {}): Promise<void> {
  await db().send(
    new PutCommand({
      TableName: config.tableName,
      Item: { ...redirect, ...keys.redirect(redirect.from), ...keys.redirectListing(redirect.at, redirect.from) },
      ...(fresh ? { ConditionExpression: 'attribute_not_exists(pk)' } : {}),
    }),
  );
}

/** Removes a redirect; answers it, or null when there was none. */
export async function deleteRedirect(from: string): Promise<Redirect | null> {
  const { Attributes } = await db().send(
    new DeleteCommand({ TableName: config.tableName, Key: keys.redirect(from), ReturnValues: 'ALL_OLD' }),
  );
  return Attributes ? fields(Attributes as Redirect & Record<string, unknown>) : null;
}
