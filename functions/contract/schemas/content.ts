/**
 * The admin-managed collections' forms (spec §5): careers, press
 * releases, news and events (and the home page's testimonials), each with the editors' workflow fields beside
 * the spec's (status, publish time, alt texts; all optional, so the spec's
 * calls work unchanged). One module: every function that checks one of them
 * serves all four collections (functions/core/content/collections.ts).
 */
import * as v from 'valibot';
import { messages } from '../messages';
import { form, group, html, list, parallelTexts, type Rule, text } from './fields';
import { isCalendarDate, isZonedDateTime, orderMax, orderPattern, slugPattern } from './patterns';
import { slugMessages } from '../redirects';
import { galleryEntryPattern, uploadKeyPattern } from './upload-patterns';
import { type EmploymentType, employmentTypeValues } from '../job-closing';
import { type TechIcon, techIconValues } from '../tech-icons';

/** What a create or update may ask for; `scheduled` is what the server makes of `published` with a future publishAt. */
export const requestedStatuses = ['draft', 'published'] as const;
export type RequestedStatus = (typeof requestedStatuses)[number];

/** Alt texts: the banner's and each gallery image's. */
export const altTextMaxLength = 200;

/**
 * The admin content lists' filter on the banner's alt text, as the query
 * string says it (`?alt=missing`): items with a banner and no alt text, for
 * an editor to describe later (an item may be published without one).
 */
export const altFilters = ['missing'] as const;
export type AltFilter = (typeof altFilters)[number];

/** The workflow fields every content form has. */
export const workflow = {
  status: text<RequestedStatus>('Status', { rule: v.picklist(requestedStatuses, messages.statusInvalid) }),
  publishAt: text('Publish at', { rule: v.check(isZonedDateTime, messages.publishAtInvalid), maxLength: 40 }),
  imageAlt: text('Image alt text', { maxLength: altTextMaxLength }),
};

/** The banner: a new upload's key (the upload endpoint gives it). */
const image = text('Image', { required: 'Image is required.', rule: v.regex(uploadKeyPattern, messages.imageReference) });
/**
 * The item's URL slug (news, press releases): optional, so the spec's calls
 * work unchanged; left out, the slug stays (a new item's is made from its title).
 */
const slug = text('URL', { maxLength: 80, rule: v.regex(slugPattern, slugMessages.pattern) });
export const requiredText = (label: string, maxLength = 300) => text(label, { required: `${label} is required.`, maxLength });
/** One of a list's keys, required; a wrong one is refused naming the choices by their labels. */
export const requiredChoice = <K extends string>(label: string, choices: Readonly<Record<K, string>>) =>
  // Both type arguments named: with K alone, the options' type would not say the field is required, and its value could be missing.
  text<K, { readonly required: string; readonly rule: Rule<K> }>(label, {
    required: `${label} is required.`,
    rule: v.picklist(Object.keys(choices) as K[], `${label} must be one of: ${Object.values<string>(choices).join(', ')}.`),
  });
const richText = (label: string) => html(label, { required: `${label} is required.`, maxLength: 200_000 });

export const careerSchema = form({
  careerTitle: requiredText('Career Title', 200),
  image,
  careerExperienceYr: requiredText('Career Experience Year', 50),
  careerInterviewProcess: requiredText('Career Interview process', 1000),
  careerLocation: requiredText('Career Location', 200),
  careerDescription: richText('Career Description'),
  metaDescription: text('Meta Description', { maxLength: 500 }),
  // Beside the spec's fields, for Google for Jobs (../job-closing): optional, so the spec's calls work unchanged.
  closingDate: text('Closing Date', { rule: v.check(isCalendarDate, messages.closingDateInvalid) }),
  employmentType: text<EmploymentType>('Employment Type', { rule: v.picklist(employmentTypeValues, messages.employmentTypeInvalid) }),
  ...workflow,
});

