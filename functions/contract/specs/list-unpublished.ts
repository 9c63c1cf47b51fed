import { reply, spec } from '../route-spec';
import { contentKind, type ContentItem } from './content-params';

/** A kind's draft and scheduled items, newest first (events: latest event day first). */
export const listUnpublished = spec('listUnpublished', { params: contentKind(), response: reply<ContentItem[]>() });
