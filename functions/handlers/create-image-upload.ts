import { createImageUpload as route } from '../contract/specs/create-image-upload';
import { createImageUpload } from '../core/images/images';
import { defineHandler } from '../core/http/handler';

export const handler = defineHandler(route, async ({ body }) => ({
  status: 201,
  body: { ack: 1, data: await createImageUpload(body.contentType) },
}));
