import { useEffect, useRef } from 'react';
import type { ErasureReport } from '@contract/leads';

const count = (n: number, one: string, many: string) => `${n} ${n === 1 ? one : many}`;

/** What an erasure removed, announced when it appears. */
export function ErasureResult({ email, report, onAgain }: { email: string; report: ErasureReport; onAgain: () => void }) {
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => heading.current?.focus(), []);
  const nothing = report.contact + report.hire + report.subscriber === 0;
  return (
    <div className="privacy-screen__card" role="status">
      <h2 ref={heading} tabIndex={-1} className="privacy-screen__subtitle">
        {nothing ? `Nothing was held for ${email}.` : `Erased the data of ${email}.`}
      </h2>
      <dl className="privacy-screen__report">
        <dt>Contact messages</dt>
        <dd>{report.contact}</dd>
        <dt>Hiring enquiries</dt>
        <dd>{report.hire}</dd>
        <dt>Newsletter subscription</dt>
        <dd>{report.subscriber}</dd>
      </dl>
      <p className="visually-hidden">
        {`${count(report.contact, 'contact message', 'contact messages')}, ${count(report.hire, 'hiring enquiry', 'hiring enquiries')} and ${count(report.subscriber, 'subscription', 'subscriptions')} deleted.`}
      </p>
      <div className="admin-form__actions">
        <button type="button" className="btn btn--primary" onClick={onAgain}>
          Erase another address
        </button>
      </div>
    </div>
  );
}
