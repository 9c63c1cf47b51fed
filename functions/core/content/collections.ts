/**
 * The admin-managed collections (careers, news, press releases, events, and
 * the home page's testimonials):
 * how each one's fields map onto the shared life cycle, and the reads the
 * public routes and admin lists make. Kept apart from the write cycle in
 * ./content (validation, images, rich-text sanitizing) so that read functions
 * bundle none of it.
 */
import type {
  AboutPage,
  HomePage,
  CareerPost,
  CaseStudy,
  CaseStudyTeaser,
  ContentStatus,
  EventItem,
  NewsItem,
  PressRelease,
  Service,
  ServiceLink,
  SuccessStoriesPage,
  Testimonial,
} from '../../contract/entities';
import { messages } from '../../contract/messages';
import type { ContentItem } from '../../contract/route-schemas';
import { isItemId, isItemRef, orderMax, orderPattern } from '../../contract/schemas/patterns';
import { HttpError, invalid } from '../http/errors';
import { isClosed, isPastDay } from '../../contract/job-closing';
import { keys, type EntityType } from '../db/keys';
import * as repository from '../db/repository';
import { plainText } from '../../contract/text';
import type { ListPaging } from '../../contract/route-schemas';
import { excerptLength } from '../../contract/summaries';
import { type Page, pageSize } from '../../contract/entities';
import { matchesSearch, pageOfRows, type RowOrder, searchTerms } from '../../contract/list-query';
import type { EventListQuery } from '../../contract/specs/event-list';
import { type StoriesYears, successStoriesProblems } from '../../contract/success-stories-rules';

export type Item = Record<string, unknown>;
export type CollectionKind = keyof typeof messages.updated;

export interface Collection<T> {
  kind: CollectionKind;
  type: EntityType;
  /** S3 folder under media/. */
  folder: string;
  /** The banner's attribute; the About page's document has none. */
  imageField?: keyof T & string;
  titleField: string;
  slugField?: keyof T & string;
  /** Editors may change the slug (the item's URL); the old URL then answers 301 (../redirects). */
  slugEditable?: true;
  htmlFields: readonly string[];
  /** The list answers keep the HTML body (careers: /career expands it in place, beside each job's own page). */
  listKeepsBody?: true;
  /** The only fields the list answers keep, where the list is a teaser of a long item (case studies on the home page). */
  listFields?: readonly string[];
  createdField: 'added_date' | 'createdDate';
  /** Position in lists: newest first by creation, or by event day. */
  sortValue: (item: Item) => string;
  /** Attributes computed from the validated input. */
  derive?: (values: Item) => Item;
  /** Whether a published item belongs in the public list now (careers: until their closing day ends); without it, always. */
  listedAt?: (item: Item, now: Date) => boolean;
  /** Checks a create alone makes (careers: a closing date not already over); throws a 400. */
  assertNew?: (values: Item, now: Date) => void;
  /** Rules across a page document's fields, on the whole document an update leaves (a client's year has its summary); throws a 400. */
  assertConsistent?: (document: Item) => void;
}

const byCreation = (item: Item) => String(item.added_date);

/**
 * The place in the list index of an item the team orders (testimonials, case
 * study teasers): lists read highest first, so the order is inverted (999 -
 * order, zero-padded) to come out lowest first; equal places show the newer
 * first. A draft without a place sorts last.
 */
export function byTeamOrder(item: Item): string {
  const order = orderPattern.test(String(item.order)) ? Number(item.order) : orderMax;
  return `${String(orderMax - order).padStart(3, '0')}#${String(item.added_date)}`;
}

