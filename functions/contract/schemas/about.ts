/**
 * The About page (/about) as one document the marketing team edits: every
 * text and figure on it but the company's name (web/src/config/site.ts) and
 * the icons, which stay by position. It is always published: it has no
 * status or publish time, so an update keeps it on the site.
 */
import { form, group, text } from './fields';
import { requiredText } from './content';
import { cards, figures, kicker, lead, texts, title } from './page-fields';

export const aboutSchema = form({
  metaDescription: requiredText('Meta Description', 300),
  heroTitle: requiredText('Hero title', 160),
  heroLead: requiredText('Hero lead', 800),
  badges: figures('Badges', 4),
  ticker: texts('Ticker', 24),
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
