/**
 * The home page's one document, word for word as the page showed it before
 * the marketing team could edit it (web/src/features/home/ then held the
 * copy). The company's name, the spec's fixed labels, the technology ticker
 * and the icons stay in code.
 */
import type { HomePage } from '../../../functions/contract/entities';

/** The document as an editor fills the form: no id, dates or author. */
export type SeedHome = Omit<HomePage, '_id' | 'added_date' | 'updatedAt' | 'updatedBy'>;

export const seedHome: SeedHome = {
  metaTitle: 'Enterprise software, cloud and generative AI services',
  metaDescription:
    '400+ engineers building generative AI, cloud, data and enterprise software for clients in 20 countries, with 1000+ projects delivered.',
  heroBadge: 'Generative AI solutions',
  heroTitle: 'Empowering your business with cutting-edge technology',
  heroLead:
    'designs, builds and runs the software behind ambitious companies: cloud platforms, data products and enterprise systems, delivered by 400+ engineers.',
  genAiTitle: 'Generative AI that reaches production',
  genAiText:
    'We take language models out of the demo and into your workflows: grounded in your data, secured, monitored and priced per outcome you can measure.',
  heroContact: 'Talk to an expert',
  stats: [
    { value: '400+', label: 'Engineers', detail: 'on product, cloud, data and quality teams' },
    { value: '20', label: 'Countries', detail: 'with satisfied customers' },
    { value: '1000+', label: 'Projects delivered', detail: 'from MVPs to enterprise platforms' },
  ],
  tickerTitle: 'Technologies our engineers work with every day',
  expertiseKicker: 'Expertise & innovation',
  expertiseTitle: 'Deep engineering, with a bias for what comes next',
  expertiseLead: 'Clients come to us for a skill they cannot hire fast enough. They stay because we keep bringing them ideas.',
  expertiseCards: [
    {
      title: 'Expertise across the stack',
      text: 'Sixteen practices under one roof, from SAP and Hadoop to React and Unity, so one team owns your product end to end instead of five vendors pointing at each other.',
    },
    {
      title: 'Innovation you can ship',
      text: 'Our innovation lab turns generative AI, blockchain and metaverse ideas into working prototypes in weeks, then hardens the ones that earn a business case.',
    },
    {
      title: 'Delivery you can measure',
      text: 'Fortnightly demos, shared dashboards and agreed service levels: you see velocity, quality and cost every sprint, not just at the steering committee.',
    },
  ],
  transformKicker: 'Generative AI',
  transformTitle: 'Transform your business with generative AI',
  transformLead: 'The gains show up where your people spend their hours. We start with the workflows that pay back first.',
  chartTags: [{ text: 'Productivity' }, { text: 'Profitability' }, { text: 'Innovation' }],
  transformCards: [
    {
      title: 'Automate knowledge work',
      text: 'Assistants grounded in your own documents draft proposals, answer support tickets and summarise contracts, with people approving every output that matters.',
    },
    {
      title: 'Decide on better data',
      text: 'We connect language models to your warehouse so managers ask questions in plain English and get answers with the query and the source behind them.',
    },
    {
      title: 'Launch new products',
      text: 'From AI copilots inside your SaaS to personalised shopping journeys, we take generative features from proof of concept to a monitored, cost-controlled release.',
    },
  ],
  whatWeDoKicker: 'What We Do',
  whatWeDoTitle: 'We help startups turn an idea into a company',
  whatWeDoLead:
    'Founders get a senior team that has launched products before, and an honest view of what to build first. We work in fixed-price phases so your runway stays predictable.',
  whatWeDoPoints: [
    { text: 'Product discovery and a clickable prototype before a line of production code' },
    { text: 'An MVP built by a senior team, with cloud costs sized for your runway' },
    { text: 'Scale-up engineering when the first customers arrive: security, data, DevOps' },
  ],
  featureKicker: 'How we build',
  featureTitle: 'Foundations that hold up for a decade',
  featureCards: [
    {
      title: 'Architecture first',
      text: 'Every engagement starts with a written architecture and a risk register, reviewed by a principal engineer before the first sprint.',
    },
    {
      title: 'Secure by default',
      text: 'Threat modelling, dependency scanning and least-privilege cloud access are part of the definition of done, not an audit at the end.',
    },
    {
      title: 'Cloud-native delivery',
      text: 'Infrastructure as code, automated pipelines and observability from day one, on AWS, Azure or Google Cloud.',
    },
  ],
  processKicker: 'Our process',
  processTitle: 'Three steps from first call to a system that runs itself',
  processSteps: [
    { title: 'Consultation', text: 'A free discovery call, then a short workshop to agree goals, scope, risks and the team you need.' },
    {
      title: 'Implementation',
      text: 'Two-week sprints with demos, a shared backlog and releases to production as soon as features are ready.',
    },
    { title: 'Support', text: 'Round-the-clock monitoring, maintenance and a named engineer who already knows your system.' },
  ],
  bannerTitle: 'Empowering startups to build what is next',
  bannerText: 'Seed to Series C: product, engineering and cloud expertise that grows with your company, not your invoice.',
  bannerButton: 'Plan your MVP with us',
  areasKicker: 'Our expertise',
  areasTitle: 'Sixteen practices, one accountable team',
  areasLead: 'Pick the skills you need. We assemble the team and have candidates ready within 3 days.',
  // The 16 expertise titles, exactly as spec §3 spells them.
  areas: [
    { title: 'AI & Machine learning' },
    { title: 'Blockchain' },
    { title: 'SAP' },
    { title: 'Mobile & Wearables' },
    { title: 'Data Science' },
    { title: 'Cybersecurity' },
    { title: 'Sitecore Ordercloud' },
    { title: 'NOC' },
    { title: 'IOT & Connected Devices' },
    { title: 'Big Data & Hadoop' },
    { title: 'DevOps & Infrastructure' },
    { title: 'UI/UX' },
    { title: 'Cloud Solutions' },
    { title: 'Software Development' },
    { title: 'Loop mediated Isothermal amplification' },
    { title: 'Metaverse Development' },
  ],
  casesKicker: 'Case studies',
  casesTitle: 'Work that moved the numbers',
  testimonialsKicker: 'Testimonials',
  testimonialsTitle: 'What our clients say',
  aboutKicker: 'About Us',
  aboutTitle: 'One partner from strategy to support',
  // Exactly 225 characters before the second sentence group, so the desktop split falls between sentences.
  aboutText:
    'We are an engineering partner for companies that cannot afford to stand still. For over four years our teams have shipped platforms for healthcare, education, HR, retail and security clients, 10+ Fortune 500 firms among them.' +
    ' Today 400+ engineers in India, the USA and Singapore work as one delivery organisation: product strategy, design, cloud, data and quality under a single accountable lead, and 9 of 10 of our clients grew the year they started with us.',
  videos: [
    { youtubeId: 'aircAruvnKk', title: 'How neural networks learn', caption: 'Tech talk · Deep learning fundamentals' },
    { youtubeId: 'zjkBMFhNj_g', title: 'An introduction to large language models', caption: 'Tech talk · Generative AI' },
    { youtubeId: 'kCc8FmEb1nY', title: 'Building a GPT model from scratch', caption: 'Tech talk · Engineering deep dive' },
  ],
  awardsKicker: 'News & awards',
  awardsTitle: 'Recognition for the work our teams ship',
  awards: [
    {
      title: 'Generative AI Partner of the Year 2023',
      text: 'Recognised for taking three enterprise language-model assistants from pilot to production in a single year.',
    },
    {
      title: 'Top Employer for Engineers 2023',
      text: 'Voted by our own engineers in an independent workplace survey, for the third year running.',
    },
    {
      title: '7 new clients in 2022',
      text: 'Healthcare still leads our portfolio at 65% of projects, with cybersecurity the fastest-growing practice at 28%.',
    },
  ],
  newsTitle: 'In the news',
  newsText: 'Product launches, partnerships and what our engineers are speaking about this quarter.',
  newsLink: 'Read the latest news',
  whyKicker: 'Why us',
  whyTitle: 'Four reasons clients renew with us',
  whyUs: [
    { title: 'Wide spectrum of skills', text: 'Sixteen practices and 400+ engineers, so the specialist you need is already on the bench.' },
    {
      title: '24/7 support',
      text: 'Follow-the-sun teams in three time zones watch your systems and answer within the agreed service level.',
    },
    {
      title: 'Focus on innovation',
      text: 'A standing innovation budget keeps our teams fluent in the tools your competitors have not adopted yet.',
    },
    { title: 'Hiring options', text: 'Hourly, weekly, monthly or yearly engagements, with candidates onboarded within 3 days.' },
  ],
  venturesKicker: 'Startups & venture capital',
  venturesTitle: 'A build partner for founders and the funds behind them',
  venturesLead: 'We work alongside accelerators and venture capital firms so that good ideas do not stall for lack of engineers.',
  venturesButton: 'Start a conversation',
  ventures: [
    {
      title: 'For founders',
      text: 'A senior product team that builds your MVP, stays for the scale-up, and can take part of its fee in equity for the right venture.',
    },
    {
      title: 'For venture capital firms',
      text: 'Technical due diligence in ten working days, and a bench of engineers your portfolio companies can draw on after the round closes.',
    },
  ],
};
