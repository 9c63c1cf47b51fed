/** The database screens of the four managed collections: list, add, edit and delete (spec §2). */
import { useMemo } from 'react';
import type { NewsItem, PressRelease } from '@contract/entities';
import { routes } from '@contract/routes';
import { DatabaseScreen } from './database-screen';
import type { Column } from './data-table';
import { allData, serverPaged } from './list-sources';
import { useAdminCall } from './use-admin-call';

const galleryCount = (count: number) => `${count} ${count === 1 ? 'image' : 'images'}`;

type TextKey<T> = { [K in keyof T]-?: T[K] extends string | undefined ? K : never }[keyof T] & string;

/** Press releases and news share one table over their own field names. */
function articleColumns<T extends { metaDescription: string; added_date: string }>(
  field: Record<'image' | 'title' | 'createdBy' | 'content', TextKey<T>>,
): Column<T>[] {
  const text = (key: TextKey<T>) => (row: T) => row[key] as string | undefined;
  return [
    { key: field.image, header: 'Image', width: '10%', kind: 'image', value: text(field.image) },
    { key: field.title, header: 'Title', width: '18%', value: text(field.title) },
    { key: field.createdBy, header: 'Created By', width: '11%', value: text(field.createdBy) },
    { key: 'metaDescription', header: 'Meta Description', width: '20%', value: (row) => row.metaDescription },
    { key: field.content, header: 'Content', width: '19%', kind: 'html', value: text(field.content) },
    { key: 'added_date', header: 'Date', width: '12%', kind: 'datetime', value: (row) => row.added_date },
  ];
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
      columns={articleColumns<PressRelease>({ image: 'imageUrl', title: 'title', createdBy: 'createdBy', content: 'content' })}
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
      columns={articleColumns<NewsItem>({ image: 'newsImageURL', title: 'newsTitle', createdBy: 'newsCreatedBy', content: 'newsContent' })}
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
