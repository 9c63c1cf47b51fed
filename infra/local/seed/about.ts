/**
 * The About page's one document, word for word as the page showed it before
 * the marketing team could edit it (web/src/features/about/ then held the
 * copy). The company's name and the icons stay in code.
 */
import type { AboutPage } from '../../../functions/contract/entities';

/** The document as an editor fills the form: no id, dates or author. */
export type SeedAbout = Omit<AboutPage, '_id' | 'added_date' | 'updatedAt' | 'updatedBy'>;

export const seedAbout: SeedAbout = {
  metaDescription:
    '400+ engineers, 10+ Fortune 500 clients and directors with 16+ years of delivery experience. Our mission, vision, leadership and why clients stay.',
  heroTitle: 'Engineering teams that stay for the whole journey',
  heroLead:
    'For more than 4 years we have designed, built and run software for enterprises and fast-growing startups, from healthcare platforms to security products. We are engineers first, and we measure ourselves by what still works a year after launch.',
  badges: [
    { value: '400+', label: 'engineers in our talent pool' },
    { value: '10+', label: 'Fortune 500 clients' },
  ],
  ticker: [
    { text: 'Product engineering' },
    { text: 'Cloud migration' },
    { text: 'DevOps & SRE' },
    { text: 'Data platforms' },
    { text: 'Quality engineering' },
    { text: 'SAP & Dynamics 365' },
    { text: 'Mobile apps' },
    { text: 'Blockchain' },
    { text: 'UI/UX design' },
    { text: 'Dedicated teams' },
    { text: '24/7 support' },
  ],
  numbersKicker: 'By the numbers',
  numbersTitle: 'A track record clients can check',
  numbersLead: 'Figures from our client reviews and delivery reports, not from a pitch deck.',
  stats: [
    { value: '4+ years', label: 'average length of a client partnership' },
    { value: '92%', label: 'client retention, year on year' },
    { value: '95%', label: 'of milestones delivered on time' },
    { value: '90%', label: 'of revenue from repeat business' },
  ],
  leadershipKicker: 'Leadership',
  leadershipTitle: 'The people accountable for your delivery',
  leadershipLead: 'Our board members each bring 16+ years of enterprise delivery, and they stay close to the work.',
  directors: [
    {
      name: 'Arjun Mehta',
      role: 'Managing Director, Board Member',
      experience: '16+ years',
      bio: 'Arjun started as a Java engineer on telecom billing platforms, then ran offshore delivery for a US insurer through two core-system migrations. He built our Kolkata engineering centre from a team of twelve and still reviews every enterprise architecture before it reaches a client.',
      focus: 'Delivery governance, Enterprise architecture, Engineering hiring',
    },
    {
      name: 'Claire Tan',
      role: 'Director of Client Partnerships, Board Member',
      experience: '16+ years',
      bio: 'Claire led SAP and cloud programmes for retail and healthcare groups across Singapore and the US before joining the board. She owns our client relationships end to end: from the first scoping call to quarterly business reviews with CTOs and procurement teams.',
      focus: 'Healthcare and retail programmes, SAP and cloud migration, Client success',
    },
  ],
  teamLeadName: 'Rahul Sen',
  teamLeadRole: 'Head of Delivery',
  teamLeadClaim: '100+ members',
  teamLeadText:
    'Rahul leads a delivery organisation of 100+ members across web, back-end, cloud and quality engineering. Each team has a named lead, a weekly demo and a written risk log the client can read at any time.',
  purposeKicker: 'Purpose',
  purposeTitle: 'Why we exist and where we are going',
  missionTitle: 'Our mission',
  missionText:
    'Give every client the engineering team they would build themselves if they had the time: senior people, clear ownership and software that keeps working after launch.',
  visionTitle: 'Our vision',
  visionText:
    'To be the partner enterprises and founders call first when a product matters, known for steady delivery in healthcare, security and the cloud rather than for slogans.',
  diversityKicker: 'Diversity',
  diversityTitle: 'Different backgrounds, one standard of work',
  diversityLead:
    'Products serve everyone, so the teams that build them should reflect the people who use them. We hire, promote and pay on the same transparent criteria in every office.',
  diversity: [
    {
      title: 'Three offices, three time zones',
      text: 'Teams in India, the USA and Singapore hand work over at the end of each day, so a critical fix never waits for morning.',
    },
    {
      title: 'Hired for skill, not pedigree',
      text: 'Every engineer passes the same practical assessment. Graduates, career changers and returners compete on what they can build.',
    },
    {
      title: 'Mentorship by default',
      text: 'Each new joiner is paired with a senior engineer for their first six months, and every lead is trained to run inclusive reviews.',
    },
  ],
  whyKicker: 'Why choose us',
  whyTitle: 'Six reasons clients choose us, and stay',
  whyUs: [
    {
      title: 'Staffed in days, not quarters',
      text: 'A talent pool of 400+ engineers means a vetted candidate is usually onboarded within 3 days of your approval.',
    },
    {
      title: 'Trusted by the enterprise',
      text: '10+ Fortune 500 clients rely on our teams for regulated, high-traffic systems, and 92% of clients stay with us year after year.',
    },
    {
      title: 'Delivery you can plan around',
      text: '95% of milestones land on the date agreed at kick-off, tracked in a shared plan with weekly demos.',
    },
    {
      title: 'Depth in the domains that matter',
      text: 'Our healthcare engagements grew 65% and our cybersecurity work 28% as clients brought us their most sensitive systems.',
    },
    {
      title: 'Growth that compounds',
      text: 'We won 7 new clients in 2022, and 9 of 10 clients grew their engagement with us within a year of starting.',
    },
    {
      title: 'Engagements that fit',
      text: 'Hire by the hour, week, month or year, or hand us a fixed-scope project. 90% of our revenue comes from clients who came back.',
    },
  ],
  xfactorKicker: 'Our X-factor',
  xfactorTitle: 'Senior judgement on every team',
  xfactorText:
    'Plenty of firms can supply developers. What sets us apart is that a senior engineer who has shipped the same kind of system before sits on every engagement, from the first estimate to the last release. They challenge scope that will not pay back, flag risk while it is still cheap, and hand over code your own people can run. That is why 9 of 10 clients grow with us, and why most of our new work arrives through referrals.',
};
