/**
 * What each route of the route table takes and answers: its path parameters
 * and body as schemas, and the type of its answer's `data`. One export per
 * route, named as the route. The handler frame (functions/core/http/frame.ts)
 * checks params and body before a handler runs; the SPA's callApi reads the
 * types only. Apart from ./routes because the SPA loads the route table on
 * every page for its URLs: each page loads only the schemas it uses.
 */
import * as v from 'valibot';
import type { CareerPost, ContactEnquiry, EventItem, HireEnquiry, ImageUpload, NewsItem, Page, PressRelease, Subscriber } from './entities';
import { hireSchema } from './hiring';
import { messages } from './messages';
import { routes, type RouteDef } from './routes';
import { loginSchema } from './schemas/auth';
import { careerSchema, eventSchema, newsSchema, pressSchema } from './schemas/content';
import { contactSchema, subscribeSchema } from './schemas/enquiries';
import { form, text, type Schema } from './schemas/fields';
import { itemIdPattern, itemRefPattern } from './schemas/patterns';
import { uploadSchema } from './schemas/uploads';
import type { ValidationMode } from './schemas/validate';

/** Path parameters, and the status a bad one answers: an id or slug that can name nothing is 404, a bad page number 400. */
export interface ParamsSpec<P = unknown> {
  readonly schema: v.GenericSchema<unknown, P>;
  readonly status: 400 | 404;
}

/** A body schema; `incomplete` is the answer's text when a required field is empty (the content forms' summary). */
export interface BodySpec<S extends Schema = Schema> {
  readonly schema: S;
  readonly mode: ValidationMode;
  readonly incomplete?: string;
}

export interface RouteSpec<R extends RouteDef = RouteDef, P = unknown, S extends Schema = Schema, T = unknown> {
  readonly route: R;
  readonly params?: ParamsSpec<P>;
  readonly body?: BodySpec<S>;
  /** The type of the answer's `data` (see reply): never set, read by the type checker only. */
  readonly response?: T;
}

/** The type of an answer's `data`, for the type checker only: the value is always undefined. */
/* @__NO_SIDE_EFFECTS__ */
const reply = <T>() => undefined as unknown as T;

// Builders are marked free of side effects, so a function's bundle keeps only its own route's schemas.
/* @__NO_SIDE_EFFECTS__ */
function spec<R extends RouteDef, P = undefined, S extends Schema = never, T = undefined>(
  route: R,
  request: { readonly params?: ParamsSpec<P>; readonly body?: BodySpec<S>; readonly response?: T | undefined } = {},
): RouteSpec<R, P, S, T> {
  return { route, ...request };
}

/* @__NO_SIDE_EFFECTS__ */
const ref = (pattern: RegExp, notFound: string): ParamsSpec<{ id: string }> => ({
  schema: v.object({ id: v.pipe(v.string(notFound), v.regex(pattern, notFound)) }),
  status: 404,
});
/** Detail routes take an id or a slug. */
/* @__NO_SIDE_EFFECTS__ */
const idOrSlug = (notFound: string) => ref(itemRefPattern, notFound);
/** Only a server-made id can name an item to change. */
/* @__NO_SIDE_EFFECTS__ */
const itemId = (notFound: string) => ref(itemIdPattern, notFound);

/** The page of a server-paged list: a whole number from 1 to 999999. */
const page: ParamsSpec<{ page: number }> = {
  schema: v.object({ page: v.pipe(v.string(messages.badPage), v.regex(/^[1-9]\d{0,5}$/, messages.badPage), v.transform(Number)) }),
  status: 400,
};

/* @__NO_SIDE_EFFECTS__ */
const create = <S extends Schema>(schema: S): BodySpec<S> => ({ schema, mode: 'full', incomplete: messages.allFieldsRequired });
/* @__NO_SIDE_EFFECTS__ */
const update = <S extends Schema>(schema: S): BodySpec<S> => ({ schema, mode: 'partial', incomplete: messages.allFieldsRequired });
/* @__NO_SIDE_EFFECTS__ */
const full = <S extends Schema>(schema: S): BodySpec<S> => ({ schema, mode: 'full' });

