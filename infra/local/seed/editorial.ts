/**
 * Seed content for the editors' workflow: the banner alt text of
 * every seeded item (gallery images take their captions as alt text), and a
 * draft and a scheduled item, so the admin shows every status out of the box.
 * Neither of the two is public: they are kept out of the lists in ./content,
 * which the end-to-end tests read as "what visitors see".
 */
import type { SeedNews, SeedPress } from './content';

/** Banner alt text by the item's title: what the picture shows, as an editor would write it for a screen reader. */
export const bannerAlts: Record<string, string> = {
  // News
  'Nexoria Opens a 600-Seat Delivery Centre in New Town, Kolkata':
    'Open-plan delivery floor at the New Town campus with rows of engineers at dual-monitor desks',
  'FHIR Interoperability Platform Goes Live for a US Regional Health Network':
    'Clinician at a hospital workstation viewing a patient summary assembled from several health systems',
  "How a 16-Week FinOps Programme Cut a Cybersecurity Client's AWS Bill by 38%":
    'Cost dashboard showing monthly AWS spend falling over sixteen weeks',
  'Our AI Claims Assistant Halves Manual Review Time for a US Health Insurer':
    'Claims reviewer comparing an AI-suggested decision with the original claim form on screen',
  'Nexoria Recertified to ISO/IEC 27001:2022 with Zero Major Non-Conformities':
    'Security team holding the ISO/IEC 27001:2022 certificate in the Kolkata office',
  'Nexoria Joins the AWS Partner Network as an Advanced Tier Services Partner':
    'AWS Advanced Tier Services Partner badge beside the Nexoria logo',
  'Inside Our Engineering Guilds: How 400 Engineers Keep Learning from Each Other':
    'Front-end guild session with engineers gathered around a whiteboard sketch of a component library',
  // Press releases
  'Nexoria Technologies Expands Singapore Office to Serve Healthcare and Cybersecurity Clients Across Asia-Pacific':
    'Reception of the expanded Nexoria office in Singapore with the city skyline behind the glass wall',
  'Nexoria Technologies Launches Quality Engineering Practice for Regulated Healthcare Software':
    'Test engineers reviewing an automated test report for a clinical application',
  'Nexoria Technologies Launches SAP S/4HANA Migration Accelerator to Shorten ECC Transitions by Up to 40%':
    'Migration plan on a wall screen mapping SAP ECC modules to S/4HANA',
  'Nexoria Technologies Launches Nexoria Academy to Train 1,000 Engineering Graduates in Eastern India by 2028':
    'Engineering graduates at laptops in a Nexoria Academy classroom during a coding lab',
  // Events
  'Cloud Cost Summit Kolkata 2026': 'Speaker on stage at Cloud Cost Summit Kolkata 2026 in front of a full hall',
  'Nexoria HealthTech Hackathon 2026': 'Hackathon teams coding at long tables under the Nexoria HealthTech Hackathon 2026 banner',
  'Webinar: FHIR in Production, Lessons from a 14-Hospital Rollout':
    'Title slide of the webinar FHIR in Production with the speaker in a video inset',
  'React Kolkata Meetup #18: Server Components in Practice':
    'Audience in the New Town training hall watching a talk at React Kolkata Meetup #18',
  'Singapore DevSecOps Forum 2027': 'Nexoria booth B14 in the exhibition hall of the Singapore DevSecOps Forum',
  // Careers
  'Senior React Engineer': 'React engineer pairing with a designer on a patient portal screen',
  'Golang Backend Engineer': 'Backend engineer reading Go service traces on a monitoring dashboard',
  'QA Automation Engineer': 'QA engineer watching an automated test suite run across browsers',
  'DevOps Engineer (AWS)': 'DevOps engineer reviewing an AWS deployment pipeline',
  'SAP ABAP Consultant': 'SAP consultant walking a client through an ABAP report on a large screen',
  'UI/UX Designer': 'Designer arranging wireframes for a mobile app on a desk',
};

/** The banner alt text of a seeded item; a title without one is a seed error, found at the first start. */
export function bannerAlt(title: string): string {
  const alt = bannerAlts[title];
  if (!alt) throw new Error(`Seed item "${title}" has no banner alt text (infra/local/seed/editorial.ts)`);
  return alt;
}

/** A press release still being written: saved as a draft, never public. */
export const draftPress: SeedPress & { imageAlt: string } = {
  title: 'Nexoria Technologies Opens Dubai Office to Serve Healthcare Providers in the Gulf',
  createdBy: 'Mei Ling Tan',
  metaTitle: 'Nexoria opens a Dubai office for Gulf healthcare clients',
  metaDescription: 'Draft: a Dubai office for healthcare providers in the Gulf, with a team of 25 by the end of next year.',
  content:
    '<p><strong>DUBAI</strong> — Nexoria Technologies today announced a new office in Dubai Internet City to serve hospital groups and digital health companies across the Gulf.</p><p>[Quote from the Managing Director to follow.]</p>',
  imageAlt: 'Dubai Internet City office towers at dusk',
  daysAgo: 1,
};

/** A news item written ahead and scheduled two years out, so it stays scheduled however long the data folder lives. */
export const scheduledNews: SeedNews & { imageAlt: string; publishInDays: number } = {
  newsTitle: 'Nexoria Celebrates Ten Years of Engineering from Kolkata',
  newsCreatedBy: 'Ananya Sen',
  metaTitle: 'Nexoria celebrates ten years of engineering',
  metaDescription:
    'Ten years after its first office opened in Sector V, Nexoria looks back on the teams, clients and projects that shaped it.',
  newsLink: 'https://blog.nexoria.tech/company/ten-years',
  newsContent:
    "<p>Ten years ago, twelve engineers opened Nexoria's first office in Sector V, Kolkata. Today more than 400 engineers in Kolkata, California and Singapore build software for healthcare, cybersecurity and enterprise clients.</p><h2>What we learned</h2><p>Regulated delivery is a team sport: the best releases came from testers, engineers and compliance analysts who sat together from the first sprint.</p>",
  imageAlt: 'The first Nexoria team of twelve engineers outside the Sector V office in Kolkata',
  daysAgo: 0,
  publishInDays: 730,
};
