/**
 * The success-stories page (/success-stories, /success-stories/{tech} and
 * ?tech=) as one document the marketing team edits: every text and figure on
 * it but the banner's drawing, the graph's and accordion's own labels and the
 * highlight cards' icons, which stay in code (the icons by position). The tech
 * pages share the document: their banner's wording names the service with a
 * placeholder. Lists are groups; a client names its year, and the page groups
 * clients under the year summaries (../success-stories-rules checks they meet).
 */
import * as v from 'valibot';
import { placeholderProblem } from '../placeholders';
import { form, group, text, wholeNumber } from './fields';
import { requiredChoice, requiredText } from './content';
import { kicker, lead, title } from './page-fields';

/** The shape before a client's name; each wordmark combines a glyph, a tone and a style. */
export const wordmarkGlyphs = {
  circle: 'Circle',
  square: 'Square',
  triangle: 'Triangle',
  hexagon: 'Hexagon',
  diamond: 'Diamond',
  ring: 'Ring',
  bars: 'Bars',
  arc: 'Arc',
} as const;
export type WordmarkGlyph = keyof typeof wordmarkGlyphs;

export const wordmarkTones = { accent: 'Accent', violet: 'Violet', warm: 'Warm', ink: 'Ink', teal: 'Teal' } as const;

/** The typographic treatment of a client's name. */
export const wordmarkStyles = { bold: 'Bold', light: 'Light', caps: 'Capitals', serif: 'Serif' } as const;

/** What the tech pages' banner fills in: the service's label (React) and its Studio group (Web Development). */
export const servicePlaceholders = ['service', 'group'] as const;

/** A required text whose placeholders are checked: only `allowed` ones, each `required` one exactly once. */
const withPlaceholders = (label: string, maxLength: number, allowed: readonly string[], required: readonly string[] = []) =>
  text(label, {
    required: `${label} is required.`,
    maxLength,
    rule: v.check<string, v.ErrorMessage<v.CheckIssue<string>>>(
      (value) => placeholderProblem(label, value, allowed, required) === undefined,
      (issue) => placeholderProblem(label, issue.input, allowed, required) ?? '',
    ),
  });

const optionalLead = (section: string) => text(`${section} lead`, { maxLength: 600 });

/** A year the clients are grouped by (the year they joined, the year a growth figure counts). */
const year = () => wholeNumber('Year', { required: 'Year is required.', min: 1900, max: 2100 });
const count = (label: string) => wholeNumber(label, { required: `${label} is required.`, max: 1_000_000 });

/** Claim cards: a value (92%, 400+), what it counts, and what it means. */
const claims = (label: string, maxItems: number) =>
  group(label, {
    required: `${label} needs at least one entry.`,
    maxItems,
    entries: { value: requiredText('Value', 20), label: requiredText('Label', 120), detail: requiredText('Detail', 300) },
  });

export const successStoriesSchema = form({
  metaDescription: withPlaceholders('Meta Description', 300, ['company']),
  bannerKicker: kicker('Banner'),
  bannerTitle: title('Banner'),
  bannerLead: lead('Banner'),
  serviceKicker: withPlaceholders('Service banner kicker', 80, servicePlaceholders),
  serviceTitle: withPlaceholders('Service banner title', 160, servicePlaceholders, ['service']),
  serviceLead: withPlaceholders('Service banner lead', 600, servicePlaceholders),
  clientsKicker: kicker('Clients'),
  clientsTitle: title('Clients'),
  clientsLead: lead('Clients'),
  clientYears: group('Client years', {
    required: 'Client years needs at least one entry.',
    maxItems: 30,
    entries: { year: year(), summary: requiredText('Summary', 400) },
  }),
  clients: group('Clients', {
    required: 'Clients needs at least one entry.',
    maxItems: 200,
    entries: {
      year: year(),
      name: requiredText('Name', 60),
      sector: requiredText('Sector', 60),
      glyph: requiredChoice('Glyph', wordmarkGlyphs),
      tone: requiredChoice('Tone', wordmarkTones),
      style: requiredChoice('Style', wordmarkStyles),
    },
  }),
  growthKicker: kicker('Growth'),
  growthTitle: title('Growth'),
  growthLead: lead('Growth'),
  growth: group('Growth', {
    required: 'Growth needs at least one entry.',
    maxItems: 30,
    entries: { year: year(), newClients: count('New clients'), activeClients: count('Active clients') },
  }),
  highlightsKicker: kicker('Highlights'),
  highlightsTitle: title('Highlights'),
  highlightsLead: optionalLead('Highlights'),
  highlights: claims('Highlights', 8),
  metricsKicker: kicker('Metrics'),
  metricsTitle: title('Metrics'),
  metricsLead: optionalLead('Metrics'),
  metrics: claims('Metrics', 16),
});
