/** A record's fields, read-only, as label and value rows (an empty value shows as a dash). */
import type { ReactNode } from 'react';
import './admin-detail.css';

export type Fact = [label: string, value: ReactNode];

export function FactList({ facts }: { facts: Fact[] }) {
  return (
    <dl className="admin-facts">
      {facts.map(([label, value]) => (
        <div key={label} className="admin-facts__row">
          <dt>{label}</dt>
          <dd>{value === undefined || value === '' ? '—' : value}</dd>
        </div>
      ))}
    </dl>
  );
}
