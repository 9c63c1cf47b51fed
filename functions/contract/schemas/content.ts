/** The four admin-managed collections' forms (spec §5): careers, press releases, news and events. */
import * as v from 'valibot';
import { messages } from '../messages';
import { form, html, list, text } from './fields';
import { galleryEntryPattern, isCalendarDate, uploadKeyPattern } from './patterns';

/** The banner: a new upload's key (the upload endpoint gives it). */
const image = text('Image', { required: 'Image is required.', rule: v.regex(uploadKeyPattern, messages.imageReference) });
/* @__NO_SIDE_EFFECTS__ */
const requiredText = (label: string, maxLength = 300) => text(label, { required: `${label} is required.`, maxLength });
/* @__NO_SIDE_EFFECTS__ */
const richText = (label: string) => html(label, { required: `${label} is required.`, maxLength: 200_000 });

export const careerSchema = form({
  careerTitle: requiredText('Career Title', 200),
  image,
  careerExperienceYr: requiredText('Career Experience Year', 50),
  careerInterviewProcess: requiredText('Career Interview process', 1000),
  careerLocation: requiredText('Career Location', 200),
  careerDescription: richText('Career Description'),
  metaDescription: text('Meta Description', { maxLength: 500 }),
});

export const pressSchema = form({
  title: requiredText('Title', 200),
  createdBy: requiredText('Created By', 100),
  metaTitle: requiredText('Meta Title', 200),
  metaDescription: requiredText('Meta Description', 500),
  image,
  content: richText('Press Content'),
});

export const newsSchema = form({
  newsTitle: requiredText('Title', 200),
  newsCreatedBy: text('Created By', { maxLength: 100 }), // shown, not required (§5)
  metaTitle: requiredText('Meta Title', 200),
  metaDescription: requiredText('Meta Description', 500),
  image,
  newsContent: richText('News Content'),
  newsLink: text('Source Link', {
    maxLength: 2000,
    rule: v.regex(/^https?:\/\/[^\s]+$/i, 'Source Link must be a web address starting with http:// or https://.'),
  }),
});

export const eventSchema = form({
  eventName: requiredText('Event Name', 200),
  eventDate: text('Event Date', { required: 'Event Date is required.', rule: v.check(isCalendarDate, 'Event Date must be a valid date.') }),
  image,
  eventImages: list('Gallery images', { maxItems: 40, rule: v.regex(galleryEntryPattern, messages.imageReference) }),
});
