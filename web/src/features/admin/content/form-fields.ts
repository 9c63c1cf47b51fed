import type { ContentKind } from '@contract/entities';
import type { RouteDef } from '@contract/routes';
import { routes } from '@contract/routes';
import { messages } from '@contract/messages';
import { employmentTypes } from '@contract/job-closing';
import { plainText } from '@contract/text';
import { caseStudyArts, type RequestedStatus, titleFields } from '@contract/schemas/content';
import { serviceArts, studioMenuGroups } from '@contract/schemas/service';
import { sectionKickers } from '@contract/section-kickers';
import { wordmarkGlyphs, wordmarkStyles, wordmarkTones } from '@contract/schemas/success-stories';
import { techIconTitles } from '@contract/tech-icons';
import { logoTitles } from '@contract/logos';
import { symbolTitles } from '@contract/symbols';
import type { FieldMeta } from '@contract/schemas/fields';
import { type PageDocumentKind, pageDocuments } from '@contract/page-documents';
import { homeInputs } from './home-form';
import {
  careerSchema,
  caseStudySchema,
  eventSchema,
  fieldMeta,
  missesRequired,
  newsSchema,
  pressSchema,
  serviceSchema,
  testimonialSchema,
  aboutSchema,
  successStoriesSchema,
  homeSchema,
  type FieldErrors,
  type Schema,
} from '@contract/validation';

/** How a field is entered; its label and whether it is required come from the shared schema. */
export type InputKind = 'text' | 'url' | 'date' | 'file' | 'textarea' | 'richtext' | 'gallery' | 'select' | 'group' | 'checkbox';

/** One choice of a select field: the value sent, the label shown. */
export interface FieldOption {
  value: string;
  label: string;
}

/** One field of a group's entries, labelled and limited by the group's schema. */
export interface GroupEntryField {
  name: string;
  label: string;
  required: boolean;
  maxLength?: number;
  input: 'text' | 'textarea' | 'select';
  options?: readonly FieldOption[];
}

export interface FormField {
  name: string;
  label: string;
  required: boolean;
  input: InputKind;
  /** The server's length limit, for the field's character counter. */
  maxLength?: number;
  /** What the field is for, said under it. */
  hint?: string;
  /** Said under the field while it is empty: what leaving it empty does (never blocks a save). */
  whenEmpty?: string;
  /** A select field's choices (an empty first choice is added for an optional one). */
  options?: readonly FieldOption[];
  /** A group's entry fields, in entry order (its form value is the entries as JSON). */
  entries?: GroupEntryField[];
  /** A group's most entries. */
  maxItems?: number;
}

/** How a group's entry field is entered: a text input unless it says otherwise. */
type EntryInput = GroupEntryField['input'] | { input: GroupEntryField['input']; options?: readonly FieldOption[] };

/** How a field is entered, with the form's own label where it is not the schema's (the career Summary), a hint and an empty field's note. */
export type FieldInput =
  | InputKind
  | {
      input: InputKind;
      label?: string;
      hint?: string;
      whenEmpty?: string;
      options?: readonly FieldOption[];
      /** A group's entry fields that are not text inputs. */
      entries?: Record<string, EntryInput>;
    };

/** The banner's alt text, the same on every form: optional, since the spec's forms have no such field and must go through without it. */
const altInput: FieldInput = {
  input: 'text',
  hint: 'Describe what the image shows, for people who cannot see it.',
  whenEmpty:
    'No alt text: the image will be published as decorative, so screen readers skip it. That suits an image that repeats the title; describe any image that adds information.',
};

/** The URL field of the items with a page of their own: the page's path is the prefix and the slug. */
const slugInput = (prefix: string): FieldInput => ({
  input: 'text',
  hint: `The page's address is ${prefix} followed by this. Changing it moves the page; the old address keeps working and leads here.`,
  whenEmpty: 'Left empty on a new item, the address is made from the title.',
});

/** A list's choices as a select offers them: value and label, in the list's order. */
const optionsOf = (titles: Readonly<Record<string, string>>): FieldOption[] =>
  Object.entries(titles).map(([value, label]) => ({ value, label }));

