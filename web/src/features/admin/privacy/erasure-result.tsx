import { useEffect, useRef } from 'react';
import type { ErasureReport } from '@contract/leads';
import { countedRecords, holdsNothing } from './erasure-counts';

/** What an erasure removed (the server's own count, which may differ from the lookup's), announced when it appears. */
export function ErasureResult({ email, report, onAgain }: { email: string; report: ErasureReport; onAgain: () => void }) {
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => heading.current?.focus(), []);
  const [contacts, enquiries, subscriptions, applications] = countedRecords(report);
  return (
    <div className="privacy-screen__card" role="status">
      <h2 ref={heading} tabIndex={-1} className="privacy-screen__subtitle">
        {holdsNothing(report) ? `Nothing was held for ${email}.` : `Erased the data of ${email}.`}
      </h2>
      <dl className="privacy-screen__report">
        <dt>Contact messages</dt>
        <dd>{report.contact}</dd>
        <dt>Hiring enquiries</dt>
        <dd>{report.hire}</dd>
        <dt>Newsletter subscription</dt>
        <dd>{report.subscriber}</dd>
        <dt>Career applications</dt>
        <dd>{report.application ?? 0}</dd>
      </dl>
      <p className="visually-hidden">{`${contacts}, ${enquiries}, ${subscriptions} and ${applications} deleted.`}</p>
      <div className="admin-form__actions">
        <button type="button" className="btn btn--primary" onClick={onAgain}>
          Erase another address
        </button>
      </div>
    </div>
  );
}
