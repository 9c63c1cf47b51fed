import type { ErasureReport } from '@contract/leads';

/** "1 hiring enquiry", "0 subscriptions". */
const count = (n: number, one: string, many: string) => `${n} ${n === 1 ? one : many}`;

/** Each kind of record an erasure deletes, counted: contact messages, hiring enquiries, the subscription, career applications. */
export const countedRecords = ({ contact, hire, subscriber, application }: ErasureReport): [string, string, string, string] => [
  count(contact, 'contact message', 'contact messages'),
  count(hire, 'hiring enquiry', 'hiring enquiries'),
  count(subscriber, 'subscription', 'subscriptions'),
  count(application ?? 0, 'career application', 'career applications'),
];

export const holdsNothing = (report: ErasureReport) => report.contact + report.hire + report.subscriber + (report.application ?? 0) === 0;
