/** The enquiries' database screens, read-only, with each enquiry's mail status beside the spec's columns. */
import { useMemo } from 'react';
import type { ContactEnquiry, HireEnquiry, MailDelivery } from '@contract/entities';
import { DatabaseScreen } from './database-screen';
import { serverPaged } from './list-sources';
import { useAdminCall } from './use-admin-call';

const hiringTypes: Record<string, string> = { monthly: 'Monthly', fixed: 'Fixed', decide_later: 'Decide later' };

const mailStates: Record<NonNullable<MailDelivery['mailStatus']>, string> = {
  queued: 'Queued',
  sending: 'Sending',
  sent: 'Sent',
  retrying: 'Retrying',
  failed: 'Failed',
};

/** Beside the spec's columns: where the enquiry's notification mail is (the mail worker retries on its own). */
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
  value: (row: T) => mailStatusText(row),
});

export function ContactUsScreen() {
  const call = useAdminCall();
  const source = useMemo(() => serverPaged(call, 'contactList'), [call]);
  return (
    <DatabaseScreen
      title="Contact Us Database"
      description="Contact messages sent from the website."
      source={source}
      idOf={(row) => row._id}
      rowLabel={(row) => row.name}
      fields={{ search: (row) => [row.name, row.emailAddress], title: (row) => row.name, date: (row) => row.added_date }}
      sortsBy="Name"
      columns={[
        { key: 'name', header: 'Name', width: '14%', value: (row) => row.name },
        { key: 'contactNo', header: 'Contact No', width: '12%', value: (row) => row.contactNo },
        { key: 'emailAddress', header: 'Email', width: '19%', value: (row) => row.emailAddress },
        { key: 'message', header: 'Message', width: '34%', value: (row) => row.message },
        { key: 'added_date', header: 'Date', width: '12%', kind: 'date', value: (row) => row.added_date },
        mailColumn<ContactEnquiry>('9%'),
      ]}
    />
  );
}

export function HireUsScreen() {
  const call = useAdminCall();
  const source = useMemo(() => serverPaged(call, 'hiredList'), [call]);
  return (
    <DatabaseScreen
      title="Hire Us Database"
      description="Hiring enquiries sent from the website."
      source={source}
      idOf={(row) => row._id}
      rowLabel={(row) => row.fullName}
      fields={{ search: (row) => [row.fullName, row.emailAddress], title: (row) => row.fullName, date: (row) => row.added_date }}
      sortsBy="Name"
      columns={[
        { key: 'fullName', header: 'Full Name', width: '11%', value: (row) => row.fullName },
        { key: 'country', header: 'Country', width: '9%', value: (row) => row.country },
        { key: 'contactNo', header: 'Contact No', width: '10%', value: (row) => row.contactNo },
        { key: 'emailAddress', header: 'Email', width: '15%', value: (row) => row.emailAddress },
        { key: 'hiringchecked', header: 'Hiring Type', width: '9%', value: (row) => hiringTypes[row.hiringchecked] ?? row.hiringchecked },
        { key: 'servicechecked', header: 'Skills', width: '17%', kind: 'list', value: (row) => row.servicechecked },
        { key: 'note', header: 'Note', width: '14%', value: (row) => row.note },
        { key: 'added_date', header: 'Date', width: '8%', kind: 'date', value: (row) => row.added_date },
        mailColumn<HireEnquiry>('7%'),
      ]}
    />
  );
}
