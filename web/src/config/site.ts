/**
 * The company's identity, in one place: a company that adopts the product edits
 * this file and nothing else to rename itself.
 */
export const site = {
  name: 'Nexoria Technologies',
  shortName: 'Nexoria',
  tagline: 'Enterprise software, cloud and dedicated engineering teams',
  blurb:
    'Nexoria Technologies designs, builds and runs enterprise software for companies in 20 countries: 400+ engineers across product engineering, cloud, data and quality, with teams that start within days.',
  businessEmail: 'hello@nexoria.tech',
  careersEmail: 'careers@nexoria.tech',
  phones: [
    { country: 'US', label: 'United States', number: '+1 (408) 555-0147' },
    { country: 'SG', label: 'Singapore', number: '+65 6955 0182' },
    { country: 'IN', label: 'India', number: '+91 33 4060 0199' },
  ],
  offices: [
    { country: 'India', city: 'Kolkata' },
    { country: 'USA', city: 'California' },
    { country: 'Singapore', city: 'Singapore' },
  ],
  social: {
    linkedin: 'https://www.linkedin.com/company/nexoria-technologies',
    instagram: 'https://www.instagram.com/nexoriatech',
    facebook: 'https://www.facebook.com/nexoriatech',
    x: 'https://x.com/nexoriatech',
  },
  blogUrl: 'https://blog.nexoria.tech',
  copyrightYear: 2024,
} as const;
