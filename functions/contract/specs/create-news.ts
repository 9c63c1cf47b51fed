import type { NewsItem } from '../entities';
import { reply, spec } from '../route-spec';
import { create } from './content-params';
import { newsSchema } from '../schemas/content';

export const createNews = spec('createNews', { body: create(newsSchema, 'news'), response: reply<NewsItem>() });
