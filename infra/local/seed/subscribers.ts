/**
 * Newsletter subscribers for the local admin: a few confirmed
 * addresses, and one still waiting for its confirmation link (stored apart,
 * so the Subscribers screen never lists it).
 */
import { keys, table } from '../../../functions/core/db/keys';
import * as repository from '../../../functions/core/db/repository';
import { confirmLinkDays } from '../../../functions/core/newsletter/tokens';

const day = 24 * 60 * 60 * 1000;

const confirmed = [
  { email: 'priya.raman@northwind-logistics.com', daysAgo: 41 },
  { email: 'tom.okafor@brightpath.io', daysAgo: 23 },
  { email: 'lena.fischer@alpenbank.de', daysAgo: 9 },
  { email: 'marco.silva@portomar.pt', daysAgo: 2 },
];
const pending = { email: 'sam.lee@harbourline.sg', hoursAgo: 3 };

export async function seedSubscribers(now = Date.now()): Promise<void> {
  for (const { email, daysAgo } of confirmed) {
    const added = new Date(now - daysAgo * day).toISOString();
    const confirmedAt = new Date(now - daysAgo * day + 15 * 60_000).toISOString();
    await repository.putNew('SUBSCRIBER', email, added, { _id: email, email, added_date: added, confirmedAt });
  }
  const requested = now - pending.hoursAgo * 60 * 60_000;
  const added = new Date(requested).toISOString();
  await repository.putRecord(keys.entity('SUBSCRIBER', pending.email), {
    _id: pending.email,
    email: pending.email,
    added_date: added,
    entityType: 'SUBSCRIBER',
    ...keys.subscriberListing(added, pending.email, false),
    mailedAt: requested,
    [table.ttlAttribute]: Math.floor(requested / 1000) + confirmLinkDays * 86_400,
  });
}
