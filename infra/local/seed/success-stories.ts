/**
 * The success-stories page's one document, word for word as the page showed
 * it before the marketing team could edit it (web/src/features/success-stories/
 * then held the copy). The tech pages' banner names the service with
 * {service} and its Studio group with {group}; the meta description names the
 * company with {company} (web/src/config/site.ts). The icons, the banner's
 * drawing and the graph's own labels stay in code.
 */
import type { SuccessStoriesPage } from '../../../functions/contract/entities';

/** The document as an editor fills the form: no id, dates or author. */
export type SeedSuccessStories = Omit<SuccessStoriesPage, '_id' | 'added_date' | 'updatedAt' | 'updatedBy'>;

export const seedSuccessStories: SeedSuccessStories = {
  metaDescription:
    'How {company} helped healthcare, cybersecurity and enterprise clients grow from 2019 to 2022: clients by year, growth and delivery metrics.',
  bannerKicker: 'Success stories',
  bannerTitle: 'Four years of clients who grew with us',
  bannerLead:
    'From 12 active accounts in 2019 to 27 at the end of 2022: who we work with, how the portfolio grew and the delivery numbers we hold ourselves to.',
  serviceKicker: 'Success stories · {group}',
  serviceTitle: 'Results our {service} teams helped deliver',
  serviceLead:
    'Our {service} engineers work inside the same delivery model as the rest of the studio. These are the clients, growth and numbers that model produced from 2019 to 2022.',
  clientsKicker: 'Our clients',
  clientsTitle: 'Clients by the year we started working together',
  clientsLead:
    'Open a year to see the teams that joined us then. Names are shown as wordmarks; every one of them is still an active account.',
  clientYears: [
    { year: 2022, summary: 'Seven new clients, led by healthcare providers and security vendors moving to managed cloud platforms.' },
    { year: 2021, summary: 'Six new clients as remote care and zero-trust security budgets grew through the pandemic.' },
    { year: 2020, summary: 'Five new clients, most of them telehealth and online-learning platforms that had to scale in weeks.' },
    { year: 2019, summary: 'Six new accounts that trusted a young studio with production systems, and still work with us today.' },
  ],
  clients: [
    { year: 2022, name: 'Aurelia Health', sector: 'Healthcare', glyph: 'circle', tone: 'accent', style: 'bold' },
    { year: 2022, name: 'Quantix Secure', sector: 'Cybersecurity', glyph: 'hexagon', tone: 'ink', style: 'caps' },
    { year: 2022, name: 'Brightpath', sector: 'EdTech', glyph: 'arc', tone: 'warm', style: 'light' },
    { year: 2022, name: 'Helixa Labs', sector: 'Life sciences', glyph: 'diamond', tone: 'violet', style: 'bold' },
    { year: 2022, name: 'Tessera', sector: 'Retail', glyph: 'square', tone: 'teal', style: 'serif' },
    { year: 2022, name: 'Ironvault', sector: 'Cybersecurity', glyph: 'bars', tone: 'ink', style: 'caps' },
    { year: 2022, name: 'Corvane Clinics', sector: 'Healthcare', glyph: 'ring', tone: 'accent', style: 'light' },
    { year: 2021, name: 'Lumen Diagnostics', sector: 'Healthcare', glyph: 'ring', tone: 'violet', style: 'bold' },
    { year: 2021, name: 'Sentra Shield', sector: 'Cybersecurity', glyph: 'triangle', tone: 'ink', style: 'caps' },
    { year: 2021, name: 'Talentgrid', sector: 'HR Tech', glyph: 'square', tone: 'accent', style: 'light' },
    { year: 2021, name: 'Orbitcart', sector: 'E-commerce', glyph: 'circle', tone: 'warm', style: 'bold' },
    { year: 2021, name: 'Veridia Care', sector: 'Healthcare', glyph: 'arc', tone: 'teal', style: 'serif' },
    { year: 2021, name: 'Kestrel Analytics', sector: 'Data & analytics', glyph: 'diamond', tone: 'accent', style: 'caps' },
    { year: 2020, name: 'Pulsewise', sector: 'Healthcare', glyph: 'bars', tone: 'accent', style: 'bold' },
    { year: 2020, name: 'Cobalt Ledger', sector: 'Fintech', glyph: 'hexagon', tone: 'violet', style: 'caps' },
    { year: 2020, name: 'Mediqo', sector: 'Healthcare', glyph: 'circle', tone: 'teal', style: 'light' },
    { year: 2020, name: 'Fernhill Academy', sector: 'EdTech', glyph: 'triangle', tone: 'warm', style: 'serif' },
    { year: 2020, name: 'Zentry ID', sector: 'Cybersecurity', glyph: 'square', tone: 'ink', style: 'bold' },
    { year: 2019, name: 'Harborline', sector: 'Logistics', glyph: 'arc', tone: 'ink', style: 'caps' },
    { year: 2019, name: 'Novacura', sector: 'Healthcare', glyph: 'diamond', tone: 'accent', style: 'bold' },
    { year: 2019, name: 'Stackforge', sector: 'SaaS', glyph: 'bars', tone: 'violet', style: 'light' },
    { year: 2019, name: 'Peakside HR', sector: 'HR Tech', glyph: 'triangle', tone: 'teal', style: 'bold' },
    { year: 2019, name: 'Glimmer', sector: 'E-commerce', glyph: 'ring', tone: 'warm', style: 'serif' },
    { year: 2019, name: 'Oakvale Health', sector: 'Healthcare', glyph: 'hexagon', tone: 'accent', style: 'caps' },
  ],
  growthKicker: 'Growth',
  growthTitle: 'Client growth, 2019 to 2022',
  growthLead: 'Active client accounts more than doubled in four years, with 2022 our strongest year for new clients.',
  growth: [
    { year: 2019, newClients: 6, activeClients: 12 },
    { year: 2020, newClients: 5, activeClients: 16 },
    { year: 2021, newClients: 6, activeClients: 21 },
    { year: 2022, newClients: 7, activeClients: 27 },
  ],
  highlightsKicker: 'Highlights',
  highlightsTitle: 'What our clients get from one partner',
  highlights: [
    {
      value: '400+',
      label: 'Engineers in our talent pool',
      detail: 'Vetted developers, testers, architects and DevOps specialists ready to join a client team.',
    },
    {
      value: '10+',
      label: 'Fortune 500 clients',
      detail: 'Global enterprises that rely on our teams for regulated, high-traffic production systems.',
    },
    {
      value: '4+',
      label: 'Years of measured client growth',
      detail: 'Every engagement since 2019 is tracked on the same delivery and satisfaction metrics below.',
    },
    {
      value: '9 of 10',
      label: 'Clients grew with us',
      detail: 'Nine in ten clients expanded their product, user base or team size during the engagement.',
    },
  ],
  metricsKicker: 'By the numbers',
  metricsTitle: 'Delivery metrics we report to every client',
  metrics: [
    { value: '92%', label: 'On-time milestones', detail: 'Share of release milestones delivered on or before the agreed date.' },
    { value: '95%', label: 'Client satisfaction', detail: 'Average score in the post-release reviews our clients complete.' },
    { value: '90%', label: 'Repeat business', detail: 'Clients who extend or start a new engagement after the first project.' },
    {
      value: '65%',
      label: 'Healthcare growth',
      detail: 'More healthcare engagements in 2022 than in 2021, from telehealth to clinical data platforms.',
    },
    {
      value: '28%',
      label: 'Cybersecurity growth',
      detail: 'More cybersecurity engagements in 2022 than in 2021, in identity and data protection.',
    },
    { value: '7', label: 'New clients in 2022', detail: 'Our strongest year for new accounts, shown in the 2022 group above.' },
    { value: '20', label: 'Countries served', detail: 'Countries where clients run software our teams built and maintain.' },
    { value: '1000+', label: 'Projects delivered', detail: 'Products, migrations, integrations and test programmes shipped to date.' },
  ],
};
