/** What the candidate sent, read-only: the e-mail and web address as links. */
import type { ReactNode } from 'react';
import type { Application } from '@contract/applications';
import { formatDateTime } from '../../../lib/format';

type Fact = [label: string, value: ReactNode];

export function ApplicationFacts({ application: a }: { application: Application }) {
  const facts: Fact[] = [
    ['Name', a.name],
    [
      'Email',
      <a key="mail" href={`mailto:${a.email}`}>
        {a.email}
      </a>,
    ],
    [
      'Phone',
      a.phone && (
        <a key="tel" href={`tel:${a.phone.replace(/[^+\d]/g, '')}`}>
          {a.phone}
        </a>
      ),
    ],
    [
      'LinkedIn or portfolio',
      a.url && (
        <a key="url" href={a.url} target="_blank" rel="noopener noreferrer nofollow">
          {a.url}
        </a>
      ),
    ],
    ['Cover note', a.coverNote],
    ['Job', a.careerTitle],
    [
      'Applied',
      <time key="at" dateTime={a.appliedAt}>
        {formatDateTime(a.appliedAt)}
      </time>,
    ],
  ];
  return (
    <dl className="application-facts">
      {facts.map(([label, value]) => (
        <div key={label} className="application-facts__row">
          <dt>{label}</dt>
          <dd>{value === undefined || value === '' ? '—' : value}</dd>
        </div>
      ))}
    </dl>
  );
}
