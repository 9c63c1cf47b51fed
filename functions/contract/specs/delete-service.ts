import { spec } from '../route-spec';
import { itemId } from './content-params';

export const deleteService = spec('deleteService', { params: itemId('service') });
