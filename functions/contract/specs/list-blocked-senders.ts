import { reply, spec } from '../route-spec';
import type { BlockedSender } from './blocked-sender-params';

/** Every blocked address, newest first. */
export const listBlockedSenders = spec('listBlockedSenders', { response: reply<BlockedSender[]>() });
