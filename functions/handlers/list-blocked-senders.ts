import { listBlockedSenders } from '../contract/specs/list-blocked-senders';
import { defineHandler } from '../core/http/handler';
import { listBlockedSenders as blockedSenders } from '../core/spam/blocked';

/** Admin (Owners, Sales): every blocked address, newest first. */
export const handler = defineHandler(listBlockedSenders, async () => ({ body: { ack: 1, data: await blockedSenders() } }));
