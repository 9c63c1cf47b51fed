/**
 * Jobs created before each job had its own page have no slug, so no page.
 * This upkeep gives each one a slug from its title, the way a new job gets
 * one, and is safe to run any number of times: a job that has a slug is left
 * alone, and a slug is set only while the job still has none (the claim is
 * given back if another run or an editor got there first). Setting it is a
 * write like any other: the publisher then writes the job's page.
 */
import { keys } from '../db/keys';
import * as repository from '../db/repository';
import { collections, type Item } from './collections';
import { slugify } from './slug';

export interface SlugUpkeep {
  /** Jobs looked at (listed, closed, drafts and scheduled). */
  careers: number;
  /** Jobs given a slug by this run. */
  given: number;
}

export async function backfillCareerSlugs(): Promise<SlugUpkeep> {
  const { type, titleField, slugField } = collections.career;
  const all = [...(await repository.listAll<Item>(type)), ...(await repository.listAll<Item>(keys.unpublished(type)))];
  let given = 0;
  for (const job of all.filter((item) => typeof item[slugField] !== 'string' || item[slugField] === '')) {
    const id = String(job._id);
    const slug = await repository.claimSlug(type, slugify(String(job[titleField] ?? '')), id);
    const set = await repository.updateByIdIf(
      type,
      id,
      { [slugField]: slug },
      {
        expression: 'attribute_not_exists(#slug)',
        names: { '#slug': slugField },
      },
    );
    if (set) given++;
    else await repository.releaseSlug(type, slug);
  }
  return { careers: all.length, given };
}
