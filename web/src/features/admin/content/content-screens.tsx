/** The database screens of the managed collections: list, add, edit and delete (spec §2), the home page's testimonials, the case studies and the services. */
import { useMemo } from 'react';
import type { CaseStudyTeaser, EventItem, ServiceLink, Testimonial } from '@contract/entities';
import { studioMenuGroups } from '@contract/schemas/service';
import { routes } from '@contract/routes';
import { excerptLength, type CareerSummary, type NewsSummary, type PressSummary } from '@contract/summaries';
import { employmentTypes, isClosed } from '@contract/job-closing';
import { plainText } from '@contract/text';
import { formatDate } from '../../../lib/format';
import { DatabaseScreen } from '../shared/database-screen';
import type { Column } from '../shared/data-table';
import { useServerSource, withUnpublished } from '../shared/list-sources';
import type { RowFields } from '../shared/table-query';
import { useAdminCall } from '../shared/use-admin-call';

const galleryCount = (count: number) => `${count} ${count === 1 ? 'image' : 'images'}`;

type TextKey<T> = { [K in keyof T]-?: T[K] extends string | undefined ? K : never }[keyof T] & string;

/** Beside the spec's columns: where the item stands (Draft, Scheduled with its time, Published). */
const statusColumn = <T,>(width: string): Column<T> => ({ key: 'status', header: 'Status', width, kind: 'status', value: () => null });

/**
 * Content tables search and sort by their title; newest first by creation,
 * events by their day; Missing alt text looks at the banner (`image`).
 */
const byTitle = <T extends { imageAlt?: string }>(
  title: (row: T) => string,
  date: (row: T) => string,
  image: (row: T) => string | undefined,
): RowFields<T> => ({ search: (row) => [title(row)], title, date, banner: (row) => ({ src: image(row), alt: row.imageAlt }) });
const tableOf = { sortsBy: 'Title', statusFilter: true, altFilter: true } as const;

/**
 * The Content / Description cell: the list's plain-text excerpt. Drafts and
 * scheduled items come whole from listUnpublished, so theirs is cut from the body.
 */
const excerptColumn = <T extends { excerpt?: string }>(body: string, header: string, width: string): Column<T> => ({
  key: body,
  header,
  width,
  value: (row) => row.excerpt ?? plainText(String((row as Record<string, unknown>)[body] ?? ''), excerptLength),
});

/** Press releases and news share one table over their own field names (`body`: the HTML field listUnpublished answers). */
function articleColumns<T extends { metaDescription: string; added_date: string; excerpt?: string }>(
  field: Record<'image' | 'title' | 'createdBy', TextKey<T>> & { body: string },
): Column<T>[] {
  const text = (key: TextKey<T>) => (row: T) => row[key] as string | undefined;
  return [
    { key: field.image, header: 'Image', width: '9%', kind: 'image', value: text(field.image) },
    { key: field.title, header: 'Title', width: '16%', value: text(field.title) },
    { key: field.createdBy, header: 'Created By', width: '10%', value: text(field.createdBy) },
    { key: 'metaDescription', header: 'Meta Description', width: '18%', value: (row) => row.metaDescription },
    excerptColumn<T>(field.body, 'Content', '16%'),
    { key: 'added_date', header: 'Date', width: '11%', kind: 'datetime', value: (row) => row.added_date },
    statusColumn<T>('10%'),
  ];
}

/** A job's last day to apply; once it has passed the job is off the careers page, and the cell says Closed. */
const closingDateColumn = (width: string): Column<CareerSummary> => ({
  key: 'closingDate',
  header: 'Closing Date',
  width,
  kind: 'date',
  optional: 'shown',
  value: (row) => row.closingDate,
  render: (row) =>
    row.closingDate ? (
      <>
        {formatDate(row.closingDate)}
        {isClosed(row.closingDate) && (
          <>
            {' '}
            <span className="status-badge status-badge--draft">Closed</span>
          </>
        )}
      </>
    ) : null,
});

