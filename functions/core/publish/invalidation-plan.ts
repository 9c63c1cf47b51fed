/**
 * Fitting a publish run's CDN paths into what CloudFront still accepts: at most
 * 15 wildcard paths and 3,000 other paths in progress per distribution, and
 * 3,000 paths per request. Exact paths are kept while they fit (they flush only
 * what changed); when they do not, a group collapses into one wildcard over
 * its common prefix, which costs one wildcard however many paths it covers.
 */

export interface Room {
  wildcards: number;
  paths: number;
}

/** CloudFront's own limits (in progress per distribution). */
export const cloudFrontLimits: Room = { wildcards: 15, paths: 3000 };

/** What one publisher may use of them: the rest is left to a deploy's or an operator's invalidation. */
export const publisherBudget: Room = { wildcards: 12, paths: 2500 };

/** CloudFront's wildcard is a trailing `*`: a prefix match. */
export const isWildcard = (path: string) => path.endsWith('*');

export function usage(paths: readonly string[]): Room {
  const wildcards = paths.filter(isWildcard).length;
  return { wildcards, paths: paths.length - wildcards };
}

/** The paths to invalidate within `room`, as few wildcards as it takes; null when even one wildcard does not fit. */
export function fitPaths(paths: readonly string[], room: Room): string[] | null {
  let planned = withoutCovered([...new Set(paths)]);
  if (usage(planned).wildcards > room.wildcards) planned = collapse(planned, isWildcard);
  if (usage(planned).paths > room.paths || planned.length > cloudFrontLimits.paths) planned = collapse(planned, () => true);
  const needed = usage(planned);
  return needed.wildcards <= room.wildcards && needed.paths <= room.paths ? planned : null;
}

/** Replaces the paths `chosen` picks by one wildcard over their common prefix. */
function collapse(paths: string[], chosen: (path: string) => boolean): string[] {
  const group = paths.filter(chosen);
  if (group.length <= 1) return paths;
  const prefixes = group.map((path) => (isWildcard(path) ? path.slice(0, -1) : path));
  const common = prefixes.reduce((shared, path) => {
    let length = 0;
    while (length < shared.length && shared[length] === path[length]) length++;
    return shared.slice(0, length);
  });
  return withoutCovered([...paths.filter((path) => !chosen(path)), `${common}*`]);
}

/** Drops the paths a wildcard of the list already covers. */
function withoutCovered(paths: string[]): string[] {
  const prefixes = paths.filter(isWildcard).map((path) => path.slice(0, -1));
  return paths.filter((path) => !prefixes.some((prefix) => path !== `${prefix}*` && path.startsWith(prefix)));
}