export const collections = {
  career: {
    kind: 'career',
    type: 'CAREER',
    folder: 'careers',
    imageField: 'imageUrl',
    titleField: 'careerTitle',
    // Each job's own page, /career/{slug}; jobs made before pages had one get it from ./career-slugs.
    slugField: 'slug',
    htmlFields: ['careerDescription'],
    listKeepsBody: true,
    createdField: 'added_date',
    sortValue: byCreation,
    derive: (values) =>
      values.careerDescription && !values.metaDescription ? { metaDescription: plainText(String(values.careerDescription), 160) } : {},
    listedAt: (item, now) => !isClosed(item.closingDate, now),
    assertNew: (values, now) => {
      if (typeof values.closingDate === 'string' && isPastDay(values.closingDate, now)) {
        invalid({ closingDate: messages.closingDatePast });
      }
    },
  } satisfies Collection<CareerPost>,
  news: {
    kind: 'news',
    type: 'NEWS',
    folder: 'news',
    imageField: 'newsImageURL',
    titleField: 'newsTitle',
    slugField: 'slug',
    slugEditable: true,
    htmlFields: ['newsContent'],
    createdField: 'added_date',
    sortValue: byCreation,
  } satisfies Collection<NewsItem>,
  press: {
    kind: 'press',
    type: 'PRESS',
    folder: 'press',
    imageField: 'imageUrl',
    titleField: 'title',
    slugField: 'slug',
    slugEditable: true,
    htmlFields: ['content'],
    createdField: 'added_date',
    sortValue: byCreation,
  } satisfies Collection<PressRelease>,
  event: {
    kind: 'event',
    type: 'EVENT',
    folder: 'events',
    imageField: 'eventBanner',
    titleField: 'eventName',
    slugField: 'eventSlug',
    htmlFields: [],
    createdField: 'createdDate',
    // A draft may have no day yet: it sorts by its creation until it gets one.
    sortValue: (item) => String(item.eventDate ?? item.createdDate),
  } satisfies Collection<EventItem>,
  testimonial: {
    kind: 'testimonial',
    type: 'TESTIMONIAL',
    folder: 'testimonials',
    imageField: 'photo',
    titleField: 'name',
    htmlFields: [],
    createdField: 'added_date',
    sortValue: byTeamOrder,
  } satisfies Collection<Testimonial>,
  caseStudy: {
    kind: 'caseStudy',
    type: 'CASESTUDY',
    folder: 'case-studies',
    imageField: 'imageUrl',
    titleField: 'caseTitle',
    slugField: 'slug',
    slugEditable: true,
    htmlFields: [],
    // The teaser; the image and its alt text for the admin list's Missing alt text; the dates the sitemap takes its last change from.
    listFields: [
      '_id',
      'slug',
      'caseTitle',
      'teaserTitle',
      'teaserText',
      'art',
      'imageUrl',
      'imageAlt',
      'order',
      'added_date',
      'updatedAt',
    ] satisfies Array<keyof CaseStudyTeaser>,
    createdField: 'added_date',
    sortValue: byTeamOrder,
  } satisfies Collection<CaseStudy>,
  service: {
    kind: 'service',
    type: 'SERVICE',
    folder: 'services',
    imageField: 'imageUrl',
    titleField: 'serviceTitle',
    slugField: 'slug',
    slugEditable: true,
    htmlFields: [],
    // The menu link; the image and its alt text for the admin list's Missing alt text; the dates for the sitemap.
    listFields: [
      '_id',
      'slug',
      'serviceTitle',
      'menuLabel',
      'menuGroup',
      'order',
      'imageUrl',
      'imageAlt',
      'added_date',
      'updatedAt',
    ] satisfies Array<keyof ServiceLink>,
    createdField: 'added_date',
    sortValue: byTeamOrder,
  } satisfies Collection<Service>,
  // The About page: one document, no image, no URL of its own, always published.
  about: {
    kind: 'about',
    type: 'ABOUT',
    folder: 'about',
    titleField: 'heroTitle',
    htmlFields: [],
    createdField: 'added_date',
    sortValue: byCreation,
  } satisfies Collection<AboutPage>,
  // The success-stories page and its tech pages: one document, like the About page's.
  successStories: {
    kind: 'successStories',
    type: 'STORIES',
    folder: 'success-stories',
    titleField: 'bannerTitle',
    htmlFields: [],
    createdField: 'added_date',
    sortValue: byCreation,
    assertConsistent: (document) => {
      const problems = successStoriesProblems(document as StoriesYears);
      if (Object.keys(problems).length > 0) invalid(problems);
    },
  } satisfies Collection<SuccessStoriesPage>,
  // The home page's copy: one document like the About page.
  home: {
    kind: 'home',
    type: 'HOME',
    folder: 'home',
    titleField: 'heroTitle',
    htmlFields: [],
    createdField: 'added_date',
    sortValue: byCreation,
  } satisfies Collection<HomePage>,
} as const;

/** An item's status: one without the attribute (seeded or written before drafts existed) is published. */
export const statusOf = (item: Item): ContentStatus => (item.status === 'draft' || item.status === 'scheduled' ? item.status : 'published');

/** What the public routes answer: never the admin who last changed the item. */
function publicView<T>(item: T): T {
  const { updatedBy: _, ...rest } = item as Item;
  return rest as T;
}

/** The collection an admin content route's `{kind}` names, typed as any of them. */
export const collectionOf = (kind: CollectionKind) => collections[kind] as unknown as Collection<ContentItem>;

/**
 * Detail routes accept the id or the slug; anything shaped like neither is not
 * looked up. A draft or scheduled item is not there for the public (404).
 */