export function CareerScreen() {
  const call = useAdminCall();
  const source = useMemo(() => withUnpublished(call, 'getAllCareerPost', 'career'), [call]);
  return (
    <DatabaseScreen
      title="Career Database"
      description="Career openings shown on the careers page."
      source={source}
      rowLabel={(row) => row.careerTitle}
      add={{ label: 'Add Career', path: '/admin/create-career' }}
      editPath={(row) => `/admin/update-career/${row._id}`}
      remove={(row) => call(routes.deleteCareerPost, { body: { careerListID: row._id } })}
      fields={byTitle<CareerSummary>(
        (row) => row.careerTitle,
        (row) => row.added_date,
        (row) => row.imageUrl,
      )}
      {...tableOf}
      columns={[
        { key: 'imageUrl', header: 'Image', width: '8%', kind: 'image', value: (row) => row.imageUrl },
        { key: 'careerTitle', header: 'Career Title', width: '14%', value: (row) => row.careerTitle },
        { key: 'careerExperienceYr', header: 'Experience', width: '8%', value: (row) => row.careerExperienceYr },
        { key: 'careerInterviewProcess', header: 'Interview Process', width: '11%', value: (row) => row.careerInterviewProcess },
        { key: 'careerLocation', header: 'Location', width: '10%', value: (row) => row.careerLocation },
        excerptColumn<CareerSummary>('careerDescription', 'Description', '13%'),
        {
          key: 'employmentType',
          header: 'Employment Type',
          width: '8%',
          optional: 'shown',
          value: (row) => (row.employmentType ? employmentTypes[row.employmentType] : undefined),
        },
        closingDateColumn('9%'),
        statusColumn<CareerSummary>('9%'),
      ]}
    />
  );
}

export function PressReleaseScreen() {
  const call = useAdminCall();
  const source = useMemo(() => withUnpublished(call, 'getAllPressRelease', 'press'), [call]);
  return (
    <DatabaseScreen
      title="Press Release Database"
      description="Press releases shown on the press release pages."
      source={source}
      rowLabel={(row) => row.title}
      add={{ label: 'Add Press', path: '/admin/create-press-release' }}
      editPath={(row) => `/admin/update-press/${row._id}`}
      remove={(row) => call(routes.deletePressRelease, { params: { id: row._id } })}
      fields={byTitle<PressSummary>(
        (row) => row.title,
        (row) => row.added_date,
        (row) => row.imageUrl,
      )}
      {...tableOf}
      columns={articleColumns<PressSummary>({ image: 'imageUrl', title: 'title', createdBy: 'createdBy', body: 'content' })}
    />
  );
}

export function NewsScreen() {
  const call = useAdminCall();
  const source = useMemo(() => withUnpublished(call, 'getAllNews', 'news'), [call]);
  return (
    <DatabaseScreen
      title="News Database"
      description="News items shown on the news pages."
      source={source}
      rowLabel={(row) => row.newsTitle}
      add={{ label: 'Add News', path: '/admin/create-news' }}
      editPath={(row) => `/admin/update-news/${row._id}`}
      remove={(row) => call(routes.deleteNews, { params: { id: row._id } })}
      fields={byTitle<NewsSummary>(
        (row) => row.newsTitle,
        (row) => row.added_date,
        (row) => row.newsImageURL,
      )}
      {...tableOf}
      columns={articleColumns<NewsSummary>({ image: 'newsImageURL', title: 'newsTitle', createdBy: 'newsCreatedBy', body: 'newsContent' })}
    />
  );
}

export function EventsScreen() {
  const call = useAdminCall();
  // Events are paged by the server, which searches (by name), filters and sorts the whole list.
  const source = useServerSource('eventList');
  return (
    <DatabaseScreen
      title="Events Database"
      description="Events and their galleries."
      source={source}
      rowLabel={(row) => row.eventName}
      add={{ label: 'Add Events', path: '/admin/create-event' }}
      editPath={(row) => `/admin/update-event/${row._id}`}
      remove={(row) => call(routes.deleteEvent, { params: { id: row._id } })}
      {...tableOf}
      columns={[
        { key: 'eventBanner', header: 'Image', width: '12%', kind: 'image', value: (row) => row.eventBanner },
        { key: 'eventName', header: 'Event Name', width: '28%', value: (row) => row.eventName },
        { key: 'eventDate', header: 'Event Date', width: '14%', kind: 'date', value: (row) => row.eventDate },
        { key: 'gallery', header: 'Gallery', width: '11%', value: (row) => galleryCount(row.eventImages?.length ?? 0) },
        { key: 'createdDate', header: 'Created', width: '13%', kind: 'date', value: (row) => row.createdDate },
        statusColumn<EventItem>('12%'),
      ]}
    />
  );
}

