/**
 * The redirects' operations: the Owners' manual ones (list, add, delete) and
 * what a URL change, an unpublish or a delete of an item does to them. The
 * table is the record; every change is then written to the edge store
 * (./edge), which is what visitors meet.
 */
import type { AuditEvent } from '../../contract/audit';
import { type Redirect, redirectMessages } from '../../contract/redirects';
import { isConditionFailure } from '../db/repository';
import { HttpError, invalid } from '../http/errors';
import { applyToEdge, edgeEntryProblem } from './edge';
import { manualProblem, pageGonePlan, type RedirectPlan, slugChangePlan } from './rules';
import { deleteRedirect, listRedirects, putRedirect } from './store';

export { listRedirects };

const event = (action: AuditEvent['action'], redirect: Redirect): AuditEvent => ({
  action,
  itemType: 'redirect',
  itemId: redirect.from,
  itemTitle: `${redirect.from} → ${redirect.to}`,
});

async function apply(plan: RedirectPlan): Promise<void> {
  for (const redirect of plan.put) await putRedirect(redirect);
  for (const from of plan.remove) await deleteRedirect(from);
  await applyToEdge(plan);
}

/** Owners: a manual redirect from an old path to a page of this site (./rules says which are refused). */
export async function addRedirect(input: { from: string; to: string }, by: string): Promise<{ redirect: Redirect; audit: AuditEvent }> {
  const problem = manualProblem(await listRedirects(), input.from, input.to);
  if (problem) invalid(problem);
  const edgeProblem = edgeEntryProblem(input.from, input.to);
  if (edgeProblem) invalid({ from: edgeProblem });
  const redirect: Redirect = { from: input.from, to: input.to, kind: 'manual', at: new Date().toISOString(), by };
  try {
    await putRedirect(redirect, { fresh: true });
  } catch (error) {
    if (isConditionFailure(error)) throw new HttpError(409, redirectMessages.duplicate, { from: redirectMessages.duplicate });
    throw error;
  }
  await applyToEdge({ put: [redirect], remove: [] });
  return { redirect, audit: event('redirect-create', redirect) };
}

/** Owners: deletes a manual redirect; an automatic one stays (its item's URL history). */
export async function removeRedirect(from: string): Promise<AuditEvent> {
  const found = (await listRedirects()).find((redirect) => redirect.from === from);
  if (!found) throw new HttpError(404, redirectMessages.notFound);
  if (found.kind !== 'manual') throw new HttpError(409, redirectMessages.automaticKept);
  await deleteRedirect(from);
  await applyToEdge({ put: [], remove: [from] });
  return event('redirect-delete', found);
}

/** An item's page moved: records the 301 and keeps every other redirect one step long. */
export async function pageMoved(oldPath: string, newPath: string, by: string): Promise<void> {
  await apply(slugChangePlan(await listRedirects(), oldPath, newPath, new Date().toISOString(), by));
}

/** An item's page is gone: the redirects to it go, and answers them (their old paths). */
export async function pageGone(path: string): Promise<Redirect[]> {
  const existing = await listRedirects();
  const plan = pageGonePlan(existing, path);
  await apply(plan);
  return existing.filter((redirect) => plan.remove.includes(redirect.from));
}
