import type { NewsItem } from '../entities';
import { reply, spec } from '../route-spec';
import { itemId, update } from './content-params';
import { newsSchema } from '../schemas/content';

export const updateNews = spec('updateNews', { params: itemId('news'), body: update(newsSchema, 'news'), response: reply<NewsItem>() });