/** The home page's testimonial carousel: its quotes, who said them, and their place in it (lowest first). */
export function TestimonialsScreen() {
  const call = useAdminCall();
  const source = useMemo(() => withUnpublished(call, 'getAllTestimonials', 'testimonial'), [call]);
  return (
    <DatabaseScreen
      title="Testimonials"
      description="Client quotes shown in the home page carousel, lowest order first."
      source={source}
      rowLabel={(row) => row.name}
      add={{ label: 'Add Testimonial', path: '/admin/create-testimonial' }}
      editPath={(row) => `/admin/update-testimonial/${row._id}`}
      remove={(row) => call(routes.deleteTestimonial, { params: { id: row._id } })}
      fields={byTitle<Testimonial>(
        (row) => row.name,
        (row) => row.added_date,
        (row) => row.photo,
      )}
      {...tableOf}
      sortsBy="Name"
      columns={[
        { key: 'photo', header: 'Photo', width: '9%', kind: 'image', value: (row) => row.photo },
        { key: 'order', header: 'Order', width: '7%', value: (row) => row.order },
        { key: 'name', header: 'Name', width: '15%', value: (row) => row.name },
        { key: 'position', header: 'Position', width: '18%', value: (row) => row.position },
        { key: 'quote', header: 'Quote', width: '30%', value: (row) => row.quote },
        statusColumn<Testimonial>('11%'),
      ]}
    />
  );
}

/** The case studies: each a page under /case-studies/ and a teaser on the home page, in their order there (lowest first). */
export function CaseStudiesScreen() {
  const call = useAdminCall();
  const source = useMemo(() => withUnpublished(call, 'getAllCaseStudies', 'caseStudy'), [call]);
  return (
    <DatabaseScreen
      title="Case Studies"
      description="Client stories, each with its page and a teaser on the home page, lowest order first."
      source={source}
      rowLabel={(row) => row.caseTitle}
      add={{ label: 'Add Case Study', path: '/admin/create-case-study' }}
      editPath={(row) => `/admin/update-case-study/${row._id}`}
      remove={(row) => call(routes.deleteCaseStudy, { params: { id: row._id } })}
      fields={byTitle<CaseStudyTeaser>(
        (row) => row.caseTitle,
        (row) => row.added_date,
        (row) => row.imageUrl,
      )}
      {...tableOf}
      sortsBy="Title"
      columns={[
        { key: 'order', header: 'Order', width: '7%', value: (row) => row.order },
        { key: 'teaser', header: 'Teaser', width: '14%', value: (row) => row.teaserTitle },
        { key: 'title', header: 'Title', width: '30%', value: (row) => row.caseTitle },
        { key: 'url', header: 'URL', width: '20%', value: (row) => `/case-studies/${row.slug}` },
        statusColumn<CaseStudyTeaser>('11%'),
      ]}
    />
  );
}

/** The service pages under /studio: each with its link in the header's Studio menu, by menu group, then order in it. */
export function ServicesScreen() {
  const call = useAdminCall();
  const source = useMemo(() => withUnpublished(call, 'getAllServices', 'service'), [call]);
  return (
    <DatabaseScreen
      title="Services"
      description="The service pages under /studio, each with its link in the header's Studio menu."
      source={source}
      rowLabel={(row) => row.serviceTitle}
      add={{ label: 'Add Service', path: '/admin/create-service' }}
      editPath={(row) => `/admin/update-service/${row._id}`}
      remove={(row) => call(routes.deleteService, { params: { id: row._id } })}
      fields={byTitle<ServiceLink>(
        (row) => row.serviceTitle,
        (row) => row.added_date,
        (row) => row.imageUrl,
      )}
      {...tableOf}
      sortsBy="Title"
      columns={[
        { key: 'menuGroup', header: 'Menu group', width: '14%', value: (row) => studioMenuGroups[row.menuGroup] ?? row.menuGroup },
        { key: 'order', header: 'Order', width: '7%', value: (row) => row.order },
        { key: 'menuLabel', header: 'Menu label', width: '14%', value: (row) => row.menuLabel },
        { key: 'title', header: 'Title', width: '26%', value: (row) => row.serviceTitle },
        { key: 'url', header: 'URL', width: '18%', value: (row) => `/studio/${row.slug}` },
        statusColumn<ServiceLink>('11%'),
      ]}
    />
  );
}
