/** Search and Stage above the Applications table; both live in the URL and go to the server. */
import { useEffect, useId, useRef, useState } from 'react';
import { Search } from 'lucide-react';
import { applicationStageLabels } from '@contract/applications';
import { maxSearchLength } from '@contract/list-query';
import type { ApplicationQuery, StageFilter } from './application-query';
import '../shared/table-toolbar.css';

/** Typing settles for this long before the URL (and the rows) follow. */
const typingPause = 250;

interface Props {
  query: ApplicationQuery;
  update: (change: Partial<ApplicationQuery>, how?: { replace?: boolean }) => void;
}

export function ApplicationsToolbar({ query, update }: Props) {
  const ids = { search: useId(), stage: useId() };
  const [text, setText] = useState(query.q);
  const sent = useRef(query.q);
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);

  // Follows the URL when it changes from elsewhere (Back, Clear filters).
  useEffect(() => {
    if (query.q !== sent.current) {
      sent.current = query.q;
      setText(query.q);
    }
  }, [query.q]);
  useEffect(() => () => clearTimeout(timer.current), []);

  const type = (next: string) => {
    setText(next);
    clearTimeout(timer.current);
    timer.current = setTimeout(() => {
      sent.current = next;
      update({ q: next }, { replace: true });
    }, typingPause);
  };

  return (
    <search className="table-toolbar">
      <div className="table-toolbar__field table-toolbar__field--search">
        <label htmlFor={ids.search}>Search applications</label>
        <span className="table-toolbar__search">
          <Search aria-hidden="true" width={18} height={18} />
          <input
            id={ids.search}
            type="search"
            value={text}
            maxLength={maxSearchLength}
            autoComplete="off"
            spellCheck={false}
            onChange={(event) => type(event.target.value)}
          />
        </span>
      </div>
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
