/** What the candidate sent, read-only: the e-mail and web address as links. */
import type { Application } from '@contract/applications';
import { formatDateTime } from '../../../lib/format';
import { type Fact, FactList } from '../shared/fact-list';

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
  return <FactList facts={facts} />;
}
