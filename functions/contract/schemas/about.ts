/**
 * The About page (/about) as one document the marketing team edits: every
 * text and figure on it but the company's name (web/src/config/site.ts) and
 * the icons, which stay by position. It is always published: it has no
 * status or publish time, so an update keeps it on the site.
 */
import { form, group, text } from './fields';
import { requiredText } from './content';

/** A section's small heading above its title. */
const kicker = (section: string) => requiredText(`${section} kicker`, 60);
const title = (section: string) => requiredText(`${section} title`, 160);
const lead = (section: string) => requiredText(`${section} lead`, 600);
/** Cards of a title and a text each. */
const cards = (label: string, maxItems: number) =>
  group(label, {
    required: `${label} needs at least one entry.`,
    maxItems,
    entries: { title: requiredText('Title', 120), text: requiredText('Text', 600) },
  });
/** Figures: a value (400+, 92%) and what it counts. */
const figures = (label: string, maxItems: number) =>
  group(label, {
    required: `${label} needs at least one entry.`,
    maxItems,
    entries: { value: requiredText('Value', 20), label: requiredText('Label', 120) },
  });

export const aboutSchema = form({
  metaDescription: requiredText('Meta Description', 300),
  heroTitle: requiredText('Hero title', 160),
  heroLead: requiredText('Hero lead', 800),
  badges: figures('Badges', 4),
  ticker: group('Ticker', { required: 'Ticker needs at least one entry.', maxItems: 24, entries: { text: requiredText('Text', 60) } }),
  numbersKicker: kicker('Numbers'),
  numbersTitle: title('Numbers'),
  numbersLead: lead('Numbers'),
  stats: figures('Stats', 8),
  leadershipKicker: kicker('Leadership'),
  leadershipTitle: title('Leadership'),
  leadershipLead: lead('Leadership'),
  directors: group('Directors', {
    required: 'Directors needs at least one entry.',
    maxItems: 6,
    entries: {
      name: requiredText('Name', 80),
      role: requiredText('Role', 120),
      experience: requiredText('Experience', 40),
      bio: requiredText('Bio', 800),
      focus: text('Focus areas (comma separated)', { maxLength: 300 }),
    },
  }),
  teamLeadName: requiredText('Team lead name', 80),
  teamLeadRole: requiredText('Team lead role', 120),
  teamLeadClaim: requiredText('Team lead team size', 60),
  teamLeadText: requiredText('Team lead text', 800),
  purposeKicker: kicker('Purpose'),
  purposeTitle: title('Purpose'),
  missionTitle: requiredText('Mission title', 80),
  missionText: requiredText('Mission text', 600),
  visionTitle: requiredText('Vision title', 80),
  visionText: requiredText('Vision text', 600),
  diversityKicker: kicker('Diversity'),
  diversityTitle: title('Diversity'),
  diversityLead: lead('Diversity'),
  diversity: cards('Diversity cards', 3),
  whyKicker: kicker('Why us'),
  whyTitle: title('Why us'),
  whyUs: cards('Why us items', 12),
  xfactorKicker: kicker('X-factor'),
  xfactorTitle: title('X-factor'),
  xfactorText: requiredText('X-factor text', 1200),
});
