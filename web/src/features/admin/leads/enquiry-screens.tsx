/** The enquiries' database screens, read-only, with each enquiry's mail status and lead state beside the spec's columns. */
import type { ContactEnquiry, HireEnquiry, MailDelivery } from '@contract/entities';
import { MailLink, PhoneLink } from './contact-links';
import { leadColumns } from './lead-columns';
import { LeadListScreen } from './lead-list-screen';

const hiringTypes: Record<string, string> = { monthly: 'Monthly', fixed: 'Fixed', decide_later: 'Decide later' };
export const hiringTypeLabel = (value: string) => hiringTypes[value] ?? value;

const mailStates: Record<NonNullable<MailDelivery['mailStatus']>, string> = {
  queued: 'Queued',
  sending: 'Sending',
  sent: 'Sent',
  retrying: 'Retrying',
  failed: 'Failed',
};

/** Beside the spec's columns: where the enquiry's notification mail is (the mail worker retries on its own). Hidden until chosen in Columns. */
export function mailStatusText({ mailStatus, mailAttempts = 0 }: MailDelivery): string | undefined {
  if (!mailStatus) return undefined;
  return mailStatus === 'retrying' || mailStatus === 'failed'
    ? `${mailStates[mailStatus]} (${mailAttempts} ${mailAttempts === 1 ? 'try' : 'tries'})`
    : mailStates[mailStatus];
}

const mailColumn = <T extends MailDelivery>(width: string) => ({
  key: 'mailStatus',
  header: 'Mail',
  width,
  optional: 'hidden' as const,
  value: (row: T) => mailStatusText(row),
});

/** Contact messages: the spec's columns, the mail status, then the lead columns the sales team works with. */
export function ContactUsScreen() {
  return (
    <LeadListScreen
      kind="contact"
      title="Contact Us Database"
      description="Contact messages sent from the website."
      columns={[
        { key: 'name', header: 'Name', width: '11%', value: (row) => row.name },
        {
          key: 'contactNo',
          header: 'Contact No',
          width: '9%',
          value: (row) => row.contactNo,
          render: (row) => <PhoneLink number={row.contactNo} />,
        },
        {
          key: 'emailAddress',
          header: 'Email',
          width: '15%',
          value: (row) => row.emailAddress,
          render: (row) => <MailLink email={row.emailAddress} />,
        },
        { key: 'message', header: 'Message', width: '19%', value: (row) => row.message },
        { key: 'added_date', header: 'Date', width: '8%', kind: 'date', value: (row) => row.added_date },
        mailColumn<ContactEnquiry>('6%'),
        ...leadColumns<ContactEnquiry>('contact', { status: '10%', received: '9%', assignee: '7%', open: '8%' }),
      ]}
    />
  );
}

/** Hiring enquiries: the spec's columns, the mail status, then the lead columns the sales team works with. */
export function HireUsScreen() {
  return (
    <LeadListScreen
      kind="hire"
      title="Hire Us Database"
      description="Hiring enquiries sent from the website."
      columns={[
        { key: 'fullName', header: 'Full Name', width: '9%', value: (row) => row.fullName },
        { key: 'country', header: 'Country', width: '7%', value: (row) => row.country },
        {
          key: 'contactNo',
          header: 'Contact No',
          width: '8%',
          value: (row) => row.contactNo,
          render: (row) => <PhoneLink number={row.contactNo} />,
        },
        {
          key: 'emailAddress',
          header: 'Email',
          width: '11%',
          value: (row) => row.emailAddress,
          render: (row) => <MailLink email={row.emailAddress} />,
        },
        { key: 'hiringchecked', header: 'Hiring Type', width: '7%', value: (row) => hiringTypeLabel(row.hiringchecked) },
        { key: 'servicechecked', header: 'Skills', width: '10%', kind: 'list', value: (row) => row.servicechecked },
        { key: 'note', header: 'Note', width: '7%', value: (row) => row.note },
        { key: 'added_date', header: 'Date', width: '7%', kind: 'date', value: (row) => row.added_date },
        mailColumn<HireEnquiry>('5%'),
        ...leadColumns<HireEnquiry>('hire', { status: '10%', received: '8%', assignee: '6%', open: '8%' }),
      ]}
    />
  );
}
