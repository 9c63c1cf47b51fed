import type { AuditEvent } from '../contract/audit';
import type { NewsItem } from '../contract/entities';
import { messages } from '../contract/messages';
import { updateNews } from '../contract/specs/update-news';
import { type Change, updated } from '../core/content/content-audit';
import { collections } from '../core/content/content';
import { defineHandler } from '../core/http/handler';
import { updateWithRedirects } from '../core/redirects/url-change';

export const handler = defineHandler(updateNews, async ({ params, body, admin }) => {
  const { change, urlChange }: { change: Change<NewsItem>; urlChange: AuditEvent[] } = await updateWithRedirects(
    collections.news,
    params.id,
    body,
    admin,
  );
  return { body: { ack: 1, msg: messages.updated.news, data: change.after }, audit: [...updated(collections.news, change), ...urlChange] };
});
