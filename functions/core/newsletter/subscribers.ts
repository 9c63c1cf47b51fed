/**
 * Newsletter subscribers with double opt-in: one record per
 * address, keyed by the lower-cased e-mail. A new address is stored pending,
 * outside the admin list's index partition and with a 7-day TTL, and gets a
 * confirmation mail; confirming moves it into the list. Records from before
 * opt-in are confirmed. Only confirmed addresses are listed, counted or exported.
 */
import type { Page, Subscriber } from '../../contract/entities';
import { matchesSearch, pageOf, type RowOrder, searchTerms, sortedRows } from '../../contract/list-query';
import type { SubscriberListQuery } from '../../contract/specs/subscriber-list';
import * as repository from '../db/repository';
import { keys, table } from '../db/keys';
import { sendConfirmationMail } from './mail';
import { confirmLinkDays } from './tokens';

/** At most one confirmation mail per address in this time, so the footer box cannot be used to flood someone. */
export const remailAfterMs = 10 * 60_000;

/** 'mail-failed': nothing was sent (SES refused or timed out); the address is not confirmed. */
export type SubscribeOutcome = 'already-subscribed' | 'mailed' | 'throttled' | 'mail-failed';

const key = (email: string) => keys.entity('SUBSCRIBER', email);
const normalise = (email: string) => email.trim().toLowerCase();

interface StoredSubscriber extends Subscriber {
  gsi1pk?: string;
  /** When the last confirmation mail went out (epoch ms; 0 when it failed). Pending records only. */
  mailedAt?: number;
  /** TTL (epoch s). Pending records only. */
  expiresAt?: number;
}

const isConfirmed = (record: StoredSubscriber) => record.gsi1pk !== keys.subscriberListing('', '', false).gsi1pk;
const isLive = (record: StoredSubscriber, now: number) => isConfirmed(record) || (record.expiresAt ?? 0) * 1000 > now;

async function read(email: string): Promise<StoredSubscriber | null> {
  return (await repository.getRecord(key(email), { consistent: true })) as StoredSubscriber | null;
}

/**
 * Subscribes an address: a new (or expired) one is stored pending and mailed;
 * a pending one is mailed again unless it was mailed in the last ten minutes;
 * a confirmed one is left alone. Whoever claims the mail slot first (a
 * conditional write) sends, so parallel requests never send twice.
 */
export async function subscribe(rawEmail: string, now = Date.now()): Promise<SubscribeOutcome> {
  const email = normalise(rawEmail);
  const record = await read(email);
  if (record && isConfirmed(record)) return 'already-subscribed';
  const live = record && isLive(record, now);
  if (live && (record.mailedAt ?? 0) > now - remailAfterMs) return 'throttled';
  const expiresAt = Math.floor(now / 1000) + confirmLinkDays * 86_400;
  const addedDate = live ? record.added_date : new Date(now).toISOString();
  const fresh = {
    _id: email,
    email,
    added_date: addedDate,
    entityType: 'SUBSCRIBER',
    ...keys.subscriberListing(addedDate, email, false),
    mailedAt: now,
    [table.ttlAttribute]: expiresAt,
  };
  const claimed = await repository.setRecordIf(
    key(email),
    fresh,
    record ? { mailedAt: record.mailedAt ?? 0, gsi1pk: record.gsi1pk } : null,
  );
  if (!claimed) return 'throttled';
  try {
    await sendConfirmationMail(email);
    return 'mailed';
  } catch {
    // Free the slot, so the next try mails at once; the record stays pending and expires on its own.
    await repository.setRecordIf(key(email), { mailedAt: 0 }, { mailedAt: now });
    return 'mail-failed';
  }
}

export type ConfirmOutcome = 'confirmed' | 'already-confirmed' | 'expired';

/** Moves a pending address into the list (idempotent); an unknown or expired one cannot be confirmed. */
export async function confirm(rawEmail: string, now = Date.now()): Promise<ConfirmOutcome> {
  const email = normalise(rawEmail);
  const record = await read(email);
  if (!record || !isLive(record, now)) return 'expired';
  if (isConfirmed(record)) return 'already-confirmed';
  const updated = await repository.updateById<Subscriber>(
    'SUBSCRIBER',
    email,
    { confirmedAt: new Date(now).toISOString() },
    { sortValue: record.added_date, published: true },
    ['mailedAt', table.ttlAttribute],
  );
  return updated ? 'confirmed' : 'expired';
}

/** Removes an address, confirmed or pending; answers whether there was one. */
export async function removeSubscriber(rawEmail: string): Promise<boolean> {
  return (await repository.deleteById('SUBSCRIBER', normalise(rawEmail))) !== null;
}

const subscriberOrder: RowOrder<Subscriber> = { name: (row) => row.email, date: (row) => row.added_date, id: (row) => row._id };

/**
 * One page of confirmed subscribers, searched by e-mail and sorted (newest
 * first by default) over the whole list, with how many match; each row holds
 * the spec's fields only. The list partition is read whole (one paged Query),
 * as a page's total already needed every key of it.
 */
export async function pageOfSubscribers(page: number, query: SubscriberListQuery = {}): Promise<Page<Subscriber>> {
  return pageOf(await matchingSubscribers(query), page);
}

/** Every confirmed subscriber matching the search, in the asked order (newest first by default), with the spec's fields only. */
export async function matchingSubscribers(query: SubscriberListQuery = {}): Promise<Subscriber[]> {
  const terms = searchTerms(query.q);
  const rows = (await repository.listAll<Subscriber>('SUBSCRIBER'))
    .map(({ _id, email, added_date }) => ({ _id, email, added_date }))
    .filter((row) => matchesSearch([row.email], terms));
  return sortedRows(rows, query.sort ?? 'newest', subscriberOrder);
}
