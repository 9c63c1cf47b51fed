import type { Revision } from '../entities';
import { reply, spec } from '../route-spec';
import { contentItem } from './content-params';

/** An item's earlier versions, newest first (at most 50). */
export const listRevisions = spec('listRevisions', { params: contentItem(), response: reply<Revision[]>() });
