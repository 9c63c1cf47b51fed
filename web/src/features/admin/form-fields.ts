import type { RouteDef } from '@contract/routes';
import { routes } from '@contract/routes';
import { messages } from '@contract/messages';
import { plainText } from '@contract/text';
import {
  careerSchema,
  eventSchema,
  fieldMeta,
  missesRequired,
  newsSchema,
  pressSchema,
  type FieldErrors,
  type Schema,
} from '@contract/validation';

/** How a field is entered; its label and whether it is required come from the shared schema. */
export type InputKind = 'text' | 'url' | 'date' | 'file' | 'textarea' | 'richtext' | 'gallery';

export interface FormField {
  name: string;
  label: string;
  required: boolean;
  input: InputKind;
}

/** A form's schema and its fields in form order; labels and the required rule come from the schema (they live once). */
export function formOf<S extends Schema>(schema: S, inputs: Partial<Record<keyof S['entries'] & string, InputKind>>) {
  const meta = fieldMeta(schema);
  const fields = (Object.entries(inputs) as Array<[keyof S['entries'] & string, InputKind]>).map(([name, input]) => ({
    name,
    label: meta[name].label,
    required: Boolean(meta[name].required),
    input,
  }));
  return { schema: schema as Schema, fields };
}

export type EntityKind = 'career' | 'press' | 'news' | 'event';

export interface EntityFormConfig {
  kind: EntityKind;
  /** The h1 of the create and update screens. */
  createTitle: string;
  updateTitle: string;
  /** The schema the create and update functions check: the form checks the same before sending. */
  schema: Schema;
  fields: FormField[];
  createRoute: RouteDef;
  updateRoute: RouteDef;
  listPath: string;
  /** The stored image URL of a record, for the preview in update mode. */
  imageOf: (record: Record<string, unknown>) => string | undefined;
}

export const entityForms: Record<EntityKind, EntityFormConfig> = {
  career: {
    kind: 'career',
    createTitle: 'Add Career',
    updateTitle: 'Update Career',
    ...formOf(careerSchema, {
      careerTitle: 'text',
      image: 'file',
      careerExperienceYr: 'text',
      careerInterviewProcess: 'textarea',
      careerLocation: 'text',
      careerDescription: 'richtext',
    }),
    createRoute: routes.createCareerPost,
    updateRoute: routes.updateCareer,
    listPath: '/admin/career',
    imageOf: (record) => record.imageUrl as string | undefined,
  },
  press: {
    kind: 'press',
    createTitle: 'Add Press Release',
    updateTitle: 'Update Press Release',
    ...formOf(pressSchema, {
      title: 'text',
      createdBy: 'text',
      metaTitle: 'text',
      metaDescription: 'textarea',
      image: 'file',
      content: 'richtext',
    }),
    createRoute: routes.createPressRelease,
    updateRoute: routes.updatePressRelease,
    listPath: '/admin/press-release',
    imageOf: (record) => record.imageUrl as string | undefined,
  },
  news: {
    kind: 'news',
    createTitle: 'Add News',
    updateTitle: 'Update News',
    ...formOf(newsSchema, {
      newsTitle: 'text',
      newsCreatedBy: 'text',
      metaTitle: 'text',
      metaDescription: 'textarea',
      image: 'file',
      newsContent: 'richtext',
      newsLink: 'url',
    }),
    createRoute: routes.createNews,
    updateRoute: routes.updateNews,
    listPath: '/admin/news',
    imageOf: (record) => record.newsImageURL as string | undefined,
  },
  event: {
    kind: 'event',
    createTitle: 'Add Event',
    updateTitle: 'Update Event',
    ...formOf(eventSchema, { eventName: 'text', eventDate: 'date', image: 'file', eventImages: 'gallery' }),
    createRoute: routes.createEvent,
    updateRoute: routes.updateEvent,
    listPath: '/admin/events',
    imageOf: (record) => record.eventBanner as string | undefined,
  },
};

/** Quill leaves "<p><br></p>" in an emptied editor: that counts as empty. */
function isBlank(value: string, input: InputKind): boolean {
  return (input === 'richtext' ? plainText(value) : value.trim()) === '';
}

/**
 * The toast of a refused form, the text the function would answer for the same
 * body: a required field left empty (the image included) is the spec's
 * All Fields are required! (§5); any other error is its own message.
 */
export function refusalText(schema: Schema, errors: FieldErrors): string {
  return missesRequired(schema, errors) ? messages.allFieldsRequired : (Object.values(errors)[0] ?? messages.badRequest);
}

export interface BodyOptions {
  fields: FormField[];
  values: Record<string, string>;
  imageKey?: string;
  /** Gallery entries to send (ids to keep and new upload keys), or undefined to leave it unchanged. */
  gallery?: string[];
}

/** What the form sends, and so what it checks: only non-empty fields (spec §5), the image as its upload key. */
export function entityInput(options: BodyOptions): Record<string, string | string[]> {
  const input: Record<string, string | string[]> = {};
  for (const field of options.fields) {
    if (field.input === 'file' || field.input === 'gallery') continue;
    const value = options.values[field.name];
    if (value !== undefined && !isBlank(value, field.input)) input[field.name] = value.trim();
  }
  if (options.imageKey) input.image = options.imageKey;
  if (options.gallery) input.eventImages = options.gallery;
  return input;
}

/** The same as multipart form data: a list as repeated entries, an emptied one as one empty entry. */
export function buildBody(options: BodyOptions): FormData {
  const body = new FormData();
  for (const [name, value] of Object.entries(entityInput(options))) {
    if (typeof value === 'string') body.append(name, value);
    else if (value.length === 0) body.append(name, '');
    else for (const entry of value) body.append(name, entry);
  }
  return body;
}
