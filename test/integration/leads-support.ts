/** What the lead tests set up beside the local stack: enquiries with chosen dates, an invited account, a lead full of notes. */
import { UpdateCommand } from '@aws-sdk/lib-dynamodb';
import type { Role } from '../../functions/contract/roles';
import { saveAdmin } from '../../functions/core/auth/admins';
import { db } from '../../functions/core/aws/dynamodb';
import { config } from '../../functions/core/config';
import { keys } from '../../functions/core/db/keys';
import * as repository from '../../functions/core/db/repository';
import { storeLead } from '../../functions/core/leads/lead-writes';

const minute = 60_000;
const start = Date.parse('2026-01-05T09:00:00.000Z');

/** Stores an enquiry received `order` minutes after the first (so lists have a known order), its mail sent, as the public routes store it. */
async function storeEnquiry(type: 'CONTACT' | 'HIRE', order: number, fields: Record<string, unknown>): Promise<string> {
  const _id = crypto.randomUUID();
  const added_date = new Date(start + order * minute).toISOString();
  await storeLead(type, { _id, added_date, mailStatus: 'sent', mailAttempts: 1, ...fields });
  return _id;
}

export const storeContact = (order: number, fields: { name: string; emailAddress: string; message: string }) =>
  storeEnquiry('CONTACT', order, { contactNo: '9876543210', terms: true, ...fields });

export const storeHire = (order: number, fields: { fullName: string; emailAddress: string; note: string }) =>
  storeEnquiry('HIRE', order, {
    country: 'Singapore',
    countryCode: 'SG',
    contactNo: '6591234567',
    hiringchecked: 'monthly',
    servicechecked: ['DevOps'],
    ...fields,
  });

/** An invitation not yet accepted, stored as ACCOUNTS-API stores one (an account with status invited). */
export async function invitedAccount(email: string, role: Role): Promise<void> {
  await saveAdmin(email, 'integration-secret-2', role);
  await db().send(
    new UpdateCommand({
      TableName: config.tableName,
      Key: keys.admin(email),
      UpdateExpression: 'SET #status = :invited REMOVE passwordHash',
      ExpressionAttributeNames: { '#status': 'status' },
      ExpressionAttributeValues: { ':invited': 'invited' },
    }),
  );
}

/** Gives a lead `count` notes straight in the table (reaching the 200-note limit through the API would take 200 calls). */
export async function fillNotes(id: string, count: number): Promise<void> {
  const notes = Array.from({ length: count }, (_, i) => ({
    _id: crypto.randomUUID(),
    author: 'admin@example.com',
    at: new Date(start + i).toISOString(),
    text: `Note ${i}`,
  }));
  await repository.updateById('CONTACT', id, { notes });
}
