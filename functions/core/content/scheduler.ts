/**
 * Scheduled publishing: puts every scheduled item whose time has
 * come live. It reads only the unpublished list partitions (./db/keys), and
 * each item is published by a conditional write that holds only while it is
 * still scheduled for the time read, so a run that overlaps another, or an
 * editor's change in between, never publishes twice or publishes a changed
 * plan. Going live moves the item into its type's list partition; the table
 * stream then has the publisher write its page, the lists and the sitemap.
 */
import type { Item } from './collections';
import { collections } from './collections';
import { keys } from '../db/keys';
import * as repository from '../db/repository';
import { logger } from '../logger';

export interface ScheduledRun {
  published: number;
  /** Due items another run or an editor changed first. */
  skipped: number;
}

export async function publishDueItems(now = new Date()): Promise<ScheduledRun> {
  const run: ScheduledRun = { published: 0, skipped: 0 };
  for (const collection of Object.values(collections)) {
    const { type } = collection;
    const waiting = await repository.listAll<Item>(keys.unpublished(type));
    for (const item of waiting) {
      const publishAt = typeof item.publishAt === 'string' ? item.publishAt : '';
      if (item.status !== 'scheduled' || !(Date.parse(publishAt) <= now.getTime())) continue;
      const id = String(item._id);
      const live = await repository.updateByIdIf(
        type,
        id,
        { status: 'published', publishedAt: now.toISOString(), ...keys.listing(type, collection.sortValue(item), id, true) },
        {
          expression: '#status = :scheduled AND #publishAt = :publishAt',
          names: { '#status': 'status', '#publishAt': 'publishAt' },
          values: { ':scheduled': 'scheduled', ':publishAt': publishAt },
        },
      );
      if (live) run.published++;
      else run.skipped++;
      logger.info(live ? 'scheduled-item-published' : 'scheduled-item-skipped', { type, id, publishAt });
    }
  }
  return run;
}
