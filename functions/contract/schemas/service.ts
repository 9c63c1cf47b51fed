/**
 * A service page (spec §3 "Service page content") at /studio/{slug}, with its
 * link in the header's Studio menu. Its sections are optional: one shows when
 * it has a title and something in it (entries, or its text), so an editor
 * builds a page from the parts it needs. The repeating parts are groups an
 * editor orders; a skill tab or stack layer is the name its technologies
 * share, in the order the tabs first appear.
 */
import * as v from 'valibot';
import { type Logo, logoValues } from '../logos';
import { type SymbolName, symbolValues } from '../symbols';
import { checkbox, form, group, text } from './fields';
import { optionalImage, order, requiredChoice, requiredText, workflow } from './content';
import { type StudioMenuGroup, studioMenuGroups } from '../studio-menu';

export { studioMenuGroups, type StudioMenuGroup };

/** The hero drawings a service page may show when it has no image of its own. */
export const serviceArts = {
  web: 'Web',
  design: 'Design',
  backend: 'Back end',
  data: 'Data',
  enterprise: 'Enterprise',
  chain: 'Blockchain',
  cloud: 'Cloud',
  quality: 'Quality',
  support: 'Support',
  mobile: 'Mobile',
} as const;
export type ServiceArt = keyof typeof serviceArts;

/** Service URLs keep the spec's (/studio/SAP has capitals); otherwise the same as every URL field. */
export const serviceSlugPattern = /^(?=.{1,80}$)[A-Za-z0-9]+(?:-[A-Za-z0-9]+)*$/;
export const serviceSlugMessage = 'URL must be letters, digits and single hyphens (e.g. rust-dev), at most 80 characters.';

const optionalText = (label: string, maxLength: number) => text(label, { maxLength });
const logo = () => text<Logo>('Logo', { rule: v.picklist(logoValues, 'Logo must be one of the listed logos.') });
const hideHireUs = (section: string) => checkbox(`Hide the Hire Us button of ${section}`);
/** A group of tiles: a title and a text each. */
const tiles = (label: string, maxItems = 12) =>
  group(label, { maxItems, entries: { title: requiredText('Title', 120), text: requiredText('Text', 800) } });

export const serviceSchema = form({
  serviceTitle: requiredText('Title', 120),
  slug: text('URL', { maxLength: 80, rule: v.regex(serviceSlugPattern, serviceSlugMessage) }),
  menuLabel: requiredText('Menu label', 40),
  menuGroup: requiredChoice('Menu group', studioMenuGroups),
  order,
  heroText: requiredText('Hero text', 600),
  metaDescription: requiredText('Meta Description', 500),
  art: requiredChoice('Artwork', serviceArts),
  image: optionalImage('Image'),
  detailsTitle: optionalText('Details title', 200),
  detailsText: optionalText('Details text', 2000),
  detailsOverview: optionalText('Details overview', 2000),
  detailsHideHireUs: hideHireUs('the details'),
  offeringsTitle: optionalText('Offerings title', 200),
  offerings: group('Offerings', { maxItems: 16, entries: { text: requiredText('Offering', 300) } }),
  advantagesTitle: optionalText('Advantages title', 200),
  advantages: group('Advantages', {
    maxItems: 12,
    entries: { title: optionalText('Title', 120), text: requiredText('Text', 600) },
  }),
  skillsTitle: optionalText('Technical skills title', 200),
  skillsText: optionalText('Technical skills text', 600),
  skillsHideHireUs: hideHireUs('the technical skills'),
  skills: group('Technical skills', {
    maxItems: 60,
    entries: { tab: requiredText('Tab', 40), name: requiredText('Technology', 60), logo: logo() },
  }),
  domainsTitle: optionalText('Domain expertise title', 200),
  domains: group('Domain expertise', {
    maxItems: 16,
    entries: {
      title: requiredText('Domain', 80),
      symbol: text<SymbolName>('Symbol', {
        required: 'Symbol is required.',
        rule: v.picklist(symbolValues, 'Symbol must be one of the listed symbols.'),
      }),
    },
  }),
  toolsTitle: optionalText('Tools and technologies title', 200),
  tools: group('Tools and technologies', { maxItems: 40, entries: { name: requiredText('Technology', 60), logo: logo() } }),
  testingTitle: optionalText('Quality testing title', 200),
  testing: group('Quality testing services', { maxItems: 16, entries: { text: requiredText('Service', 300) } }),
  displayKicker: optionalText('Display kicker', 60),
  displayTitle: optionalText('Display title', 200),
  display: tiles('Display'),
  migrationTitle: optionalText('Migration title', 200),
  migrationText: optionalText('Migration text', 2000),
  tilesKicker: optionalText('Extra tiles kicker', 60),
  tilesTitle: optionalText('Extra tiles title', 200),
  tiles: tiles('Extra tiles'),
  cloudTitle: optionalText('Cloud details title', 200),
  cloud: group('Cloud details', {
    maxItems: 12,
    entries: {
      title: requiredText('Title', 120),
      overview: requiredText('Overview', 1500),
      // A brand simple-icons lacks (AWS) shows its initials: the brand names it.
      brand: optionalText('Brand', 60),
      logo: logo(),
    },
  }),
  automationTitle: optionalText('Test automation title', 200),
  automationText: optionalText('Test automation text', 800),
  automation: tiles('Test automation'),
  stackTitle: optionalText('Technology stack title', 200),
  stack: group('Technology stack', {
    maxItems: 60,
    entries: { layer: requiredText('Layer', 40), name: requiredText('Technology', 60), logo: logo() },
  }),
  processTitle: optionalText('Process title', 200),
  process: tiles('Process steps'),
  botsKicker: optionalText('Bot platforms kicker', 60),
  botsTitle: optionalText('Bot platforms title', 200),
  botsText: optionalText('Bot platforms text', 800),
  bots: group('Bot platforms', {
    maxItems: 12,
    entries: { name: requiredText('Platform', 60), text: requiredText('Description', 300), logo: logo() },
  }),
  closingTitle: requiredText('Closing title', 200),
  closingText: requiredText('Closing text', 600),
  closingHideHireUs: hideHireUs('the closing band'),
  ...workflow,
});