export async function getItem<T>(collection: Collection<T>, idOrSlug: string): Promise<T> {
  if (!isItemRef(idOrSlug)) throw new HttpError(404, messages.notFound[collection.kind]);
  const byId = isItemId(idOrSlug) ? await repository.getById<T>(collection.type, idOrSlug) : null;
  const id = !byId && collection.slugField ? await repository.idForSlug(collection.type, idOrSlug.toLowerCase()) : null;
  const bySlug = id ? await repository.getById<T>(collection.type, id) : null;
  // A slug the item had before still names it (its claim is kept), but its page has moved: that URL is a redirect, not a page.
  const current =
    bySlug && collection.slugField && String((bySlug as Item)[collection.slugField]).toLowerCase() !== idOrSlug.toLowerCase()
      ? null
      : bySlug;
  const found = byId ?? current;
  if (!found || statusOf(found as Item) !== 'published') throw new HttpError(404, messages.notFound[collection.kind]);
  return publicView(found);
}

/** A list answer: the items, and with paging asked for, the total and the page size. */
export interface Listed<S> {
  list: S[];
  paged?: { count: number; limit: number };
}

/** What the public lists answer for an item: its public view without the HTML body, with the body's plain-text excerpt. */
export function summaryOf<T>(collection: Collection<T>, item: T): Item {
  const whole = publicView(item) as Item;
  const view = collection.listFields
    ? Object.fromEntries(collection.listFields.flatMap((name) => (name in whole ? [[name, whole[name]]] : [])))
    : whole;
  const [field] = collection.htmlFields;
  if (!field) return view;
  const { [field]: html, ...rest } = view;
  const kept = collection.listKeepsBody ? view : rest;
  return typeof html === 'string' ? { ...kept, excerpt: plainText(html, excerptLength) } : kept;
}

const isPaged = (paging: ListPaging): paging is ListPaging & ({ page: number } | { limit: number }) =>
  paging.page !== undefined || paging.limit !== undefined;

/**
 * A collection's published items as summaries (their own list-index partition:
 * drafts are never read): all of them, or one page, whose items alone are fetched.
 */
export async function listSummaries<T, S>(collection: Collection<T>, paging: ListPaging = {}): Promise<Listed<S>> {
  const summaries = (items: T[]) => items.map((item) => summaryOf(collection, item) as S);
  if (!isPaged(paging)) return { list: summaries(await repository.listAll<T>(collection.type)) };
  const { page = 1, limit = pageSize } = paging;
  const found = await repository.listPage<T>([collection.type], page, limit);
  return { list: summaries(found.list), paged: { count: found.count, limit } };
}

/** Events on or after today (UTC), soonest first: all, or one page of them (the list is short: no key-only read). */
export async function upcomingEvents(paging: ListPaging = {}): Promise<Listed<EventItem>> {
  const all = (await repository.listAll<EventItem>('EVENT', { from: new Date().toISOString().slice(0, 10) })).map(publicView);
  if (!isPaged(paging)) return { list: all };
  const { page = 1, limit = pageSize } = paging;
  return { list: all.slice((page - 1) * limit, page * limit), paged: { count: all.length, limit } };
}

/** An item with a banner and no alt text (the admin lists' Missing alt text): a blank one counts as none. */
function bannerWithoutAlt<T>(collection: Collection<T>, item: Item): boolean {
  return collection.imageField !== undefined && Boolean(item[collection.imageField]) && !String(item.imageAlt ?? '').trim();
}

/** Events by name, by day (a draft without one: its creation), and id. */
const eventOrder: RowOrder<Item> = {
  name: (item) => String(item.eventName ?? ''),
  date: collections.event.sortValue,
  id: (item) => String(item._id),
};

/**
 * The admin event list, drafts and scheduled events included: searched by
 * name, narrowed to one publish state or to the banners without alt text,
 * sorted (latest event day first by default) and cut into pages, all over the
 * whole list. Events are few, so both partitions are read whole (two Queries).
 */
export async function pageOfEvents(page: number, query: EventListQuery = {}): Promise<Page<EventItem>> {
  const partitions = await Promise.all(['EVENT', keys.unpublished('EVENT')].map((partition) => repository.listAll<Item>(partition)));
  const terms = searchTerms(query.q);
  const kept = partitions
    .flat()
    .filter(
      (item) =>
        (!query.status || statusOf(item) === query.status) &&
        (query.alt !== 'missing' || bannerWithoutAlt(collections.event, item)) &&
        matchesSearch([String(item.eventName ?? '')], terms),
    );
  return pageOfRows(kept, page, query.sort ?? 'newest', eventOrder) as unknown as Page<EventItem>;
}

/** Admin: one item of any status, by id. */
export async function getAnyItem<T>(collection: Collection<T>, id: string): Promise<T> {
  const found = isItemId(id) ? await repository.getById<T>(collection.type, id) : null;
  if (!found) throw new HttpError(404, messages.notFound[collection.kind]);
  return found;
}

/** Admin: a collection's draft and scheduled items, newest first. */
export function listUnpublished<T>(collection: Collection<T>): Promise<T[]> {
  return repository.listAll<T>(keys.unpublished(collection.type));
}
