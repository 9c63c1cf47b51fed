import type { Service, ServiceLink } from '../contract/entities';
import { getAllServices } from '../contract/specs/get-all-services';
import { collections, listSummaries } from '../core/content/collections';
import { listAnswer } from '../core/http/list-answer';
import { defineHandler } from '../core/http/public';

/** The Studio menu: published services only (their own list partition), lowest order first. */
export const handler = defineHandler(getAllServices, async () =>
  listAnswer(await listSummaries<Service, ServiceLink>(collections.service)),
);
