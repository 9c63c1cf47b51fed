import { useMemo, useState } from 'react';
import toast from 'react-hot-toast';
import { Download } from 'lucide-react';
import { routes, type RouteName } from '@contract/routes';
import type { ContactEnquiry, HireEnquiry, MailDelivery, Page, Subscriber } from '@contract/entities';
import { isAcknowledged, isUnauthorized, type DataOf } from '../../lib/api';
import { DatabaseScreen } from './database-screen';
import { csvFileName, downloadText, loadAllPages, subscribersCsv } from './subscribers-csv';
import { failureText, useAdminCall, type AdminResult } from './use-admin-call';
import type { ListSource } from './use-paged-list';

type Call = ReturnType<typeof useAdminCall>;

/** The admin lists, by how the route answers: one page of rows, or all of them. Rows are typed by the route's answer. */
type Answered<N extends RouteName> = DataOf<(typeof routes)[N]>;
type PagedName = { [N in RouteName]: Answered<N> extends Page<unknown> ? N : never }[RouteName];
type AllName = { [N in RouteName]: Answered<N> extends readonly unknown[] ? N : never }[RouteName];
type PageRow<N extends PagedName> = Answered<N> extends Page<infer T> ? T : never;
type AllRow<N extends AllName> = Answered<N> extends ReadonlyArray<infer T> ? T : never;

/** Reads an answer, toasting a failure that is not a lost session. */
function dataOf<T>(result: AdminResult<T>): T | null {
  if (isAcknowledged(result) && result.data !== undefined) return result.data;
  if (!isUnauthorized(result)) toast.error(failureText(result));
  return null;
}

function serverPaged<N extends PagedName>(call: Call, name: N): Extract<ListSource<PageRow<N>>, { kind: 'server' }> {
  return { kind: 'server', name, load: async (page) => dataOf(await call<Page<PageRow<N>>>(routes[name], { params: { page } })) };
}

function allData<N extends AllName>(call: Call, name: N): ListSource<AllRow<N>> {
  return { kind: 'all', name, load: async () => dataOf(await call<AllRow<N>[]>(routes[name])) };
}

const galleryCount = (count: number) => `${count} ${count === 1 ? 'image' : 'images'}`;

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
  return mailStatus === 'retrying' || mailStatus === 'failed' ? `${mailStates[mailStatus]} (${mailAttempts} ${mailAttempts === 1 ? 'try' : 'tries'})` : mailStates[mailStatus];
}

const mailColumn = <T extends MailDelivery>(width: string) => ({ key: 'mailStatus', header: 'Mail', width, value: (row: T) => mailStatusText(row) });

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

export function CareerScreen() {
  const call = useAdminCall();
  const source = useMemo(() => allData(call, 'getAllCareerPost'), [call]);
  return (
    <DatabaseScreen
      title="Career Database"
      description="Career openings shown on the careers page."
      source={source}
      idOf={(row) => row._id}
      rowLabel={(row) => row.careerTitle}
      add={{ label: 'Add Career', path: '/admin/create-career' }}
      editPath={(row) => `/admin/update-career/${row._id}`}
      remove={(row) => call(routes.deleteCareerPost, { body: { careerListID: row._id } })}
      columns={[
        { key: 'imageUrl', header: 'Image', width: '10%', kind: 'image', value: (row) => row.imageUrl },
        { key: 'careerTitle', header: 'Career Title', width: '16%', value: (row) => row.careerTitle },
        { key: 'careerExperienceYr', header: 'Experience', width: '10%', value: (row) => row.careerExperienceYr },
        { key: 'careerInterviewProcess', header: 'Interview Process', width: '18%', value: (row) => row.careerInterviewProcess },
        { key: 'careerLocation', header: 'Location', width: '12%', value: (row) => row.careerLocation },
        { key: 'careerDescription', header: 'Description', width: '24%', kind: 'html', value: (row) => row.careerDescription },
      ]}
    />
  );
}

export function PressReleaseScreen() {
  const call = useAdminCall();
  const source = useMemo(() => allData(call, 'getAllPressRelease'), [call]);
  return (
    <DatabaseScreen
      title="Press Release Database"
      description="Press releases shown on the press release pages."
      source={source}
      idOf={(row) => row._id}
      rowLabel={(row) => row.title}
      add={{ label: 'Add Press', path: '/admin/create-press-release' }}
      editPath={(row) => `/admin/update-press/${row._id}`}
      remove={(row) => call(routes.deletePressRelease, { params: { id: row._id } })}
      columns={[
        { key: 'imageUrl', header: 'Image', width: '10%', kind: 'image', value: (row) => row.imageUrl },
        { key: 'title', header: 'Title', width: '18%', value: (row) => row.title },
        { key: 'createdBy', header: 'Created By', width: '11%', value: (row) => row.createdBy },
        { key: 'metaDescription', header: 'Meta Description', width: '20%', value: (row) => row.metaDescription },
        { key: 'content', header: 'Content', width: '19%', kind: 'html', value: (row) => row.content },
        { key: 'added_date', header: 'Date', width: '12%', kind: 'datetime', value: (row) => row.added_date },
      ]}
    />
  );
}

