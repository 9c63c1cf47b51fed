/** Search and Stage above the Applications table; both live in the URL and go to the server. */
import { useId } from 'react';
import { applicationStageLabels } from '@contract/applications';
import { ToolbarSearch } from '../shared/toolbar-search';
import type { ApplicationQuery, StageFilter } from './application-query';
import '../shared/table-toolbar.css';

interface Props {
  query: ApplicationQuery;
  update: (change: Partial<ApplicationQuery>, how?: { replace?: boolean }) => void;
}

export function ApplicationsToolbar({ query, update }: Props) {
  const ids = { stage: useId() };

  return (
    <search className="table-toolbar">
      <ToolbarSearch label="Search applications" value={query.q} onSettle={(q) => update({ q }, { replace: true })} />
      <div className="table-toolbar__field">
        <label htmlFor={ids.stage}>Stage</label>
        <select id={ids.stage} value={query.stage} onChange={(event) => update({ stage: event.target.value as StageFilter })}>
          <option value="all">All</option>
          {Object.entries(applicationStageLabels).map(([key, label]) => (
            <option key={key} value={key}>
              {label}
            </option>
          ))}
        </select>
      </div>
    </search>
  );
}
