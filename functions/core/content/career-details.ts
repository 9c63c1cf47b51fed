/**
 * A job as its own page shows it. A job stays readable after its closing day
 * (a shared link deserves an explanation), marked closed as of the time of
 * the read, so the page, its prerendered HTML and the browser agree.
 */
import type { CareerDetails, CareerPost } from '../../contract/entities';
import { isClosed } from '../../contract/job-closing';
import { collections, getItem } from './collections';

export async function careerDetails(idOrSlug: string, now = new Date()): Promise<CareerDetails> {
  const job = await getItem<CareerPost>(collections.career, idOrSlug);
  return { ...job, closed: isClosed(job.closingDate, now) };
}
