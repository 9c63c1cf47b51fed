/**
 * The rules every redirect keeps, as pure functions over the list of
 * redirects: only site paths, never a loop, never a chain. The chain rule:
 * no redirect's target is another redirect's old path, so every old URL
 * reaches its page in one 301. A manual redirect may therefore neither point
 * at an old path (its target must be live) nor start at a path others lead to
 * (that path is live). A URL change keeps the rule by rewriting the redirects
 * that led to the item's old path.
 */
import { type Redirect, redirectMessages, siteSections } from '../../contract/redirects';
import { isSitePath } from '../../contract/schemas/patterns';

/** What a change of redirects writes: redirects to put (new or rewritten) and old paths whose redirect goes. */
export interface RedirectPlan {
  put: Redirect[];
  remove: string[];
}

/** Whether a path starts in one of the site's own sections (or is the home page). */
export function isSitePage(path: string): boolean {
  const first = path.split('/')[1] ?? '';
  return path === '/' || (siteSections as readonly string[]).includes(first.toLowerCase());
}

/** Why a manual redirect from → to may not be added, as field errors; null when it may. */
export function manualProblem(existing: readonly Redirect[], from: string, to: string): Record<string, string> | null {
  const badPath = {
    ...(isSitePath(from) ? {} : { from: redirectMessages.sitePath }),
    ...(isSitePath(to) ? {} : { to: redirectMessages.sitePath }),
  };
  if (Object.keys(badPath).length > 0) return badPath;
  if (from === to) return { to: redirectMessages.sameAsFrom };
  if (isSitePage(from)) return { from: redirectMessages.livePage };
  if (existing.some((redirect) => redirect.from === from)) return { from: redirectMessages.duplicate };
  const onward = existing.find((redirect) => redirect.from === to);
  if (onward) return { to: onward.to === from ? redirectMessages.loop : redirectMessages.chain };
  if (existing.some((redirect) => redirect.to === from)) return { from: redirectMessages.fromIsTarget };
  return null;
}

/**
 * An item's page moves from oldPath to newPath: a 301 from the old path, and
 * every redirect that led to the old path now leads to the new one (no
 * chains). A redirect from the new path goes: moving back makes it live again.
 */
export function slugChangePlan(existing: readonly Redirect[], oldPath: string, newPath: string, at: string, by: string): RedirectPlan {
  const remove = existing.filter((redirect) => redirect.from === newPath).map((redirect) => redirect.from);
  const put = existing
    .filter((redirect) => redirect.to === oldPath && redirect.from !== newPath && redirect.from !== oldPath)
    .map((redirect) => ({ ...redirect, to: newPath }));
  put.push({ from: oldPath, to: newPath, kind: 'automatic', at, by });
  return { put, remove };
}

/** An item's page is gone (deleted or unpublished): the redirects that led to it go too, so its old URLs answer 404. */
export function pageGonePlan(existing: readonly Redirect[], path: string): RedirectPlan {
  return { put: [], remove: existing.filter((redirect) => redirect.to === path).map((redirect) => redirect.from) };
}