export function NewsScreen() {
  const call = useAdminCall();
  const source = useMemo(() => allData(call, 'getAllNews'), [call]);
  return (
    <DatabaseScreen
      title="News Database"
      description="News items shown on the news pages."
      source={source}
      idOf={(row) => row._id}
      rowLabel={(row) => row.newsTitle}
      add={{ label: 'Add News', path: '/admin/create-news' }}
      editPath={(row) => `/admin/update-news/${row._id}`}
      remove={(row) => call(routes.deleteNews, { params: { id: row._id } })}
      columns={[
        { key: 'newsImageURL', header: 'Image', width: '10%', kind: 'image', value: (row) => row.newsImageURL },
        { key: 'newsTitle', header: 'Title', width: '18%', value: (row) => row.newsTitle },
        { key: 'newsCreatedBy', header: 'Created By', width: '11%', value: (row) => row.newsCreatedBy },
        { key: 'metaDescription', header: 'Meta Description', width: '20%', value: (row) => row.metaDescription },
        { key: 'newsContent', header: 'Content', width: '19%', kind: 'html', value: (row) => row.newsContent },
        { key: 'added_date', header: 'Date', width: '12%', kind: 'datetime', value: (row) => row.added_date },
      ]}
    />
  );
}

export function EventsScreen() {
  const call = useAdminCall();
  const source = useMemo(() => serverPaged(call, 'eventList'), [call]);
  return (
    <DatabaseScreen
      title="Events Database"
      description="Events and their galleries."
      source={source}
      idOf={(row) => row._id}
      rowLabel={(row) => row.eventName}
      add={{ label: 'Add Events', path: '/admin/create-event' }}
      editPath={(row) => `/admin/update-event/${row._id}`}
      remove={(row) => call(routes.deleteEvent, { params: { id: row._id } })}
      columns={[
        { key: 'eventBanner', header: 'Image', width: '14%', kind: 'image', value: (row) => row.eventBanner },
        { key: 'eventName', header: 'Event Name', width: '32%', value: (row) => row.eventName },
        { key: 'eventDate', header: 'Event Date', width: '16%', kind: 'date', value: (row) => row.eventDate },
        { key: 'gallery', header: 'Gallery', width: '12%', value: (row) => galleryCount(row.eventImages?.length ?? 0) },
        { key: 'createdDate', header: 'Created', width: '16%', kind: 'date', value: (row) => row.createdDate },
      ]}
    />
  );
}

/** Downloads every subscriber (all pages of the admin list) as subscribers-YYYY-MM-DD.csv. */
function ExportCsvButton({ source }: { source: Extract<ListSource<Subscriber>, { kind: 'server' }> }) {
  const [busy, setBusy] = useState(false);
  const exportAll = async () => {
    setBusy(true);
    try {
      // A failed page has already been toasted (or sent to the login).
      const rows = await loadAllPages(source.load, (row) => row._id);
      if (!rows) return;
      downloadText(subscribersCsv(rows), csvFileName());
      toast.success(`Exported ${rows.length} ${rows.length === 1 ? 'subscriber' : 'subscribers'}.`);
    } finally {
      setBusy(false);
    }
  };
  return (
    <button type="button" className="btn btn--primary admin-screen__add" disabled={busy} aria-busy={busy} onClick={() => void exportAll()}>
      <Download aria-hidden="true" width={18} height={18} /> {busy ? 'Exporting…' : 'Export CSV'}
    </button>
  );
}

/** Newsletter subscribers: read-only and server-paged like the enquiries, with a CSV export. */
export function SubscribersScreen() {
  const call = useAdminCall();
  const source = useMemo(() => serverPaged(call, 'subscriberList'), [call]);
  return (
    <DatabaseScreen
      title="Newsletter Subscribers"
      description="Addresses subscribed to the newsletter from the website."
      source={source}
      idOf={(row) => row._id}
      rowLabel={(row) => row.email}
      actions={<ExportCsvButton source={source} />}
      columns={[
        { key: 'email', header: 'E-mail', width: '70%', value: (row) => row.email },
        { key: 'added_date', header: 'Subscribed', width: '30%', kind: 'date', value: (row) => row.added_date },
      ]}
    />
  );
}
