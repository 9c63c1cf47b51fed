/**
 * The home page (/) as one document the marketing team edits: every text and
 * figure on it but the company's name (web/src/config/site.ts), the labels the
 * spec fixes (Start Your Transformation, Get Started now, Know More), the
 * technology ticker with its logos, and the icons, which stay by position.
 * It is always published: it has no status or publish time.
 */
import * as v from 'valibot';
import { form, group, text } from './fields';
import { requiredText } from './content';
import { cards, kicker, lead, texts, title } from './page-fields';
import { messages } from '../messages';

/** A YouTube video's id: 11 letters, digits, - or _. The page builds the embed address from it, never from a stored URL. */
export const youtubeIdPattern = /^[A-Za-z0-9_-]{11}$/;

const button = (label: string) => requiredText(`${label} button`, 40);

export const homeSchema = form({
  metaTitle: requiredText('Meta Title', 120),
  metaDescription: requiredText('Meta Description', 300),
  heroBadge: requiredText('Hero badge', 60),
  heroTitle: requiredText('Hero title', 160),
  heroLead: requiredText('Hero lead', 600),
  genAiTitle: requiredText('Generative AI subtitle', 120),
  genAiText: requiredText('Generative AI text', 600),
  heroContact: button('Hero contact'),
  stats: group('Stats', {
    required: 'Stats needs at least one entry.',
    maxItems: 4,
    entries: { value: requiredText('Value', 20), label: requiredText('Label', 60), detail: requiredText('Detail', 120) },
  }),
  tickerTitle: requiredText('Ticker title', 160),
  expertiseKicker: kicker('Expertise'),
  expertiseTitle: title('Expertise'),
  expertiseLead: lead('Expertise'),
  expertiseCards: cards('Expertise cards', 6),
  transformKicker: kicker('Transform'),
  transformTitle: title('Transform'),
  transformLead: lead('Transform'),
  chartTags: texts('Chart tags', 6, 40),
  transformCards: cards('Transform cards', 6),
  whatWeDoKicker: kicker('What we do'),
  whatWeDoTitle: title('What we do'),
  whatWeDoLead: lead('What we do'),
  whatWeDoPoints: texts('What we do points', 8, 300),
  featureKicker: kicker('Feature'),
  featureTitle: title('Feature'),
  featureCards: cards('Feature cards', 6),
  processKicker: kicker('Process'),
  processTitle: title('Process'),
  processSteps: cards('Process steps', 6),
  bannerTitle: title('Startup banner'),
  bannerText: requiredText('Startup banner text', 600),
  bannerButton: button('Startup banner'),
  areasKicker: kicker('Expertise areas'),
  areasTitle: title('Expertise areas'),
  areasLead: lead('Expertise areas'),
  areas: group('Expertise areas', {
    required: 'Expertise areas needs at least one entry.',
    maxItems: 24,
    entries: { title: requiredText('Title', 80) },
  }),
  casesKicker: kicker('Case studies'),
  casesTitle: title('Case studies'),
  testimonialsKicker: kicker('Testimonials'),
  testimonialsTitle: title('Testimonials'),
  aboutKicker: kicker('About'),
  aboutTitle: title('About'),
  aboutText: requiredText('About text', 1200),
  videos: group('Videos', {
    required: 'Videos needs at least one entry.',
    maxItems: 6,
    entries: {
      youtubeId: text('YouTube id', {
        required: 'YouTube id is required.',
        rule: v.regex(youtubeIdPattern, messages.youtubeIdInvalid),
      }),
      title: requiredText('Title', 120),
      caption: requiredText('Caption', 120),
    },
  }),
  awardsKicker: kicker('News & awards'),
  awardsTitle: title('News & awards'),
  awards: cards('Awards', 6),
  newsTitle: requiredText('News card title', 120),
  newsText: requiredText('News card text', 600),
  newsLink: requiredText('News card link', 60),
  whyKicker: kicker('Why us'),
  whyTitle: title('Why us'),
  whyUs: cards('Why us points', 8),
  venturesKicker: kicker('Ventures'),
  venturesTitle: title('Ventures'),
  venturesLead: lead('Ventures'),
  venturesButton: button('Ventures'),
  ventures: cards('Venture cards', 4),
});
