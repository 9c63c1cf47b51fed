import { reply, spec } from '../route-spec';
import { contentRevision, type ContentItem } from './content-params';

/** Brings back an earlier version's wording (its images stay as they are now); answers msg `Version restored.` and the item. */
export const restoreRevision = spec('restoreRevision', { params: contentRevision(), response: reply<ContentItem>() });