export const pressSchema = form({
  title: requiredText('Title', 200),
  createdBy: requiredText('Created By', 100),
  metaTitle: requiredText('Meta Title', 200),
  metaDescription: requiredText('Meta Description', 500),
  image,
  content: richText('Press Content'),
  slug,
  ...workflow,
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
  slug,
  ...workflow,
});

export const eventSchema = form({
  eventName: requiredText('Event Name', 200),
  eventDate: text('Event Date', { required: 'Event Date is required.', rule: v.check(isCalendarDate, 'Event Date must be a valid date.') }),
  image,
  eventImages: list('Gallery images', { maxItems: 40, rule: v.regex(galleryEntryPattern, messages.imageReference) }),
  /** Position by position beside eventImages. */
  eventImagesAlt: parallelTexts('Gallery image alt text', { maxItems: 40, maxLength: altTextMaxLength }),
  ...workflow,
});

export const order = text('Order', {
  required: 'Order is required.',
  rule: v.regex(orderPattern, `Order must be a whole number from 0 to ${orderMax}.`),
});
/** An optional picture: a new upload's key. */
export const optionalImage = (label: string) => text(label, { rule: v.regex(uploadKeyPattern, messages.imageReference) });

/** Testimonials: a carousel has room for a few sentences; the photo is optional (initials are drawn without one). */
export const testimonialSchema = form({
  quote: requiredText('Quote', 600),
  name: requiredText('Name', 100),
  position: requiredText('Position', 150),
  order,
  image: optionalImage('Photo'),
  ...workflow,
});

/** The drawn artworks a case study may show: always on its home teaser, and on its page when it has no image of its own. */
export const caseStudyArts = {
  health: 'Health care',
  edtech: 'Education',
  hrtech: 'People and hiring',
  ecommerce: 'Commerce',
  security: 'Security',
} as const;
export type CaseStudyArt = keyof typeof caseStudyArts;

/**
 * A case study (spec §2 "Case study page"): the hero, the client's overview
 * with its outcomes, the steps of the work, the functionality (optional: a
 * section shown only with entries) and the technology, plus the home page's
 * teaser. Its repeating parts are groups an editor orders.
 */
export const caseStudySchema = form({
  caseTitle: requiredText('Title', 200),
  slug,
  sector: requiredText('Sector', 60),
  subtitle: requiredText('Subtitle', 400),
  metaDescription: requiredText('Meta Description', 500),
  art: requiredChoice('Artwork', caseStudyArts),
  image: optionalImage('Image'),
  facts: group('Facts', {
    maxItems: 6,
    entries: { label: requiredText('Label', 40), value: requiredText('Value', 120) },
  }),
  overview: group('Overview', {
    required: 'Overview is required.',
    maxItems: 8,
    entries: { text: requiredText('Paragraph', 1500) },
  }),
  outcomes: group('Outcomes', {
    maxItems: 6,
    entries: { value: requiredText('Figure', 20), label: requiredText('What it measures', 200) },
  }),
  whatWeDid: group('What we did', {
    required: 'What we did is required.',
    maxItems: 8,
    entries: { title: requiredText('Step', 100), text: requiredText('Description', 600) },
  }),
  functionality: group('Functionality', { maxItems: 16, entries: { text: requiredText('Feature', 300) } }),
  technology: group('Technology used', {
    required: 'Technology used is required.',
    maxItems: 30,
    entries: {
      name: requiredText('Technology', 60),
      icon: text<TechIcon>('Logo', { rule: v.picklist(techIconValues, 'Logo must be one of the listed logos.') }),
    },
  }),
  teaserTitle: requiredText('Teaser title', 60),
  teaserText: requiredText('Teaser text', 300),
  order,
  ...workflow,
});

/** The one field a draft needs (interface: drafts validate partially, the title required). */
export const titleFields = {
  career: 'careerTitle',
  press: 'title',
  news: 'newsTitle',
  event: 'eventName',
  testimonial: 'name',
  caseStudy: 'caseTitle',
  service: 'serviceTitle',
  about: 'heroTitle',
  successStories: 'bannerTitle',
  home: 'heroTitle',
} as const;