/** The brand logos a service's technologies may show, by brand name (120: a name is found by typing its first letters). */
const logoChoice: EntryInput = {
  input: 'select',
  options: optionsOf(logoTitles).sort((a, b) => a.label.localeCompare(b.label, 'en')),
};

/**
 * A service page section's title: an optional section shows only with a
 * title and something in it, so its empty title says the section is left out.
 */
const sectionTitle = (hint: string, content = 'at least one entry'): FieldInput => ({
  input: 'text',
  hint,
  whenEmpty: `No title: this section is left out of the page (it shows with a title and ${content}).`,
});

/** A section's small heading over its title; left empty, the page shows a general one. */
const kicker = (section: keyof typeof sectionKickers): FieldInput => ({
  input: 'text',
  hint: 'The small heading over the title.',
  whenEmpty: `Empty: the page shows “${sectionKickers[section]}”.`,
});

/** A section's Hire Us button: shown unless the box is ticked. */
const hideHireUs: FieldInput = { input: 'checkbox', hint: 'Tick to leave this section without its Hire Us button.' };

/** A form's schema and its fields in form order; labels, the required rule and limits come from the schema (they live once). */
export function formOf<S extends Schema>(schema: S, inputs: Partial<Record<keyof S['entries'] & string, FieldInput>>) {
  const meta = fieldMeta(schema);
  const fields = (Object.entries(inputs) as Array<[keyof S['entries'] & string, FieldInput]>).map(([name, how]): FormField => {
    const { input, label = meta[name].label, hint, whenEmpty, options, entries } = typeof how === 'string' ? { input: how } : how;
    const field = { name, label, required: Boolean(meta[name].required), input, maxLength: meta[name].maxLength, hint, whenEmpty, options };
    return input === 'group' ? { ...field, ...groupOf(meta[name], entries) } : field;
  });
  return { schema: schema as Schema, fields };
}

/** A group's entry fields from its schema meta, each a text input unless `inputs` says otherwise. */
function groupOf(meta: FieldMeta, inputs: Record<string, EntryInput> = {}): Pick<FormField, 'entries' | 'maxItems'> {
  const entries = Object.entries(meta.entries ?? {}).map(([name, entry]) => {
    const how = inputs[name] ?? 'text';
    const { input, options } = typeof how === 'string' ? { input: how } : how;
    return { name, label: entry.label, required: Boolean(entry.required), maxLength: entry.maxLength, input, options };
  });
  return { entries, maxItems: meta.maxItems };
}

/** The admin routes' kinds (getContentItem, preview): the same four collections. */
export type EntityKind = ContentKind;

export interface EntityFormConfig {
  kind: EntityKind;
  /** The h1 of the create and update screens. */
  createTitle: string;
  updateTitle: string;
  /** What one item is called in running text ("the news item"). */
  noun: string;
  /** The schema the create and update functions check: the form checks the same before sending. */
  schema: Schema;
  fields: FormField[];
  /** The field a draft needs (the server's rule). */
  titleField: string;
  /** None for a kind whose one item the seed creates (the About page). */
  createRoute?: RouteDef;
  updateRoute: RouteDef;
  listPath: string;
  /** The edit screen's path stem: the item's id follows. */
  updatePath: string;
  /** The stored image URL of a record, for the preview in update mode. */
  imageOf: (record: Record<string, unknown>) => string | undefined;
  /** The kind has no publish state (always published): the form offers Submit alone, no Save draft or Publish at. */
  withoutStatus?: true;
  /** A page kept as one document: the public read that finds it (its admin path opens its form), and what a failed read says. */
  pageDocument?: { read: RouteDef; failed: string };
}

/** A page kept as one document: its one form at /admin/{admin}, named by its label, with no drafts and no image. */
function pageDocumentForm(
  kind: PageDocumentKind,
  label: string,
  form: Pick<EntityFormConfig, 'schema' | 'fields'>,
  { update, read, failed }: { update: RouteDef; read: RouteDef; failed: string },
): EntityFormConfig {
  const listPath = `/admin/${pageDocuments[kind].admin}`;
  return {
    kind,
    createTitle: label,
    noun: label,
    updateTitle: label,
    ...form,
    titleField: titleFields[kind],
    updateRoute: update,
    listPath,
    updatePath: `${listPath}/`,
    imageOf: () => undefined,
    withoutStatus: true,
    pageDocument: { read, failed },
  };
}

