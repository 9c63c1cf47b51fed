/** The path parameters, query and bodies of the content routes (careers, news, press releases, events, testimonials, case studies, services). */
import * as v from 'valibot';
import type {
  AboutPage,
  CareerPost,
  CaseStudy,
  ContentKind,
  EventItem,
  HomePage,
  NewsItem,
  PressRelease,
  Service,
  SuccessStoriesPage,
  Testimonial,
} from '../entities';
import { messages } from '../messages';
import type { BodySpec, ParamsSpec } from '../route-spec';
import { titleFields } from '../schemas/content';
import type { Schema } from '../schemas/fields';
import { itemIdPattern, itemRefPattern } from '../schemas/patterns';

/** Any one of the collections' items, as the admin content routes answer them. */
export type ContentItem =
  | CareerPost
  | NewsItem
  | PressRelease
  | EventItem
  | Testimonial
  | CaseStudy
  | Service
  | AboutPage
  | SuccessStoriesPage
  | HomePage;

type Kind = keyof typeof messages.notFound;

function ref(pattern: RegExp, kind: Kind): ParamsSpec<{ id: string }> {
  const notFound = messages.notFound[kind];
  return { schema: v.object({ id: v.pipe(v.string(notFound), v.regex(pattern, notFound)) }), status: 404 };
}
/** Detail routes take an id or a slug. */
export const idOrSlug = (kind: Kind) => ref(itemRefPattern, kind);
/** Only a server-made id can name an item to change. */
export const itemId = (kind: Kind) => ref(itemIdPattern, kind);

export const create = <S extends Schema>(schema: S, kind: ContentKind): BodySpec<S> => ({
  schema,
  mode: 'full',
  incomplete: messages.allFieldsRequired,
  draftTitle: titleFields[kind],
});
export const update = <S extends Schema>(schema: S, kind: ContentKind): BodySpec<S> => ({
  schema,
  mode: 'partial',
  incomplete: messages.allFieldsRequired,
  draftTitle: titleFields[kind],
});

/** The admin content routes' `{kind}`: one of the collections; anything else names nothing. */
const contentKinds = [
  'career',
  'news',
  'press',
  'event',
  'testimonial',
  'caseStudy',
  'service',
  'about',
  'successStories',
  'home',
] as const satisfies readonly ContentKind[];

const kindParam = () => v.pipe(v.string(messages.routeNotFound), v.picklist(contentKinds, messages.routeNotFound));
const idParam = () => v.pipe(v.string(messages.routeNotFound), v.regex(itemIdPattern, messages.routeNotFound));

/** `{kind}` (and `{id}`, `{revisionId}`: server-made ids) of the admin content routes; anything else is 404 before the table is asked. */
export const contentKind = (): ParamsSpec<{ kind: ContentKind }> => ({ schema: v.object({ kind: kindParam() }), status: 404 });
export const contentItem = (): ParamsSpec<{ kind: ContentKind; id: string }> => ({
  schema: v.object({ kind: kindParam(), id: idParam() }),
  status: 404,
});
export const contentRevision = (): ParamsSpec<{ kind: ContentKind; id: string; revisionId: string }> => ({
  schema: v.object({
    kind: kindParam(),
    id: idParam(),
    revisionId: v.pipe(v.string(messages.versionNotFound), v.regex(itemIdPattern, messages.versionNotFound)),
  }),
  status: 404,
});
