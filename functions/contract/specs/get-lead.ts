import { reply, spec } from '../route-spec';
import { leadItem, type Lead } from './lead-params';

export const getLead = spec('getLead', { params: leadItem(), response: reply<Lead>() });
