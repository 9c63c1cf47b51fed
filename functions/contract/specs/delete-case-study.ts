import { spec } from '../route-spec';
import { itemId } from './content-params';

export const deleteCaseStudy = spec('deleteCaseStudy', { params: itemId('caseStudy') });
