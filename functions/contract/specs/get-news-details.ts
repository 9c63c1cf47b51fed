import type { NewsItem } from '../entities';
import { reply, spec } from '../route-spec';
import { idOrSlug } from './content-params';

export const getNewsDetails = spec('getNewsDetails', { params: idOrSlug('news'), response: reply<NewsItem>() });