export const entityForms: Record<EntityKind, EntityFormConfig> = {
  career: {
    kind: 'career',
    createTitle: 'Add Career',
    noun: 'career opening',
    updateTitle: 'Update Career',
    ...formOf(careerSchema, {
      careerTitle: 'text',
      image: 'file',
      imageAlt: altInput,
      careerExperienceYr: 'text',
      careerInterviewProcess: 'textarea',
      careerLocation: 'text',
      careerDescription: 'richtext',
      closingDate: {
        input: 'date',
        hint: 'The last day to apply (company time). The next day the job leaves the careers page by itself.',
      },
      employmentType: {
        input: 'select',
        options: Object.entries(employmentTypes).map(([value, label]) => ({ value, label })),
      },
      // The summary on the public career card.
      metaDescription: { input: 'textarea', label: 'Summary', hint: 'A sentence or two; shown on the career card.' },
    }),
    titleField: titleFields.career,
    createRoute: routes.createCareerPost,
    updateRoute: routes.updateCareer,
    listPath: '/admin/career',
    updatePath: '/admin/update-career/',
    imageOf: (record) => record.imageUrl as string | undefined,
  },
  press: {
    kind: 'press',
    createTitle: 'Add Press Release',
    noun: 'press release',
    updateTitle: 'Update Press Release',
    ...formOf(pressSchema, {
      title: 'text',
      slug: slugInput('/press-release/'),
      createdBy: 'text',
      metaTitle: 'text',
      metaDescription: 'textarea',
      image: 'file',
      imageAlt: altInput,
      content: 'richtext',
    }),
    titleField: titleFields.press,
    createRoute: routes.createPressRelease,
    updateRoute: routes.updatePressRelease,
    listPath: '/admin/press-release',
    updatePath: '/admin/update-press/',
    imageOf: (record) => record.imageUrl as string | undefined,
  },
  news: {
    kind: 'news',
    createTitle: 'Add News',
    noun: 'news item',
    updateTitle: 'Update News',
    ...formOf(newsSchema, {
      newsTitle: 'text',
      slug: slugInput('/news/'),
      newsCreatedBy: 'text',
      metaTitle: 'text',
      metaDescription: 'textarea',
      image: 'file',
      imageAlt: altInput,
      newsContent: 'richtext',
      newsLink: 'url',
    }),
    titleField: titleFields.news,
    createRoute: routes.createNews,
    updateRoute: routes.updateNews,
    listPath: '/admin/news',
    updatePath: '/admin/update-news/',
    imageOf: (record) => record.newsImageURL as string | undefined,
  },
  event: {
    kind: 'event',
    createTitle: 'Add Event',
    noun: 'event',
    updateTitle: 'Update Event',
    ...formOf(eventSchema, { eventName: 'text', eventDate: 'date', image: 'file', imageAlt: altInput, eventImages: 'gallery' }),
    titleField: titleFields.event,
    createRoute: routes.createEvent,
    updateRoute: routes.updateEvent,
    listPath: '/admin/events',
    updatePath: '/admin/update-event/',
    imageOf: (record) => record.eventBanner as string | undefined,
  },
  testimonial: {
    kind: 'testimonial',
    createTitle: 'Add Testimonial',
    noun: 'testimonial',
    updateTitle: 'Update Testimonial',
    ...formOf(testimonialSchema, {
      quote: 'textarea',
      name: 'text',
      position: { input: 'text', hint: 'Their role and organisation, as shown under the name.' },
      order: { input: 'text', hint: 'The place in the home page carousel: 1 shows first, then 2, and so on.' },
      image: { input: 'file', hint: 'A square photo of the person. Without one, the carousel shows their initials.' },
      imageAlt: altInput,
    }),
    titleField: titleFields.testimonial,
    createRoute: routes.createTestimonial,
    updateRoute: routes.updateTestimonial,
    listPath: '/admin/testimonials',
    updatePath: '/admin/update-testimonial/',
    imageOf: (record) => record.photo as string | undefined,
  },
  caseStudy: {
    kind: 'caseStudy',
    createTitle: 'Add Case Study',
    noun: 'case study',
    updateTitle: 'Update Case Study',
    ...formOf(caseStudySchema, {
      caseTitle: { input: 'text', hint: 'The headline of the page.' },
      slug: slugInput('/case-studies/'),
      sector: { input: 'text', hint: 'A short label above the headline, e.g. HEALTH CARE.' },
      subtitle: 'textarea',
      metaDescription: { input: 'textarea', hint: 'What search engines and shared links show: a sentence or two.' },
      art: {
        input: 'select',
        hint: 'The drawing on the home page teaser, and at the top of the page when it has no image.',
        options: Object.entries(caseStudyArts).map(([value, label]) => ({ value, label })),
      },
      image: { input: 'file', hint: 'A picture of the work, shown at the top of the page instead of the drawing.' },
      imageAlt: altInput,
      facts: { input: 'group', hint: 'Short facts beside the headline: Client, Team, Duration.' },
      overview: { input: 'group', hint: 'The client and their problem, a paragraph an entry.', entries: { text: 'textarea' } },
      outcomes: { input: 'group', hint: 'Figures that show the result, e.g. 38% and what it measures.' },
      whatWeDid: { input: 'group', hint: 'The steps of the work, numbered in this order.', entries: { text: 'textarea' } },
      functionality: { input: 'group', hint: 'What the product does; without entries the section is left out.' },
      technology: {
        input: 'group',
        hint: 'Each technology with its logo; one without a logo shows its initials.',
        entries: { icon: { input: 'select', options: Object.entries(techIconTitles).map(([value, label]) => ({ value, label })) } },
      },
      teaserTitle: { input: 'text', hint: 'The home page teaser’s title, e.g. HEALTH CARE.' },
      teaserText: { input: 'textarea', hint: 'One sentence under the teaser’s title.' },
      order: { input: 'text', hint: 'The teaser’s place on the home page: 1 shows first, then 2, and so on.' },
    }),
    titleField: titleFields.caseStudy,
    createRoute: routes.createCaseStudy,
    updateRoute: routes.updateCaseStudy,
    listPath: '/admin/case-studies',
    updatePath: '/admin/update-case-study/',
    imageOf: (record) => record.imageUrl as string | undefined,
  },
  service: {
    kind: 'service',
    createTitle: 'Add Service',
    noun: 'service',
    updateTitle: 'Update Service',
    // The page's sections in page order, each field's label naming its section.
    ...formOf(serviceSchema, {
      serviceTitle: { input: 'text', hint: 'The headline of the page.' },
      slug: slugInput('/studio/'),
      menuLabel: { input: 'text', hint: 'The link’s words in the header’s Studio menu, e.g. React.' },
      menuGroup: { input: 'select', hint: 'The group of the Studio menu the link is listed under.', options: optionsOf(studioMenuGroups) },
      order: { input: 'text', hint: 'The link’s place in its menu group: 1 shows first, then 2, and so on.' },
      heroText: { input: 'textarea', hint: 'A sentence or two under the headline.' },
      metaDescription: { input: 'textarea', hint: 'What search engines and shared links show: a sentence or two.' },
      art: { input: 'select', hint: 'The drawing at the top of the page when it has no image.', options: optionsOf(serviceArts) },
      image: { input: 'file', hint: 'A picture shown at the top of the page instead of the drawing.' },
      imageAlt: altInput,
      detailsTitle: sectionTitle('The heading of the overview under the top of the page.', 'a text'),
      detailsText: { input: 'textarea', hint: 'The paragraph under the heading.' },
      detailsOverview: { input: 'textarea', hint: 'The paragraph in the card beside it.' },
      detailsHideHireUs: hideHireUs,
      offeringsTitle: sectionTitle('The heading of the list of what the service offers.'),
      offerings: { input: 'group', hint: 'What the service offers, a line an entry, in this order.', entries: { text: 'textarea' } },
      advantagesTitle: sectionTitle('The heading of the reasons to choose us.'),
      advantages: {
        input: 'group',
        hint: 'A reason an entry: a short title if it needs one, and a sentence.',
        entries: { text: 'textarea' },
      },
      skillsTitle: sectionTitle('The heading of the technical skills, shown in tabs.'),
      skillsText: { input: 'textarea', hint: 'A sentence under the heading.' },
      skillsHideHireUs: hideHireUs,
      skills: {
        input: 'group',
        hint: 'A technology an entry. Entries with the same Tab show together under that tab; the tabs go in the order they first appear. A technology without a logo shows its initials.',
        entries: { logo: logoChoice },
      },
      domainsTitle: sectionTitle('The heading of the industries or areas we know.'),
      domains: {
        input: 'group',
        hint: 'An industry or area an entry, with the symbol on its tile.',
        entries: { symbol: { input: 'select', options: optionsOf(symbolTitles) } },
      },
      toolsTitle: sectionTitle('The heading of the tools the team works with.'),
      tools: { input: 'group', hint: 'A tool an entry; one without a logo shows its initials.', entries: { logo: logoChoice } },
      testingTitle: sectionTitle('The heading of the testing services.'),
      testing: { input: 'group', hint: 'A testing service an entry, in this order.', entries: { text: 'textarea' } },
      displayKicker: kicker('display'),
      displayTitle: sectionTitle('The heading of the grid of tiles, e.g. the apps of a suite.'),
      display: { input: 'group', hint: 'A tile an entry: its title and a short text.', entries: { text: 'textarea' } },
      migrationTitle: sectionTitle('The heading of the migration paragraph.', 'a text'),
      migrationText: { input: 'textarea', hint: 'How we move a client onto the platform.' },
      tilesKicker: kicker('tiles'),
      tilesTitle: sectionTitle('The heading of a second grid of tiles.'),
      tiles: { input: 'group', hint: 'A tile an entry: its title and a short text.', entries: { text: 'textarea' } },
      cloudTitle: sectionTitle('The heading of the cloud detail blocks.'),
      cloud: {
        input: 'group',
        hint: 'A block an entry: its title, a paragraph, and a logo if it has one.',
        entries: { overview: 'textarea', logo: logoChoice },
      },
      automationTitle: sectionTitle('The heading of the test automation tiles.'),
      automationText: { input: 'textarea', hint: 'A sentence under the heading.' },
      automation: { input: 'group', hint: 'A tile an entry: its title and a short text.', entries: { text: 'textarea' } },
      stackTitle: sectionTitle('The heading of the technology stack, shown by layer.'),
      stack: {
        input: 'group',
        hint: 'A technology an entry. Entries with the same Layer show together; the layers go in the order they first appear.',
        entries: { logo: logoChoice },
      },
      processTitle: sectionTitle('The heading of the steps of the process.'),
      process: {
        input: 'group',
        hint: 'A step an entry, in the order of the work: its title and a short text.',
        entries: { text: 'textarea' },
      },
      botsKicker: kicker('bots'),
      botsTitle: sectionTitle('The heading of the bot platforms.'),
      botsText: { input: 'textarea', hint: 'A sentence under the heading.' },
      bots: { input: 'group', hint: 'A platform an entry, each with its logo.', entries: { text: 'textarea', logo: logoChoice } },
      closingTitle: { input: 'text', hint: 'The heading of the band that ends the page, beside its Hire Us button.' },
      closingText: { input: 'textarea', hint: 'A sentence or two in that band.' },
      closingHideHireUs: hideHireUs,
    }),
    titleField: titleFields.service,
    createRoute: routes.createService,
    updateRoute: routes.updateService,
    listPath: '/admin/services',
    updatePath: '/admin/update-service/',
    imageOf: (record) => record.imageUrl as string | undefined,
  },
  // The page's sections in page order.
  about: pageDocumentForm(
    'about',
    'About page',
    formOf(aboutSchema, {
      metaDescription: { input: 'textarea', hint: 'What search engines and shared links show, after the company’s name.' },
      heroTitle: { input: 'text', hint: 'The headline of the page.' },
      heroLead: { input: 'textarea', hint: 'The paragraph under the headline.' },
      badges: { input: 'group', hint: 'The figures beside the headline: a value (400+) and what it counts.' },
      ticker: { input: 'group', hint: 'The words that scroll under the top of the page, in this order.' },
      numbersKicker: 'text',
      numbersTitle: 'text',
      numbersLead: 'textarea',
      stats: { input: 'group', hint: 'The figures of By the numbers: a value (92%) and what it counts.' },
      leadershipKicker: 'text',
      leadershipTitle: 'text',
      leadershipLead: 'textarea',
      directors: {
        input: 'group',
        hint: 'A card a director; the initials are drawn from the name. Focus areas: separate them with commas.',
        entries: { bio: 'textarea' },
      },
      teamLeadName: { input: 'text', hint: 'The band under the directors: “name, role: a team of size”.' },
      teamLeadRole: 'text',
      teamLeadClaim: { input: 'text', hint: 'Follows “a team of”, e.g. 100+ members.' },
      teamLeadText: 'textarea',
      purposeKicker: 'text',
      purposeTitle: 'text',
      missionTitle: 'text',
      missionText: 'textarea',
      visionTitle: 'text',
      visionText: 'textarea',
      diversityKicker: 'text',
      diversityTitle: 'text',
      diversityLead: 'textarea',
      diversity: { input: 'group', hint: 'Three cards; each keeps its icon by position.', entries: { text: 'textarea' } },
      whyKicker: 'text',
      whyTitle: 'text',
      whyUs: { input: 'group', hint: 'A reason an entry: a title and a sentence.', entries: { text: 'textarea' } },
      xfactorKicker: 'text',
      xfactorTitle: 'text',
      xfactorText: 'textarea',
    }),
    { update: routes.updateAboutPage, read: routes.getAboutPage, failed: messages.aboutFailed },
  ),
  home: pageDocumentForm('home', 'Home page', formOf(homeSchema, homeInputs), {
    update: routes.updateHomePage,
    read: routes.getHomePage,
    failed: messages.homeFailed,
  }),
  // The page's sections in page order; the tech pages (/success-stories/react-dev) show the same document.
  successStories: pageDocumentForm(
    'successStories',
    'Success stories',
    formOf(successStoriesSchema, {
      metaDescription: {
        input: 'textarea',
        hint: 'What search engines and shared links show: a sentence or two. {company} is replaced by the company’s name.',
      },
      bannerKicker: { input: 'text', hint: 'The small heading above the headline of /success-stories.' },
      bannerTitle: { input: 'text', hint: 'The headline of /success-stories.' },
      bannerLead: { input: 'textarea', hint: 'The paragraph under the headline.' },
      serviceKicker: {
        input: 'text',
        hint: 'The same, on a studio service’s success stories (/success-stories/react-dev): {service} is replaced by the service’s name (React), {group} by its Studio group (Web Development).',
      },
      serviceTitle: {
        input: 'text',
        hint: 'That page’s headline: write {service} once, where the service’s name shows highlighted. {group} may be used too.',
      },
      serviceLead: { input: 'textarea', hint: 'That page’s paragraph under the headline; {service} and {group} may be used.' },
      clientsKicker: 'text',
      clientsTitle: 'text',
      clientsLead: 'textarea',
      clientYears: {
        input: 'group',
        hint: 'A year an entry, with its summary; the page lists the years newest first, each with the clients of that year. Every year needs at least one client below.',
        entries: { summary: 'textarea' },
      },
      clients: {
        input: 'group',
        hint: 'A client an entry, drawn as a wordmark: a glyph before the name, a colour tone and a style of type. Year: the year it joined, which needs its entry in Client years. Within a year, clients show in this order.',
        entries: {
          glyph: { input: 'select', options: optionsOf(wordmarkGlyphs) },
          tone: { input: 'select', options: optionsOf(wordmarkTones) },
          style: { input: 'select', options: optionsOf(wordmarkStyles) },
        },
      },
      growthKicker: 'text',
      growthTitle: 'text',
      growthLead: 'textarea',
      growth: {
        input: 'group',
        hint: 'A year an entry, in whole numbers: the clients won that year and the active client accounts at its end. The graph shows the years oldest first, on an axis that fits the largest number.',
      },
      highlightsKicker: 'text',
      highlightsTitle: 'text',
      highlightsLead: { input: 'textarea', whenEmpty: 'No lead: the cards follow the title directly.' },
      highlights: {
        input: 'group',
        hint: 'The large cards: a value (400+), what it counts and a sentence. The first four keep their icons by position; any further card shows an award.',
        entries: { detail: 'textarea' },
      },
      metricsKicker: 'text',
      metricsTitle: 'text',
      metricsLead: { input: 'textarea', whenEmpty: 'No lead: the cards follow the title directly.' },
      metrics: {
        input: 'group',
        hint: 'The metric cards, four a row: a value (92%), what it counts and a sentence.',
        entries: { detail: 'textarea' },
      },
    }),
    { update: routes.updateSuccessStoriesPage, read: routes.getSuccessStoriesPage, failed: messages.successStoriesFailed },
  ),
};

