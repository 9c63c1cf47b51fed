import { reply, spec } from '../route-spec';
import { contentItem, type ContentItem } from './content-params';

/** One item of any status (drafts and scheduled included), for the edit screens and preview. */
export const getContentItem = spec('getContentItem', { params: contentItem(), response: reply<ContentItem>() });
