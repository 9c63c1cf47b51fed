/**
 * Success-stories content: the clients won each year (fictional names drawn as
 * wordmarks), the growth series behind the graph, and the company claims of
 * spec §1 each given one clear meaning.
 */

/** Glyph drawn before a client's name; each wordmark combines a glyph, a weight and a case. */
export type WordmarkGlyph = 'circle' | 'square' | 'triangle' | 'hexagon' | 'diamond' | 'ring' | 'bars' | 'arc';
export type WordmarkTone = 'accent' | 'violet' | 'warm' | 'ink' | 'teal';

export interface ClientMark {
  name: string;
  sector: string;
  glyph: WordmarkGlyph;
  tone: WordmarkTone;
  /** Typographic treatment of the name. */
  style: 'bold' | 'light' | 'caps' | 'serif';
}

export interface ClientYear {
  year: number;
  summary: string;
  clients: ClientMark[];
}

/** Newest first; the 2022 group holds the seven clients won that year. */
export const clientYears: ClientYear[] = [
  {
    year: 2022,
    summary: 'Seven new clients, led by healthcare providers and security vendors moving to managed cloud platforms.',
    clients: [
      { name: 'Aurelia Health', sector: 'Healthcare', glyph: 'circle', tone: 'accent', style: 'bold' },
      { name: 'Quantix Secure', sector: 'Cybersecurity', glyph: 'hexagon', tone: 'ink', style: 'caps' },
      { name: 'Brightpath', sector: 'EdTech', glyph: 'arc', tone: 'warm', style: 'light' },
      { name: 'Helixa Labs', sector: 'Life sciences', glyph: 'diamond', tone: 'violet', style: 'bold' },
      { name: 'Tessera', sector: 'Retail', glyph: 'square', tone: 'teal', style: 'serif' },
      { name: 'Ironvault', sector: 'Cybersecurity', glyph: 'bars', tone: 'ink', style: 'caps' },
      { name: 'Corvane Clinics', sector: 'Healthcare', glyph: 'ring', tone: 'accent', style: 'light' },
    ],
  },
  {
    year: 2021,
    summary: 'Six new clients as remote care and zero-trust security budgets grew through the pandemic.',
    clients: [
      { name: 'Lumen Diagnostics', sector: 'Healthcare', glyph: 'ring', tone: 'violet', style: 'bold' },
      { name: 'Sentra Shield', sector: 'Cybersecurity', glyph: 'triangle', tone: 'ink', style: 'caps' },
      { name: 'Talentgrid', sector: 'HR Tech', glyph: 'square', tone: 'accent', style: 'light' },
      { name: 'Orbitcart', sector: 'E-commerce', glyph: 'circle', tone: 'warm', style: 'bold' },
      { name: 'Veridia Care', sector: 'Healthcare', glyph: 'arc', tone: 'teal', style: 'serif' },
      { name: 'Kestrel Analytics', sector: 'Data & analytics', glyph: 'diamond', tone: 'accent', style: 'caps' },
    ],
  },
  {
    year: 2020,
    summary: 'Five new clients, most of them telehealth and online-learning platforms that had to scale in weeks.',
    clients: [
      { name: 'Pulsewise', sector: 'Healthcare', glyph: 'bars', tone: 'accent', style: 'bold' },
      { name: 'Cobalt Ledger', sector: 'Fintech', glyph: 'hexagon', tone: 'violet', style: 'caps' },
      { name: 'Mediqo', sector: 'Healthcare', glyph: 'circle', tone: 'teal', style: 'light' },
      { name: 'Fernhill Academy', sector: 'EdTech', glyph: 'triangle', tone: 'warm', style: 'serif' },
      { name: 'Zentry ID', sector: 'Cybersecurity', glyph: 'square', tone: 'ink', style: 'bold' },
    ],
  },
  {
    year: 2019,
    summary: 'Six new accounts that trusted a young studio with production systems, and still work with us today.',
    clients: [
      { name: 'Harborline', sector: 'Logistics', glyph: 'arc', tone: 'ink', style: 'caps' },
      { name: 'Novacura', sector: 'Healthcare', glyph: 'diamond', tone: 'accent', style: 'bold' },
      { name: 'Stackforge', sector: 'SaaS', glyph: 'bars', tone: 'violet', style: 'light' },
      { name: 'Peakside HR', sector: 'HR Tech', glyph: 'triangle', tone: 'teal', style: 'bold' },
      { name: 'Glimmer', sector: 'E-commerce', glyph: 'ring', tone: 'warm', style: 'serif' },
      { name: 'Oakvale Health', sector: 'Healthcare', glyph: 'hexagon', tone: 'accent', style: 'caps' },
    ],
  },
];

/** Growth per year: clients won that year and active client accounts at year end. */
export interface GrowthPoint {
  year: number;
  newClients: number;
  activeClients: number;
}

export const growthSeries: GrowthPoint[] = [
  { year: 2019, newClients: 6, activeClients: 12 },
  { year: 2020, newClients: 5, activeClients: 16 },
  { year: 2021, newClients: 6, activeClients: 21 },
  { year: 2022, newClients: 7, activeClients: 27 },
];

export interface Claim {
  value: string;
  label: string;
  detail: string;
}

/** The four headline claims shown as large highlight cards. */
export const highlights: Claim[] = [
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
];

/** The eight metric cards. */
export const metrics: Claim[] = [
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
];
