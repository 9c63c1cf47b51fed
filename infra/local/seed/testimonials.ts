/** The home page's three testimonials, word for word as the carousel showed them before the team could edit them; no photos (initials). */
export interface SeedTestimonial {
  quote: string;
  name: string;
  position: string;
  /** The place in the carousel, lowest first. */
  order: string;
}

export const seedTestimonials: SeedTestimonial[] = [
  {
    quote:
      'They rebuilt our claims platform in nine months without a single day of downtime. The team asked better questions about our business than some of our own managers.',
    name: 'Maria Delgado',
    position: 'CIO, regional health insurer',
    order: '1',
  },
  {
    quote:
      'We went from a slide deck to a paying pilot customer in fourteen weeks. Their engineers pushed back when our scope was too big, and they were right every time.',
    name: 'Arjun Mehta',
    position: 'Co-founder and CEO, logistics SaaS startup',
    order: '2',
  },
  {
    quote:
      'Our on-call load dropped by two thirds after their DevOps team took over the platform. Releases are boring now, which is exactly what we wanted.',
    name: 'Daniel Whitfield',
    position: 'VP Engineering, online education company',
    order: '3',
  },
];
