import { reply, spec } from '../route-spec';
import { leadItem, type Lead } from './lead-params';

/** A lead held as Spam moves to New and its mail is sent; any other status is 409. */
export const notSpamLead = spec('notSpamLead', { params: leadItem(), response: reply<Lead>() });
