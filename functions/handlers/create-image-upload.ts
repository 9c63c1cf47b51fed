import { routes } from '../contract/routes';
import { maxImageBytes, uploadSchema, validate } from '../contract/validation';
import { messages } from '../contract/messages';
import { createImageUpload } from '../core/images';
import { defineHandler, invalid } from '../core/http/handler';

export const handler = defineHandler(routes.createImageUpload, async ({ body }) => {
  const input = validate(uploadSchema, body);
  if (!input.ok) return invalid(input.errors);
  if (Number(input.value.size) > maxImageBytes) return invalid({ size: messages.imageTooLarge });
  return { status: 201, body: { ack: 1, data: await createImageUpload(input.value.contentType) } };
});
