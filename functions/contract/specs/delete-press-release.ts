import { spec } from '../route-spec';
import { itemId } from './content-params';

export const deletePressRelease = spec('deletePressRelease', { params: itemId('press') });
