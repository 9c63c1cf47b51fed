import { getAllPressRelease } from '../contract/specs/get-all-press-release';
import type { PressRelease } from '../contract/entities';
import type { PressSummary } from '../contract/summaries';
import { collections, listSummaries } from '../core/content/collections';
import { listAnswer } from '../core/http/list-answer';
import { defineHandler } from '../core/http/public';

export const handler = defineHandler(getAllPressRelease, async ({ query }) =>
  listAnswer(await listSummaries<PressRelease, PressSummary>(collections.press, query)),
);
