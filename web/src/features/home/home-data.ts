/** Home page content (spec §1, §3, §9) as plain arrays: small, typed and easy to edit. */
import type { LucideIcon } from 'lucide-react';
import {
  Award,
  Blocks,
  BrainCircuit,
  Building2,
  ChartNoAxesCombined,
  Check,
  Cloud,
  CodeXml,
  Cpu,
  Database,
  FlaskConical,
  Glasses,
  Handshake,
  Headset,
  Layers,
  LifeBuoy,
  Lightbulb,
  MessagesSquare,
  Palette,
  RadioTower,
  Rocket,
  ServerCog,
  ShieldCheck,
  ShoppingCart,
  Smartphone,
  Sparkles,
  Trophy,
  Users,
  Wrench,
} from 'lucide-react';

export interface Card {
  id: number;
  title: string;
  text: string;
  /** The card's icon, where its section shows one. */
  icon?: LucideIcon;
}

export const expertiseCards: Card[] = [
  {
    id: 1,
    icon: Award,
    title: 'Expertise across the stack',
    text: 'Sixteen practices under one roof, from SAP and Hadoop to React and Unity, so one team owns your product end to end instead of five vendors pointing at each other.',
  },
  {
    id: 2,
    icon: Lightbulb,
    title: 'Innovation you can ship',
    text: 'Our innovation lab turns generative AI, blockchain and metaverse ideas into working prototypes in weeks, then hardens the ones that earn a business case.',
  },
  {
    id: 3,
    icon: Check,
    title: 'Delivery you can measure',
    text: 'Fortnightly demos, shared dashboards and agreed service levels: you see velocity, quality and cost every sprint, not just at the steering committee.',
  },
];

export const transformCards: Card[] = [
  {
    id: 1,
    title: 'Automate knowledge work',
    text: 'Assistants grounded in your own documents draft proposals, answer support tickets and summarise contracts, with people approving every output that matters.',
  },
  {
    id: 2,
    title: 'Decide on better data',
    text: 'We connect language models to your warehouse so managers ask questions in plain English and get answers with the query and the source behind them.',
  },
  {
    id: 3,
    title: 'Launch new products',
    text: 'From AI copilots inside your SaaS to personalised shopping journeys, we take generative features from proof of concept to a monitored, cost-controlled release.',
  },
];

export const chartTags = ['Productivity', 'Profitability', 'Innovation'] as const;

export const whatWeDoPoints = [
  'Product discovery and a clickable prototype before a line of production code',
  'An MVP built by a senior team, with cloud costs sized for your runway',
  'Scale-up engineering when the first customers arrive: security, data, DevOps',
] as const;

export const featureCards: Card[] = [
  {
    id: 1,
    title: 'Architecture first',
    text: 'Every engagement starts with a written architecture and a risk register, reviewed by a principal engineer before the first sprint.',
  },
  {
    id: 2,
    title: 'Secure by default',
    text: 'Threat modelling, dependency scanning and least-privilege cloud access are part of the definition of done, not an audit at the end.',
  },
  {
    id: 3,
    title: 'Cloud-native delivery',
    text: 'Infrastructure as code, automated pipelines and observability from day one, on AWS, Azure or Google Cloud.',
  },
];

export const processSteps: Required<Card>[] = [
  {
    id: 1,
    icon: MessagesSquare,
    title: 'Consultation',
    text: 'A free discovery call, then a short workshop to agree goals, scope, risks and the team you need.',
  },
  {
    id: 2,
    icon: Wrench,
    title: 'Implementation',
    text: 'Two-week sprints with demos, a shared backlog and releases to production as soon as features are ready.',
  },
  {
    id: 3,
    icon: LifeBuoy,
    title: 'Support',
    text: 'Round-the-clock monitoring, maintenance and a named engineer who already knows your system.',
  },
];

export interface ExpertiseArea {
  id: number;
  title: string;
  icon: LucideIcon;
}