const isFilled = (stored: unknown): boolean => typeof stored === 'string' && stored.trim() !== '';

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
  /** The gallery images' alt texts, position by position beside `gallery` (sent with it). */
  galleryAlt?: string[];
  /** Save draft or Submit; none for a body the spec's way. */
  status?: RequestedStatus;
  /** Publish at, as the datetime-local input holds it (the browser's time). */
  publishAt?: string;
  /** On an update, the stored item: an optional field it has that is now blank is sent empty, which empties it. */
  stored?: Readonly<Record<string, unknown>>;
}

/** A datetime-local value as the zoned ISO time the server takes; nothing when empty, an unreadable one as typed (the check refuses it). */
export function zonedTime(local: string | undefined): string | undefined {
  if (!local?.trim()) return undefined;
  const time = new Date(local);
  return Number.isNaN(time.getTime()) ? local : time.toISOString();
}

/** A stored ISO time as a datetime-local value in the browser's time (to prefill Publish at). */
export function localInputTime(iso: unknown): string {
  if (typeof iso !== 'string') return '';
  const time = new Date(iso);
  if (Number.isNaN(time.getTime())) return '';
  const local = new Date(time.getTime() - time.getTimezoneOffset() * 60_000);
  return local.toISOString().slice(0, 16);
}

