/**
 * Newsletter subscribers: one record per address, keyed by the lower-cased
 * e-mail, written with a conditional put so a second subscription of the same
 * address is never stored twice (the route answers alike either way).
 */
import type { Subscriber } from '../contract/entities';
import * as repository from './db/repository';

export type SubscribeOutcome = 'subscribed' | 'already-subscribed';

export async function subscribe(email: string): Promise<SubscribeOutcome> {
  const address = email.trim().toLowerCase();
  const subscriber: Subscriber = { _id: address, email: address, added_date: new Date().toISOString() };
  try {
    await repository.putNew('SUBSCRIBER', address, subscriber.added_date, { ...subscriber });
    return 'subscribed';
  } catch (error) {
    if (repository.isConditionFailure(error)) return 'already-subscribed';
    throw error;
  }
}

/** One page of subscribers, newest first, with the total (for an admin screen). */
export function pageOfSubscribers(page: number, limit: number): Promise<{ list: Subscriber[]; count: number }> {
  return repository.listPage<Subscriber>(['SUBSCRIBER'], page, limit);
}
