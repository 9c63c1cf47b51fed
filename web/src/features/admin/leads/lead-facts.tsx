/** Every field of the enquiry as the enquirer sent it, read-only. */
import type { ContactEnquiry, HireEnquiry } from '@contract/entities';
import { formatDateTime } from '../../../lib/format';
import { type Fact, FactList } from '../shared/fact-list';
import { hiringTypeLabel, mailStatusText } from './enquiry-screens';
import { MailLink, PhoneLink } from './contact-links';
import type { Lead } from './lead-kinds';

function contactFacts(lead: ContactEnquiry): Fact[] {
  return [
    ['Name', lead.name],
    ['Email', <MailLink key="mail" email={lead.emailAddress} />],
    ['Contact No', <PhoneLink key="tel" number={lead.contactNo} />],
    ['Message', lead.message],
    ['Privacy policy accepted', lead.terms ? 'Yes' : 'No'],
  ];
}

function hireFacts(lead: HireEnquiry): Fact[] {
  return [
    ['Full Name', lead.fullName],
    ['Email', <MailLink key="mail" email={lead.emailAddress} />],
    ['Contact No', <PhoneLink key="tel" number={lead.contactNo} />],
    ['Country', lead.country],
    ['Hiring Type', hiringTypeLabel(lead.hiringchecked)],
    ['Skills', lead.servicechecked.join(', ')],
    ['Note', lead.note],
  ];
}

export function LeadFacts({ lead }: { lead: Lead }) {
  const facts: Fact[] = [
    ...('fullName' in lead ? hireFacts(lead) : contactFacts(lead)),
    [
      'Received',
      <time key="at" dateTime={lead.added_date}>
        {formatDateTime(lead.added_date)}
      </time>,
    ],
    ['Mail', mailStatusText(lead)],
  ];
  return <FactList facts={facts} />;
}
