/**
 * Scheduled publishing: puts every scheduled item whose time has
 * come live. It reads only the unpublished list partitions (./db/keys), and
 * each item is published by a conditional write that holds only while it is
 * still scheduled for the time read, so a run that overlaps another, or an
 * editor's change in between, never publishes twice or publishes a changed
 * plan. Going live moves the item into its type's list partition; the table
 * stream then has the publisher write its page, the lists and the sitemap.
 *
 * The same run closes careers whose closing day has ended (../../contract/job-closing):
 * each leaves the public list partition for the unpublished one (the admin
 * still lists it, marked Closed) by a conditional write that holds only while
 * its closing date is the one read, and the stream has the publisher rewrite
 * /career and the sitemap without it. Nobody has to edit anything for a job to close.
 */
import { type CollectionKind, collectionOf, collections, type Item } from './collections';
import { isClosed } from '../../contract/job-closing';
import { keys, table } from '../db/keys';
import * as repository from '../db/repository';
import { logger } from '../logger';

export interface ScheduledRun {
  published: number;
  /** Due items another run or an editor changed first. */
  skipped: number;
  /** Careers taken off the public list because their closing day ended. */
  closed: number;
}

export async function publishDueItems(now = new Date()): Promise<ScheduledRun> {
  const run: ScheduledRun = { published: 0, skipped: 0, closed: 0 };
  for (const collection of (Object.keys(collections) as CollectionKind[]).map(collectionOf)) {
    const { type } = collection;
    const waiting = await repository.listAll<Item>(keys.unpublished(type));
    for (const item of waiting) {
      const publishAt = typeof item.publishAt === 'string' ? item.publishAt : '';
      if (item.status !== 'scheduled' || !(Date.parse(publishAt) <= now.getTime())) continue;
      const id = String(item._id);
      const live = await repository.updateByIdIf(
        type,
        id,
        {
          status: 'published',
          publishedAt: now.toISOString(),
          ...keys.listing(type, collection.sortValue(item), id, collection.listedAt?.(item, now) ?? true),
        },
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
  run.closed = await unlistClosedJobs(now);
  return run;
}

/** Moves every listed career whose closing day has ended out of the public list; answers how many it moved. */
async function unlistClosedJobs(now: Date): Promise<number> {
  const career = collections.career;
  const listed = await repository.listAll<Item>(career.type);
  let closed = 0;
  for (const job of listed.filter((item) => isClosed(item.closingDate, now))) {
    const id = String(job._id);
    const unlisted = keys.listing(career.type, career.sortValue(job), id, false);
    const moved = await repository.updateByIdIf(career.type, id, unlisted, {
      // Still listed, with the closing date read: an editor's new date (or another run) wins.
      expression: '#closingDate = :closingDate AND #listedIn = :listed',
      names: { '#closingDate': 'closingDate', '#listedIn': table.listIndex.partitionKey },
      values: { ':closingDate': String(job.closingDate), ':listed': keys.listing(career.type, '', id, true).gsi1pk },
    });
    if (moved) closed++;
    logger.info(moved ? 'closed-job-unlisted' : 'closed-job-skipped', { type: career.type, id, closingDate: job.closingDate });
  }
  return closed;
}
