/** Copy of the About page. Figures are the company claims of spec §1. */

export const aboutBadges = [
  { value: '400+', label: 'engineers in our talent pool' },
  { value: '10+', label: 'Fortune 500 clients' },
] as const;

/** The ticker under the hero: what our teams ship every week. */
export const aboutTicker = [
  'Product engineering',
  'Cloud migration',
  'DevOps & SRE',
  'Data platforms',
  'Quality engineering',
  'SAP & Dynamics 365',
  'Mobile apps',
  'Blockchain',
  'UI/UX design',
  'Dedicated teams',
  '24/7 support',
] as const;

export const aboutStats = [
  { value: '4+ years', label: 'average length of a client partnership' },
  { value: '92%', label: 'client retention, year on year' },
  { value: '95%', label: 'of milestones delivered on time' },
  { value: '90%', label: 'of revenue from repeat business' },
] as const;

export const aboutDirectors = [
  {
    name: 'Arjun Mehta',
    initials: 'AM',
    role: 'Managing Director, Board Member',
    experience: '16+ years',
    bio: 'Arjun started as a Java engineer on telecom billing platforms, then ran offshore delivery for a US insurer through two core-system migrations. He built our Kolkata engineering centre from a team of twelve and still reviews every enterprise architecture before it reaches a client.',
    focus: ['Delivery governance', 'Enterprise architecture', 'Engineering hiring'],
  },
  {
    name: 'Claire Tan',
    initials: 'CT',
    role: 'Director of Client Partnerships, Board Member',
    experience: '16+ years',
    bio: 'Claire led SAP and cloud programmes for retail and healthcare groups across Singapore and the US before joining the board. She owns our client relationships end to end: from the first scoping call to quarterly business reviews with CTOs and procurement teams.',
    focus: ['Healthcare and retail programmes', 'SAP and cloud migration', 'Client success'],
  },
] as const;

export const aboutTeamLead = {
  name: 'Rahul Sen',
  initials: 'RS',
  role: 'Head of Delivery',
  claim: '100+ members',
  text: 'Rahul leads a delivery organisation of 100+ members across web, back-end, cloud and quality engineering. Each team has a named lead, a weekly demo and a written risk log the client can read at any time.',
} as const;

export const aboutMissionVision = [
  {
    title: 'Our mission',
    text: 'Give every client the engineering team they would build themselves if they had the time: senior people, clear ownership and software that keeps working after launch.',
  },
  {
    title: 'Our vision',
    text: 'To be the partner enterprises and founders call first when a product matters, known for steady delivery in healthcare, security and the cloud rather than for slogans.',
  },
] as const;

export const aboutDiversity = [
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
] as const;

export const aboutWhyUs = [
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
] as const;