/** The 16 expertise titles, exactly as spec §3 spells them. */
export const expertiseAreas: ExpertiseArea[] = [
  { id: 1, title: 'AI & Machine learning', icon: BrainCircuit },
  { id: 2, title: 'Blockchain', icon: Blocks },
  { id: 3, title: 'SAP', icon: Building2 },
  { id: 4, title: 'Mobile & Wearables', icon: Smartphone },
  { id: 5, title: 'Data Science', icon: ChartNoAxesCombined },
  { id: 6, title: 'Cybersecurity', icon: ShieldCheck },
  { id: 7, title: 'Sitecore Ordercloud', icon: ShoppingCart },
  { id: 8, title: 'NOC', icon: RadioTower },
  { id: 9, title: 'IOT & Connected Devices', icon: Cpu },
  { id: 10, title: 'Big Data & Hadoop', icon: Database },
  { id: 11, title: 'DevOps & Infrastructure', icon: ServerCog },
  { id: 12, title: 'UI/UX', icon: Palette },
  { id: 13, title: 'Cloud Solutions', icon: Cloud },
  { id: 14, title: 'Software Development', icon: CodeXml },
  { id: 15, title: 'Loop mediated Isothermal amplification', icon: FlaskConical },
  { id: 16, title: 'Metaverse Development', icon: Glasses },
];

export interface Video {
  id: string;
  url: string;
  title: string;
  caption: string;
}

const embedBase = 'https://www.youtube-nocookie.com/embed/';

export const videos: Video[] = [
  {
    id: 'aircAruvnKk',
    url: `${embedBase}aircAruvnKk`,
    title: 'How neural networks learn',
    caption: 'Tech talk · Deep learning fundamentals',
  },
  {
    id: 'zjkBMFhNj_g',
    url: `${embedBase}zjkBMFhNj_g`,
    title: 'An introduction to large language models',
    caption: 'Tech talk · Generative AI',
  },
  {
    id: 'kCc8FmEb1nY',
    url: `${embedBase}kCc8FmEb1nY`,
    title: 'Building a GPT model from scratch',
    caption: 'Tech talk · Engineering deep dive',
  },
];

/** Exactly 225 characters before the second sentence group, so the desktop split falls between sentences. */
export const aboutText =
  'We are an engineering partner for companies that cannot afford to stand still. For over four years our teams have shipped platforms for healthcare, education, HR, retail and security clients, 10+ Fortune 500 firms among them.' +
  ' Today 400+ engineers in India, the USA and Singapore work as one delivery organisation: product strategy, design, cloud, data and quality under a single accountable lead, and 9 of 10 of our clients grew the year they started with us.';

export const awards: Card[] = [
  {
    id: 1,
    icon: Trophy,
    title: 'Generative AI Partner of the Year 2023',
    text: 'Recognised for taking three enterprise language-model assistants from pilot to production in a single year.',
  },
  {
    id: 2,
    icon: Award,
    title: 'Top Employer for Engineers 2023',
    text: 'Voted by our own engineers in an independent workplace survey, for the third year running.',
  },
  {
    id: 3,
    icon: Sparkles,
    title: '7 new clients in 2022',
    text: 'Healthcare still leads our portfolio at 65% of projects, with cybersecurity the fastest-growing practice at 28%.',
  },
];

export const whyUsPoints: Card[] = [
  {
    id: 1,
    icon: Layers,
    title: 'Wide spectrum of skills',
    text: 'Sixteen practices and 400+ engineers, so the specialist you need is already on the bench.',
  },
  {
    id: 2,
    icon: Headset,
    title: '24/7 support',
    text: 'Follow-the-sun teams in three time zones watch your systems and answer within the agreed service level.',
  },
  {
    id: 3,
    icon: Lightbulb,
    title: 'Focus on innovation',
    text: 'A standing innovation budget keeps our teams fluent in the tools your competitors have not adopted yet.',
  },
  {
    id: 4,
    icon: Users,
    title: 'Hiring options',
    text: 'Hourly, weekly, monthly or yearly engagements, with candidates onboarded within 3 days.',
  },
];

export const ventureCards: Card[] = [
  {
    id: 1,
    icon: Rocket,
    title: 'For founders',
    text: 'A senior product team that builds your MVP, stays for the scale-up, and can take part of its fee in equity for the right venture.',
  },
  {
    id: 2,
    icon: Handshake,
    title: 'For venture capital firms',
    text: 'Technical due diligence in ten working days, and a bench of engineers your portfolio companies can draw on after the round closes.',
  },
];
