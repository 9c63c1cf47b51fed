import { spec } from '../route-spec';
import { leadItem } from './lead-params';

/** Only an enquiry marked Spam can be deleted (409 otherwise). */
export const deleteLead = spec('deleteLead', { params: leadItem() });
