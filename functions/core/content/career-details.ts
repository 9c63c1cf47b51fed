/**
 * A job as its own page shows it. A job stays readable after its closing day
 * (a shared link deserves an explanation), marked closed as of the time of
 * the read, so the page, its prerendered HTML and the browser agree.
 */
import type { CareerDetails, CareerPost } from '../../contract/entities';
import { isClosed } from '../../contract/job-closing';
import { keys } from '../db/keys';
import * as repository from '../db/repository';
import { collections, getItem, type Item, statusOf } from './collections';

export async function careerDetails(idOrSlug: string, now = new Date()): Promise<CareerDetails> {
  const job = await getItem<CareerPost>(collections.career, idOrSlug);
  return { ...job, closed: isClosed(job.closingDate, now) };
}

/**
 * Jobs past their closing day that are still published: they have left the
 * public list (the scheduler moves them to the unlisted partition) but keep
 * their page, which publish-all must write too, so a brand-new site bucket
 * explains a shared link instead of answering 404.
 */
export async function closedJobs(): Promise<Item[]> {
  const unlisted = await repository.listAll<Item>(keys.unpublished(collections.career.type));
  return unlisted.filter((job) => statusOf(job) === 'published');
}
