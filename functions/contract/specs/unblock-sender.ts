import { spec } from '../route-spec';
import { senderEmail } from './blocked-sender-params';

/** Messages from this address are screened like anyone's again; 404 when it was not blocked. */
export const unblockSender = spec('unblockSender', { params: senderEmail() });
