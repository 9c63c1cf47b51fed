/**
 * What each route of the route table takes and answers: its path parameters
 * and body as schemas, and the type of its answer's `data`. One export per
 * route, named as the route. The handler frame (functions/core/http/frame.ts)
 * checks params and body before a handler runs; the SPA's callApi reads the
 * types only. Apart from ./routes because the SPA loads the route table on
 * every page for its URLs: each page loads only the schemas it uses. The
 * builders are in ./route-spec; issue 13's routes are in the sibling files
 * re-exported at the end, so every route's spec is an export of this module.
 */
import * as v from 'valibot';
import type {
  CareerPost,
  ContactEnquiry,
  ContentKind,
  EventItem,
  HireEnquiry,
  ImageUpload,
  NewsItem,
  Page,
  PressRelease,
  Revision,
  Subscriber,
} from './entities';
import { hireSchema } from './schemas/hiring';
import { messages } from './messages';
import * as build from './route-spec';
import type { BodySpec, ParamsSpec } from './route-spec';
import { loginSchema } from './schemas/auth';
import { type AltFilter, altFilters, careerSchema, eventSchema, newsSchema, pressSchema, titleFields } from './schemas/content';
import { contactSchema, subscribeSchema } from './schemas/enquiries';
import { form, text, type Schema } from './schemas/fields';
import { itemIdPattern, itemRefPattern } from './schemas/patterns';
import { uploadSchema } from './schemas/uploads';
import type { CareerSummary, EventSummary, NewsSummary, PressSummary } from './summaries';

// esbuild honours @__NO_SIDE_EFFECTS__ within one file only: local names for the builders let a bundle drop every spec it does not use.
/* @__NO_SIDE_EFFECTS__ */
const spec: typeof build.spec = (name, request) => build.spec(name, request);
/** The type of an answer's `data`, for the type checker only: the value is always undefined. */
/* @__NO_SIDE_EFFECTS__ */
const reply = <T>() => undefined as unknown as T;
/* @__NO_SIDE_EFFECTS__ */
const full: typeof build.full = (schema) => build.full(schema);
/* @__NO_SIDE_EFFECTS__ */
const page: typeof build.page = () => build.page();
/* @__NO_SIDE_EFFECTS__ */
const paging: typeof build.paging = () => build.paging();

type Kind = keyof typeof messages.notFound;

/* @__NO_SIDE_EFFECTS__ */
function ref(pattern: RegExp, kind: Kind): ParamsSpec<{ id: string }> {
  const notFound = messages.notFound[kind];
  return { schema: v.object({ id: v.pipe(v.string(notFound), v.regex(pattern, notFound)) }), status: 404 };
}
/** Detail routes take an id or a slug. */
/* @__NO_SIDE_EFFECTS__ */
const idOrSlug = (kind: Kind) => ref(itemRefPattern, kind);
/** Only a server-made id can name an item to change. */
/* @__NO_SIDE_EFFECTS__ */
const itemId = (kind: Kind) => ref(itemIdPattern, kind);

/* @__NO_SIDE_EFFECTS__ */
const create = <S extends Schema>(schema: S, kind: ContentKind): BodySpec<S> => ({
  schema,
  mode: 'full',
  incomplete: messages.allFieldsRequired,
  draftTitle: titleFields[kind],
});
/* @__NO_SIDE_EFFECTS__ */
const update = <S extends Schema>(schema: S, kind: ContentKind): BodySpec<S> => ({
  schema,
  mode: 'partial',
  incomplete: messages.allFieldsRequired,
  draftTitle: titleFields[kind],
});
/** The admin content routes' `{kind}`: one of the four collections; anything else names nothing. */
export const contentKinds = ['career', 'news', 'press', 'event'] as const satisfies readonly ContentKind[];

/* @__NO_SIDE_EFFECTS__ */
const kindParam = () => v.pipe(v.string(messages.routeNotFound), v.picklist(contentKinds, messages.routeNotFound));
/* @__NO_SIDE_EFFECTS__ */
const idParam = () => v.pipe(v.string(messages.routeNotFound), v.regex(itemIdPattern, messages.routeNotFound));

/** `{kind}` (and `{id}`, `{revisionId}`: server-made ids) of the admin content routes; anything else is 404 before the table is asked. */
/* @__NO_SIDE_EFFECTS__ */
const contentKind = (): ParamsSpec<{ kind: ContentKind }> => ({ schema: v.object({ kind: kindParam() }), status: 404 });
/* @__NO_SIDE_EFFECTS__ */
const contentItem = (): ParamsSpec<{ kind: ContentKind; id: string }> => ({
  schema: v.object({ kind: kindParam(), id: idParam() }),
  status: 404,
});
/* @__NO_SIDE_EFFECTS__ */
const contentRevision = (): ParamsSpec<{ kind: ContentKind; id: string; revisionId: string }> => ({
  schema: v.object({
    kind: kindParam(),
    id: idParam(),
    revisionId: v.pipe(v.string(messages.versionNotFound), v.regex(itemIdPattern, messages.versionNotFound)),
  }),
  status: 404,
});

