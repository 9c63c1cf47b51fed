import { getAllNews } from '../contract/specs/get-all-news';
import type { NewsItem } from '../contract/entities';
import type { NewsSummary } from '../contract/summaries';
import { collections, listSummaries } from '../core/content/collections';
import { listAnswer } from '../core/http/list-answer';
import { defineHandler } from '../core/http/public';

export const handler = defineHandler(getAllNews, async ({ query }) =>
  listAnswer(await listSummaries<NewsItem, NewsSummary>(collections.news, query)),
);
