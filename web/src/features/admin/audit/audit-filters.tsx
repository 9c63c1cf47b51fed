import { useEffect, useId, useState } from 'react';
import { Search } from 'lucide-react';
import { type AuditAction, auditActionLabels, auditActions } from '@contract/audit';
import { auditItemTypes, type AuditItemType } from './audit-texts';
import type { AuditFilters } from './use-audit-log';
import '../shared/table-toolbar.css';

interface Props {
  filters: AuditFilters;
  onChange: (filters: AuditFilters) => void;
  /** Why From and To make no range, in the route's words; the log is not read meanwhile. */
  rangeError?: string;
}

/** Typing in User settles for this long before the log is read again. */
const typingPause = 300;

/** Action, User (an e-mail or its start), Item type, From and To above the log; all but User apply at once. */
export function AuditFiltersBar({ filters, onChange, rangeError }: Props) {
  const ids = { action: useId(), actor: useId(), itemType: useId(), hint: useId(), fromDay: useId(), toDay: useId(), range: useId() };
  const dateField = (key: 'fromDay' | 'toDay', label: string) => (
    <div className="table-toolbar__field audit-filters__date">
      <label htmlFor={ids[key]}>{label}</label>
      <input
        id={ids[key]}
        type="date"
        value={filters[key] ?? ''}
        aria-invalid={rangeError ? true : undefined}
        aria-describedby={rangeError ? ids.range : undefined}
        onChange={(event) => onChange({ ...filters, [key]: event.target.value || undefined })}
      />
    </div>
  );
  const [actor, setActor] = useState(filters.actor ?? '');

  // The field follows the URL (a link, back and forward) unless it already says the same in other case or spacing.
  useEffect(
    () => setActor((typed) => (typed.trim().toLowerCase() === (filters.actor ?? '') ? typed : (filters.actor ?? ''))),
    [filters.actor],
  );
  useEffect(() => {
    const wanted = actor.trim().toLowerCase();
    if (wanted === (filters.actor ?? '')) return;
    const timer = setTimeout(() => onChange({ ...filters, actor: wanted || undefined }), typingPause);
    return () => clearTimeout(timer);
  }, [actor, filters, onChange]);

  return (
    <search className="table-toolbar audit-filters">
      <div className="table-toolbar__field">
        <label htmlFor={ids.action}>Action</label>
        <select
          id={ids.action}
          value={filters.action ?? ''}
          onChange={(event) => onChange({ ...filters, action: (event.target.value || undefined) as AuditAction | undefined })}
        >
          <option value="">All actions</option>
          {auditActions.map((action) => (
            <option key={action} value={action}>
              {auditActionLabels[action]}
            </option>
          ))}
        </select>
      </div>
      <div className="table-toolbar__field table-toolbar__field--search">
        <label htmlFor={ids.actor}>User</label>
        <span className="table-toolbar__search">
          <Search aria-hidden="true" width={18} height={18} />
          <input
            id={ids.actor}
            type="search"
            value={actor}
            maxLength={254}
            autoComplete="off"
            spellCheck={false}
            aria-describedby={ids.hint}
            onChange={(event) => setActor(event.target.value)}
          />
        </span>
      </div>
      <div className="table-toolbar__field">
        <label htmlFor={ids.itemType}>Item type</label>
        <select
          id={ids.itemType}
          value={filters.itemType ?? ''}
          onChange={(event) => onChange({ ...filters, itemType: event.target.value || undefined })}
        >
          <option value="">All types</option>
          {(Object.keys(auditItemTypes) as AuditItemType[]).map((type) => (
            <option key={type} value={type}>
              {auditItemTypes[type]}
            </option>
          ))}
        </select>
      </div>
      {dateField('fromDay', 'From')}
      {dateField('toDay', 'To')}
      {rangeError && (
        <p id={ids.range} className="table-toolbar__note audit-filters__error" role="alert">
          {rangeError}
        </p>
      )}
      <p id={ids.hint} className="table-toolbar__note">
        User matches an e-mail address or its start, in any case. From and To are days in your time zone, both included.
      </p>
    </search>
  );
}
