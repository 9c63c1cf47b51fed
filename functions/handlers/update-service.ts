import type { AuditEvent } from '../contract/audit';
import type { Service } from '../contract/entities';
import { messages } from '../contract/messages';
import { updateService } from '../contract/specs/update-service';
import { type Change, updated } from '../core/content/content-audit';
import { collections } from '../core/content/content';
import { defineHandler } from '../core/http/handler';
import { updateWithRedirects } from '../core/redirects/url-change';

export const handler = defineHandler(updateService, async ({ params, body, admin }) => {
  const { change, urlChange }: { change: Change<Service>; urlChange: AuditEvent[] } = await updateWithRedirects(
    collections.service,
    params.id,
    body,
    admin,
  );
  return {
    body: { ack: 1, msg: messages.updated.service, data: change.after },
    audit: [...updated(collections.service, change), ...urlChange],
  };
});
