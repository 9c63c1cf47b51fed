import { reply, spec } from '../route-spec';
import { type BlockedSender, senderEmail } from './blocked-sender-params';

/** Later messages from this address land in Spam (blocking twice is one block). */
export const blockSender = spec('blockSender', { params: senderEmail(), response: reply<BlockedSender>() });
