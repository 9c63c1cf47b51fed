import { spec } from '../route-spec';
import { subscriberEmail } from './lead-params';

export const deleteSubscriber = spec('deleteSubscriber', { params: subscriberEmail() });
