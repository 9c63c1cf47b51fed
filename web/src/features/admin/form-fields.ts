import type { RouteDef } from '@contract/routes';
import { routes } from '@contract/routes';
import { messages } from '@contract/messages';
import { careerSchema, eventSchema, newsSchema, pressSchema, type Schema } from '@contract/validation';

/** How a field is entered; its label and whether it is required come from the shared schema. */
export type InputKind = 'text' | 'url' | 'date' | 'file' | 'textarea' | 'richtext' | 'gallery';

export interface FormField {
  name: string;
  label: string;
  required: boolean;
  input: InputKind;
}

/** Field definitions in form order, labels and required rule read from the schema (labels live once). */
export function fieldsFrom<S extends Schema>(schema: S, inputs: Partial<Record<keyof S & string, InputKind>>): FormField[] {
  return (Object.entries(inputs) as Array<[keyof S & string, InputKind]>).map(([name, input]) => {
    const field = schema[name]!;
    return { name, label: field.label, required: Boolean(field.required), input };
  });
}

export type EntityKind = 'career' | 'press' | 'news' | 'event';

export interface EntityFormConfig {
  kind: EntityKind;
  /** The h1 of the create and update screens. */
  createTitle: string;
  updateTitle: string;
  fields: FormField[];
  createRoute: RouteDef;
  updateRoute: RouteDef;
  listPath: string;
  /** Update succeeds exactly when the server's msg is this text (spec §4). */
  updatedMessage: string;
  /** The stored image URL of a record, for the preview in update mode. */
  imageOf: (record: Record<string, unknown>) => string | undefined;
}

export const entityForms: Record<EntityKind, EntityFormConfig> = {
  career: {
    kind: 'career',
    createTitle: 'Add Career',
    updateTitle: 'Update Career',
    fields: fieldsFrom(careerSchema, {
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
    updatedMessage: messages.updated.career,
    imageOf: (record) => record.imageUrl as string | undefined,
  },
  press: {
    kind: 'press',
    createTitle: 'Add Press Release',
    updateTitle: 'Update Press Release',
    fields: fieldsFrom(pressSchema, {
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
    updatedMessage: messages.updated.press,
    imageOf: (record) => record.imageUrl as string | undefined,
  },
  news: {
    kind: 'news',
    createTitle: 'Add News',
    updateTitle: 'Update News',
    fields: fieldsFrom(newsSchema, {
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
    updatedMessage: messages.updated.news,
    imageOf: (record) => record.newsImageURL as string | undefined,
  },
  event: {
    kind: 'event',
    createTitle: 'Add Event',
    updateTitle: 'Update Event',
    fields: fieldsFrom(eventSchema, { eventName: 'text', eventDate: 'date', image: 'file', eventImages: 'gallery' }),
    createRoute: routes.createEvent,
    updateRoute: routes.updateEvent,
    listPath: '/admin/events',
    updatedMessage: messages.updated.event,
    imageOf: (record) => record.eventBanner as string | undefined,
  },
};

/** Quill leaves "<p><br></p>" in an emptied editor: that counts as empty. */
export function isBlank(value: string | undefined, input: InputKind): boolean {
  if (value === undefined) return true;
  const text = input === 'richtext' ? value.replace(/<[^>]*>/g, '').replace(/&nbsp;/g, ' ') : value;
  return text.trim() === '';
}

/** Create mode: every required field filled and the image uploaded, else nothing is sent (spec §5). */
export function missingRequired(fields: FormField[], values: Record<string, string>, imageKey: string | undefined): boolean {
  return fields.some((field) => {
    if (!field.required) return false;
    if (field.input === 'file') return !imageKey;
    return isBlank(values[field.name], field.input);
  });
}

/** The form body: only non-empty fields (spec §5); the image goes as the upload key. */
export function buildBody(options: {
  fields: FormField[];
  values: Record<string, string>;
  imageKey?: string;
  /** Gallery entries to send (ids to keep and new upload keys), or undefined to leave it unchanged. */
  gallery?: string[];
}): FormData {
  const body = new FormData();
  for (const field of options.fields) {
    if (field.input === 'file' || field.input === 'gallery') continue;
    const value = options.values[field.name];
    if (value !== undefined && value !== null && !isBlank(value, field.input)) body.append(field.name, value.trim());
  }
  if (options.imageKey) body.append('image', options.imageKey);
  if (options.gallery) {
    if (options.gallery.length === 0) body.append('eventImages', '');
    for (const entry of options.gallery) body.append('eventImages', entry);
  }
  return body;
}
