import { spec } from '../route-spec';
import { itemId } from './content-params';

export const deleteNews = spec('deleteNews', { params: itemId('news') });
