/**
 * The Applications list's query as it lives in the URL (?stage=interview&q=meera&page=2).
 * Stage and search go to the server (listApplications), so they cover the
 * whole list; anything malformed falls back to the default, never an error.
 */
import { useCallback } from 'react';
import { useSearchParams } from 'react-router';
import { applicationStages, type ApplicationStage } from '@contract/applications';
import { maxSearchLength } from '@contract/list-query';

export type StageFilter = ApplicationStage | 'all';

export interface ApplicationQuery {
  page: number;
  q: string;
  stage: StageFilter;
}

const isStage = (value: string | null): value is ApplicationStage => (applicationStages as readonly (string | null)[]).includes(value);

export function parseApplicationQuery(params: URLSearchParams): ApplicationQuery {
  const page = Number(params.get('page'));
  const stage = params.get('stage');
  return {
    page: Number.isInteger(page) && page >= 1 && page <= 999_999 ? page : 1,
    q: (params.get('q') ?? '').slice(0, maxSearchLength),
    stage: isStage(stage) ? stage : 'all',
  };
}

/** Writes it back, defaults left out. */
export function applicationQueryParams(query: ApplicationQuery): URLSearchParams {
  const params = new URLSearchParams();
  if (query.stage !== 'all') params.set('stage', query.stage);
  if (query.q) params.set('q', query.q);
  if (query.page > 1) params.set('page', String(query.page));
  return params;
}

/** What the server filters by: unset values are not sent. */
export function applicationFilterOf(query: Pick<ApplicationQuery, 'stage' | 'q'>): { stage?: ApplicationStage; q?: string } {
  const q = query.q.trim();
  return { ...(query.stage === 'all' ? {} : { stage: query.stage }), ...(q ? { q } : {}) };
}

/** The query and its update; a new stage or search starts again at page 1. */
export function useApplicationQuery() {
  const [params, setParams] = useSearchParams();
  const query = parseApplicationQuery(params);
  const update = useCallback(
    (change: Partial<ApplicationQuery>, how: { replace?: boolean } = {}) => {
      setParams(
        (current) => {
          const narrowed = 'q' in change || 'stage' in change;
          return applicationQueryParams({ ...parseApplicationQuery(current), ...(narrowed ? { page: 1 } : {}), ...change });
        },
        { replace: how.replace ?? false },
      );
    },
    [setParams],
  );
  return { query, update };
}