/** `?alt=missing`: only the items whose banner has no alt text, counted and paged as a list of their own. */
/* @__NO_SIDE_EFFECTS__ */
const altQuery = (): ParamsSpec<{ alt?: AltFilter }> => ({
  schema: v.object({ alt: v.optional(v.picklist(altFilters, messages.altFilterInvalid)) }),
  status: 400,
});

/** Any one of the four collections' items, as the admin content routes answer them. */
export type ContentItem = CareerPost | NewsItem | PressRelease | EventItem;

/** The spec deletes careers by POST, naming the id in the body. */
/* @__NO_SIDE_EFFECTS__ */
const careerDeletion = () => form({ careerListID: text('careerListID', { required: 'careerListID is required.' }) });

// Public
export const contactMail = spec('contactMail', { body: full(contactSchema) });
export const hireUsMail = spec('hireUsMail', { body: full(hireSchema) });
/** The answer carries the session's token beside ack. */
export const adminLogin = spec('adminLogin', { body: full(loginSchema) });
// The lists answer summaries (./summaries), optionally one page of them (paging headers beside the array).
export const getAllCareerPost = spec('getAllCareerPost', { query: paging(), response: reply<CareerSummary[]>() });
export const getAllEvents = spec('getAllEvents', { query: paging(), response: reply<EventSummary[]>() });
export const getEvent = spec('getEvent', { params: idOrSlug('event'), response: reply<EventItem>() });
export const upcomingEvent = spec('upcomingEvent', { query: paging(), response: reply<EventSummary[]>() });
export const getAllPressRelease = spec('getAllPressRelease', { query: paging(), response: reply<PressSummary[]>() });
export const getPressReleaseDetails = spec('getPressReleaseDetails', { params: idOrSlug('press'), response: reply<PressRelease>() });
export const getAllNews = spec('getAllNews', { query: paging(), response: reply<NewsSummary[]>() });
export const getNewsDetails = spec('getNewsDetails', { params: idOrSlug('news'), response: reply<NewsItem>() });
/** Answers alike whether or not the address was on the list: the answer tells nobody who subscribed. */
export const newsletterSubscribe = spec('newsletterSubscribe', { body: full(subscribeSchema) });

// Admin (bearer token)
export const contactList = spec('contactList', { params: page(), response: reply<Page<ContactEnquiry>>() });
export const hiredList = spec('hiredList', { params: page(), response: reply<Page<HireEnquiry>>() });
export const eventList = spec('eventList', { params: page(), query: altQuery(), response: reply<Page<EventItem>>() });
export const subscriberList = spec('subscriberList', { params: page(), response: reply<Page<Subscriber>>() });
export const createImageUpload = spec('createImageUpload', { body: full(uploadSchema), response: reply<ImageUpload>() });
export const createCareerPost = spec('createCareerPost', { body: create(careerSchema, 'career'), response: reply<CareerPost>() });
export const createNews = spec('createNews', { body: create(newsSchema, 'news'), response: reply<NewsItem>() });
export const createPressRelease = spec('createPressRelease', { body: create(pressSchema, 'press'), response: reply<PressRelease>() });
export const createEvent = spec('createEvent', { body: create(eventSchema, 'event'), response: reply<EventItem>() });
export const updateCareer = spec('updateCareer', {
  params: itemId('career'),
  body: update(careerSchema, 'career'),
  response: reply<CareerPost>(),
});
export const updateEvent = spec('updateEvent', {
  params: itemId('event'),
  body: update(eventSchema, 'event'),
  response: reply<EventItem>(),
});
export const updateNews = spec('updateNews', { params: itemId('news'), body: update(newsSchema, 'news'), response: reply<NewsItem>() });
export const updatePressRelease = spec('updatePressRelease', {
  params: itemId('press'),
  body: update(pressSchema, 'press'),
  response: reply<PressRelease>(),
});
export const deleteEvent = spec('deleteEvent', { params: itemId('event') });
export const deleteNews = spec('deleteNews', { params: itemId('news') });
export const deletePressRelease = spec('deletePressRelease', { params: itemId('press') });
export const deleteCareerPost = spec('deleteCareerPost', { body: full(careerDeletion()) });

// Editors' workflow (issue 12)
/** One item of any status (drafts and scheduled included), for the edit screens and preview. */
export const getContentItem = spec('getContentItem', { params: contentItem(), response: reply<ContentItem>() });
/** A kind's draft and scheduled items, newest first (events: latest event day first). */
export const listUnpublished = spec('listUnpublished', { params: contentKind(), response: reply<ContentItem[]>() });
/** An item's earlier versions, newest first (at most 50). */
export const listRevisions = spec('listRevisions', { params: contentItem(), response: reply<Revision[]>() });
/** Brings back an earlier version's wording (its images stay as they are now); answers msg `Version restored.` and the item. */
export const restoreRevision = spec('restoreRevision', { params: contentRevision(), response: reply<ContentItem>() });
/** A fresh token for the same admin (answered beside ack, as the login's). */
export const refreshSession = spec('refreshSession');

export type { BodySpec, ListPaging, ParamsSpec, RouteSpec } from './route-spec';
export * from './route-schemas-accounts';
export * from './route-schemas-leads';
