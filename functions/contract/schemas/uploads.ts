/** Upload request: what the browser says it will send; checked again on the stored bytes. */
import * as v from 'valibot';
import { messages } from '../messages';
import { form, text } from './fields';

export const maxImageBytes = 5 * 1024 * 1024;
export const imageContentTypes = ['image/jpeg', 'image/png', 'image/webp', 'image/gif', 'image/avif'] as const;

export const uploadSchema = form({
  contentType: text('Content type', { required: messages.imageWrongType, rule: v.picklist(imageContentTypes, messages.imageWrongType) }),
  size: text('Size', {
    required: 'Image size is required.',
    rule: v.pipe(
      v.string(),
      v.regex(/^[1-9]\d{0,8}$/, messages.imageTooLarge),
      v.check((size) => Number(size) <= maxImageBytes, messages.imageTooLarge),
    ),
  }),
});