/** The spec deletes careers by POST, naming the id in the body. */
const careerDeletion = form({ careerListID: text('careerListID', { required: 'careerListID is required.' }) });

// Public
export const contactMail = spec(routes.contactMail, { body: full(contactSchema) });
export const hireUsMail = spec(routes.hireUsMail, { body: full(hireSchema) });
/** The answer carries the session's token beside ack. */
export const adminLogin = spec(routes.adminLogin, { body: full(loginSchema) });
export const getAllCareerPost = spec(routes.getAllCareerPost, { response: reply<CareerPost[]>() });
export const getAllEvents = spec(routes.getAllEvents, { response: reply<EventItem[]>() });
export const getEvent = spec(routes.getEvent, { params: idOrSlug(messages.notFound.event), response: reply<EventItem>() });
export const upcomingEvent = spec(routes.upcomingEvent, { response: reply<EventItem[]>() });
export const getAllPressRelease = spec(routes.getAllPressRelease, { response: reply<PressRelease[]>() });
export const getPressReleaseDetails = spec(routes.getPressReleaseDetails, { params: idOrSlug(messages.notFound.press), response: reply<PressRelease>() });
export const getAllNews = spec(routes.getAllNews, { response: reply<NewsItem[]>() });
export const getNewsDetails = spec(routes.getNewsDetails, { params: idOrSlug(messages.notFound.news), response: reply<NewsItem>() });
/** Answers alike whether or not the address was on the list: the answer tells nobody who subscribed. */
export const newsletterSubscribe = spec(routes.newsletterSubscribe, { body: full(subscribeSchema) });

// Admin (bearer token)
export const contactList = spec(routes.contactList, { params: page, response: reply<Page<ContactEnquiry>>() });
export const hiredList = spec(routes.hiredList, { params: page, response: reply<Page<HireEnquiry>>() });
export const eventList = spec(routes.eventList, { params: page, response: reply<Page<EventItem>>() });
export const subscriberList = spec(routes.subscriberList, { params: page, response: reply<Page<Subscriber>>() });
export const createImageUpload = spec(routes.createImageUpload, { body: full(uploadSchema), response: reply<ImageUpload>() });
export const createCareerPost = spec(routes.createCareerPost, { body: create(careerSchema), response: reply<CareerPost>() });
export const createNews = spec(routes.createNews, { body: create(newsSchema), response: reply<NewsItem>() });
export const createPressRelease = spec(routes.createPressRelease, { body: create(pressSchema), response: reply<PressRelease>() });
export const createEvent = spec(routes.createEvent, { body: create(eventSchema), response: reply<EventItem>() });
export const updateCareer = spec(routes.updateCareer, { params: itemId(messages.notFound.career), body: update(careerSchema), response: reply<CareerPost>() });
export const updateEvent = spec(routes.updateEvent, { params: itemId(messages.notFound.event), body: update(eventSchema), response: reply<EventItem>() });
export const updateNews = spec(routes.updateNews, { params: itemId(messages.notFound.news), body: update(newsSchema), response: reply<NewsItem>() });
export const updatePressRelease = spec(routes.updatePressRelease, { params: itemId(messages.notFound.press), body: update(pressSchema), response: reply<PressRelease>() });
export const deleteEvent = spec(routes.deleteEvent, { params: itemId(messages.notFound.event) });
export const deleteNews = spec(routes.deleteNews, { params: itemId(messages.notFound.news) });
export const deletePressRelease = spec(routes.deletePressRelease, { params: itemId(messages.notFound.press) });
export const deleteCareerPost = spec(routes.deleteCareerPost, { body: full(careerDeletion) });