/**
 * What the form sends, and so what it checks: only non-empty fields (spec §5), the image as its upload key,
 * and on an update an optional field the editor emptied, as empty.
 * A group is always sent, as its entries' JSON ('[]' when it has none), so emptying it on an update clears it;
 * a box too, as 'true' or 'false', so unticking it on an update unticks it.
 */
export function entityInput(options: BodyOptions): Record<string, string | string[]> {
  const input: Record<string, string | string[]> = {};
  for (const field of options.fields) {
    if (field.input === 'file' || field.input === 'gallery') continue;
    const value = options.values[field.name];
    if (field.input === 'group') input[field.name] = value?.trim() || '[]';
    else if (field.input === 'checkbox') input[field.name] = value === 'true' ? 'true' : 'false';
    else if (value !== undefined && !isBlank(value, field.input)) input[field.name] = value.trim();
    else if (!field.required && isFilled(options.stored?.[field.name])) input[field.name] = '';
  }
  if (options.imageKey) input.image = options.imageKey;
  if (options.gallery) {
    input.eventImages = options.gallery;
    if (options.galleryAlt && options.gallery.length > 0) input.eventImagesAlt = options.galleryAlt;
  }
  if (options.status) input.status = options.status;
  const publishAt = zonedTime(options.publishAt);
  if (publishAt && options.status === 'published') input.publishAt = publishAt;
  return input;
}

/** The same as multipart form data: a list as repeated entries (empty alt texts too, keeping their places), an emptied one as one empty entry. */
export function buildBody(options: BodyOptions): FormData {
  const body = new FormData();
  for (const [name, value] of Object.entries(entityInput(options))) {
    if (typeof value === 'string') body.append(name, value);
    else if (value.length === 0) body.append(name, '');
    else for (const entry of value) body.append(name, entry);
  }
  return body;
}
