import type { Service } from '../contract/entities';
import { messages } from '../contract/messages';
import { createService } from '../contract/specs/create-service';
import { created } from '../core/content/content-audit';
import { collections, createItem } from '../core/content/content';
import { defineHandler } from '../core/http/handler';

export const handler = defineHandler(createService, async ({ body, admin }) => {
  const item: Service = await createItem(collections.service, body, admin);
  return {
    status: 201,
    body: { ack: true, message: messages.created.service, data: item },
    audit: created(collections.service, item),
  };
});
