import { spec } from '../route-spec';
import { itemId } from './content-params';

export const deleteEvent = spec('deleteEvent', { params: itemId('event') });
