import type { Service, ServicePage } from '../contract/entities';
import { getService } from '../contract/specs/get-service';
import { collections, getItem } from '../core/content/collections';
import { servicePage } from '../core/content/service-page';
import { defineHandler } from '../core/http/public';

export const handler = defineHandler(getService, async ({ params }) => {
  const data: ServicePage = servicePage(await getItem<Service>(collections.service, params.id));
  return { body: { ack: 1, data } };
});
