/**
 * The five case studies (and their home page teasers), word for word as the
 * pages showed them before the team could edit them, stored through the same
 * path as the admin's; their slugs are the spec's departments.
 */
import type { CaseStudy, PublishState, WithImageMeta } from '../../../functions/contract/entities';

/** A case study as an editor fills the form: no id, date, image or workflow state. */
type SeedCaseStudy = Omit<CaseStudy, '_id' | 'added_date' | 'imageUrl' | keyof PublishState | keyof WithImageMeta>;

export const seedCaseStudies: SeedCaseStudy[] = [
  {
    slug: 'health',
    caseTitle: 'A virtual-care platform for a US telehealth provider',
    sector: 'HEALTH CARE',
    subtitle: 'Video visits, e-prescriptions and remote patient monitoring in one HIPAA-compliant product, built in seven months.',
    metaDescription:
      'Case study: how we built a HIPAA-compliant telehealth platform with video visits, scheduling, e-prescribing and remote monitoring for a US provider.',
    art: 'health',
    facts: [
      {
        label: 'Client',
        value: 'Multi-state telehealth provider, USA',
      },
      {
        label: 'Team',
        value: '11 engineers, designer, QA',
      },
      {
        label: 'Duration',
        value: '7 months to launch',
      },
    ],
    overview: [
      {
        text: 'The client ran primary-care and behavioural-health visits for employers and health plans across several US states. Its first product stitched together a consumer video tool, a separate scheduling system and faxed prescriptions, and clinicians spent the first minutes of every visit finding the right patient record.',
      },
      {
        text: 'They asked us for one platform that patients could use from a phone, that clinicians could run a full day of visits in, and that their compliance team could sign off under HIPAA.',
      },
    ],
    outcomes: [
      {
        value: '38%',
        label: 'fewer no-shows after automated SMS reminders and one-tap joining',
      },
      {
        value: '4 min',
        label: 'saved per visit by opening the chart and video in one screen',
      },
      {
        value: '99.95%',
        label: 'platform availability over the first year',
      },
    ],
    whatWeDid: [
      {
        title: 'Mapped the clinical day',
        text: 'Shadowed clinicians and schedulers for two weeks and redesigned the visit flow around the patient queue, not around separate tools.',
      },
      {
        title: 'Built the platform',
        text: 'A React web app for clinicians, a React Native app for patients and Node.js services exchanging data with EHRs over FHIR R4.',
      },
      {
        title: 'Designed for HIPAA',
        text: 'Encryption in transit and at rest, audit logs for every record access, role-based permissions and signed business associate agreements with every vendor.',
      },
      {
        title: 'Launched and operated',
        text: 'Rolled out state by state, then took over 24/7 support and monthly releases after go-live.',
      },
    ],
    functionality: [
      {
        text: 'Online booking with clinician availability across time zones and state licences',
      },
      {
        text: 'Browser and app video visits with waiting room, screen share and interpreter join',
      },
      {
        text: 'Electronic prescribing sent straight to the patient’s chosen pharmacy',
      },
      {
        text: 'Remote monitoring of blood pressure and glucose from Bluetooth devices with alert thresholds',
      },
      {
        text: 'Visit notes with templates, coded diagnoses and automatic sync to the EHR',
      },
      {
        text: 'Insurance eligibility checks and co-pay collection before the visit',
      },
    ],
    technology: [
      {
        name: 'React',
        icon: 'react',
      },
      {
        name: 'React Native',
        icon: 'react',
      },
      {
        name: 'TypeScript',
        icon: 'typescript',
      },
      {
        name: 'Node.js',
        icon: 'nodedotjs',
      },
      {
        name: 'FHIR R4',
      },
      {
        name: 'WebRTC',
        icon: 'webrtc',
      },
      {
        name: 'PostgreSQL',
        icon: 'postgresql',
      },
      {
        name: 'Redis',
        icon: 'redis',
      },
      {
        name: 'Twilio',
      },
      {
        name: 'Docker',
        icon: 'docker',
      },
      {
        name: 'Terraform',
        icon: 'terraform',
      },
      {
        name: 'AWS',
      },
    ],
    teaserTitle: 'HEALTH CARE',
    teaserText: 'A HIPAA-ready telehealth platform that cut patient wait times from days to hours.',
    order: '1',
  },
  {
    slug: 'edtech',
    caseTitle: 'An adaptive learning platform for a K-12 education publisher',
    sector: 'ED TECH',
    subtitle:
      'From printed workbooks to a platform where each student practises at the right level and teachers see who needs help before the test.',
    metaDescription:
      'Case study: building an adaptive K-12 learning platform with personalised practice, live classrooms and teacher analytics for an education publisher.',
    art: 'edtech',
    facts: [
      {
        label: 'Client',
        value: 'K-12 education publisher, Southeast Asia',
      },
      {
        label: 'Team',
        value: '8 engineers, 2 designers, QA',
      },
      {
        label: 'Duration',
        value: '9 months to the first school year',
      },
    ],
    overview: [
      {
        text: 'The publisher’s maths and science workbooks were used in hundreds of schools, but the content stopped at the printed page: teachers marked homework by hand and learned which topics a class had not understood only from end-of-term exams.',
      },
      {
        text: 'They wanted a digital platform that reused their curriculum, adapted practice to each student, ran on low-cost school tablets and stayed usable on patchy classroom Wi-Fi.',
      },
    ],
    outcomes: [
      {
        value: '120,000',
        label: 'students active in the first school year',
      },
      {
        value: '6 hrs',
        label: 'of marking saved per teacher per week',
      },
      {
        value: '+14 pts',
        label: 'average improvement in unit-test scores in pilot classes',
      },
    ],
    whatWeDid: [
      {
        title: 'Digitised the curriculum',
        text: 'Converted 4,000 workbook exercises into structured, tagged questions with worked solutions and hints.',
      },
      {
        title: 'Built the adaptive engine',
        text: 'A Python service that estimates mastery per skill and picks the next question to keep each student in the productive zone.',
      },
      {
        title: 'Designed for classrooms',
        text: 'A Next.js web app and offline-capable tablet experience that syncs answers when the connection returns.',
      },
      {
        title: 'Scaled for exam season',
        text: 'Load-tested for 40,000 concurrent students and cached content at the edge to keep pages fast on slow networks.',
      },
    ],
    functionality: [
      {
        text: 'Personalised practice sets that adjust difficulty after every answer',
      },
      {
        text: 'Step-by-step hints and worked solutions written by the publisher’s authors',
      },
      {
        text: 'Teacher dashboard with class heatmaps by skill and early-warning flags',
      },
      {
        text: 'Assignments with due dates, auto-marking and instant feedback',
      },
      {
        text: 'Live classroom quizzes projected on the board, answered from tablets',
      },
      {
        text: 'Parent view with weekly progress summaries',
      },
    ],
    technology: [
      {
        name: 'Next.js',
        icon: 'nextdotjs',
      },
      {
        name: 'React',
        icon: 'react',
      },
      {
        name: 'TypeScript',
        icon: 'typescript',
      },
      {
        name: 'Python',
        icon: 'python',
      },
      {
        name: 'Django',
        icon: 'django',
      },
      {
        name: 'PostgreSQL',
        icon: 'postgresql',
      },
      {
        name: 'Redis',
        icon: 'redis',
      },
      {
        name: 'Elasticsearch',
        icon: 'elasticsearch',
      },
      {
        name: 'Cloudflare',
        icon: 'cloudflare',
      },
    ],
    teaserTitle: 'ED TECH',
    teaserText: 'An adaptive learning app serving live classes to students on low-bandwidth connections.',
    order: '2',
  },
  {
    slug: 'hrtech',
    caseTitle: 'A hiring and onboarding suite for a global HR-tech company',
    sector: 'HR TECH',
    subtitle:
      'One platform from job post to first payday: applicant tracking, interview scheduling and digital onboarding for mid-size employers.',
    metaDescription:
      'Case study: re-platforming an HR-tech company’s applicant tracking and onboarding suite with skills matching, interview scheduling and e-signature onboarding.',
    art: 'hrtech',
    facts: [
      {
        label: 'Client',
        value: 'HR software company, Singapore and India',
      },
      {
        label: 'Team',
        value: '14 engineers across three squads',
      },
      {
        label: 'Duration',
        value: '12 months, ongoing partnership',
      },
    ],
    overview: [
      {
        text: 'The client sold recruitment software to employers with 200 to 5,000 staff. Its monolithic applicant tracking system had grown slow at peak hiring season, and onboarding still ended in a pile of PDF forms that new hires printed, signed and scanned.',
      },
      {
        text: 'The goal was a modular suite the client could sell as separate products: recruiting, scheduling and onboarding, sharing one candidate profile and one permission model.',
      },
    ],
    outcomes: [
      {
        value: '41%',
        label: 'shorter time-to-hire for customers using automated scheduling',
      },
      {
        value: '3 days',
        label: 'from signed offer to a fully onboarded new hire, down from two weeks',
      },
      {
        value: '5x',
        label: 'peak application volume handled without slowdown',
      },
    ],
    whatWeDid: [
      {
        title: 'Split the monolith',
        text: 'Separated recruiting, scheduling and onboarding into NestJS services exchanging events over Kafka, migrated with no customer downtime.',
      },
      {
        title: 'Added skills matching',
        text: 'A Python service that parses CVs, extracts skills and ranks applicants against the job, with the reasons shown to recruiters.',
      },
      {
        title: 'Digitised onboarding',
        text: 'Configurable checklists, e-signature of contracts and policies, and document collection with automatic expiry reminders.',
      },
      {
        title: 'Built in privacy',
        text: 'Consent tracking, data-retention rules per country and candidate data export and deletion on request.',
      },
    ],
    functionality: [
      {
        text: 'Job posting to career sites and job boards from one form',
      },
      {
        text: 'CV parsing and skills-based ranking with explainable scores',
      },
      {
        text: 'Interview scheduling synced with Google and Microsoft calendars',
      },
      {
        text: 'Structured scorecards and panel feedback in one place',
      },
      {
        text: 'Offer letters and contracts signed electronically',
      },
      {
        text: 'Onboarding checklists for HR, IT and the hiring manager',
      },
    ],
    technology: [
      {
        name: 'Angular',
        icon: 'angular',
      },
      {
        name: 'TypeScript',
        icon: 'typescript',
      },
      {
        name: 'NestJS',
        icon: 'nestjs',
      },
      {
        name: 'Python',
        icon: 'python',
      },
      {
        name: 'MongoDB',
        icon: 'mongodb',
      },
      {
        name: 'Redis',
        icon: 'redis',
      },
      {
        name: 'Apache Kafka',
        icon: 'apachekafka',
      },
      {
        name: 'Docker',
        icon: 'docker',
      },
      {
        name: 'Kubernetes',
        icon: 'kubernetes',
      },
    ],
    teaserTitle: 'HR TECH',
    teaserText: 'A hiring suite that screens thousands of applicants a week without losing the human touch.',
    order: '3',
  },
  {
    slug: 'ecommerce',
    caseTitle: 'A headless storefront for a fashion and lifestyle retailer',
    sector: 'E-COMM',
    subtitle: 'A faster, composable shop across web and app that handled a record sale weekend without a minute of downtime.',
    metaDescription:
      'Case study: moving a fashion retailer from a monolithic shop to a headless Next.js storefront with fast search, one-page checkout and unified inventory.',
    art: 'ecommerce',
    facts: [
      {
        label: 'Client',
        value: 'Fashion and lifestyle retailer, 60 stores',
      },
      {
        label: 'Team',
        value: '10 engineers, designer, QA',
      },
      {
        label: 'Duration',
        value: '6 months to launch',
      },
    ],
    overview: [
      {
        text: 'The retailer’s online shop ran on an ageing monolithic platform. Product pages took more than four seconds to load on mobile, marketing needed a developer for every landing page, and online stock did not reflect what was sitting in stores.',
      },
      {
        text: 'They asked us to rebuild the customer-facing shop as a headless storefront while keeping their existing ERP and warehouse systems, and to do it before the next festive season.',
      },
    ],
    outcomes: [
      {
        value: '1.2 s',
        label: 'median mobile page load, down from 4.3 s',
      },
      {
        value: '27%',
        label: 'higher mobile conversion rate in the first quarter',
      },
      {
        value: '0',
        label: 'minutes of downtime during the biggest sale weekend on record',
      },
    ],
    whatWeDid: [
      {
        title: 'Rebuilt the storefront',
        text: 'A Next.js storefront with static product pages regenerated on change and served from the edge.',
      },
      {
        title: 'Freed up marketing',
        text: 'Landing pages, banners and lookbooks composed in a headless CMS from approved components, without a release.',
      },
      {
        title: 'Unified inventory',
        text: 'A Node.js inventory service fed by the ERP and store tills, enabling click-and-collect and ship-from-store.',
      },
      {
        title: 'Prepared for peak',
        text: 'Load tests at five times normal traffic, a queue page for flash sales and a war room during launch weekend.',
      },
    ],
    functionality: [
      {
        text: 'Instant search with typo tolerance, filters and size availability',
      },
      {
        text: 'One-page checkout with cards, wallets and buy-now-pay-later',
      },
      {
        text: 'Click-and-collect and ship-from-store based on live store stock',
      },
      {
        text: 'Wishlists and back-in-stock alerts by e-mail and push',
      },
      {
        text: 'Loyalty points shared between online and in-store purchases',
      },
      {
        text: 'Returns portal with printable labels and instant refunds to wallet',
      },
    ],
    technology: [
      {
        name: 'Next.js',
        icon: 'nextdotjs',
      },
      {
        name: 'Node.js',
        icon: 'nodedotjs',
      },
      {
        name: 'GraphQL',
        icon: 'graphql',
      },
      {
        name: 'Contentful',
        icon: 'contentful',
      },
      {
        name: 'Algolia',
        icon: 'algolia',
      },
      {
        name: 'Stripe',
        icon: 'stripe',
      },
      {
        name: 'PostgreSQL',
        icon: 'postgresql',
      },
      {
        name: 'Redis',
        icon: 'redis',
      },
      {
        name: 'Vercel',
        icon: 'vercel',
      },
    ],
    teaserTitle: 'E-COMM',
    teaserText: 'A headless storefront that kept checkout fast through a tenfold seasonal traffic peak.',
    order: '4',
  },
  {
    slug: 'i2chain',
    caseTitle: 'i2chain: data-centric security for shared documents',
    sector: 'CYBER SECURITY',
    subtitle:
      'Protection that travels with the file: encrypted, policy-controlled document sharing that stays in force after a document leaves the company.',
    metaDescription:
      'Case study: engineering i2chain, a data-centric security platform that encrypts documents, enforces sharing policies and records every access in a tamper-evident ledger.',
    art: 'security',
    facts: [
      {
        label: 'Client',
        value: 'Cyber-security software company, USA',
      },
      {
        label: 'Team',
        value: '9 engineers, security architect, QA',
      },
      {
        label: 'Engagement',
        value: 'Product engineering partner since the first release',
      },
    ],
    overview: [
      {
        text: 'Perimeter security stops at the network edge, but contracts, board packs and patient files are e-mailed, uploaded and forwarded far beyond it. i2chain set out to protect the data itself: every document is encrypted individually, carries its own access policy and can be revoked at any time, wherever the copy ended up.',
      },
      {
        text: 'The company needed an engineering partner to turn a working prototype into a product that regulated customers in finance, legal and healthcare would trust, and that their users would not try to work around.',
      },
    ],
    outcomes: [
      {
        value: '< 300 ms',
        label: 'to encrypt and policy-wrap a typical 5 MB document',
      },
      {
        value: '100%',
        label: 'of opens, forwards and revocations written to a tamper-evident audit trail',
      },
      {
        value: '2 clicks',
        label: 'to share a protected file from Outlook or the web app',
      },
    ],
    whatWeDid: [
      {
        title: 'Engineered the protection core',
        text: 'Per-document AES-256 keys wrapped by a key service backed by HashiCorp Vault, so no single server ever holds both data and keys.',
      },
      {
        title: 'Built the policy engine',
        text: 'Rules for who may open, print or forward a file, for how long and from which countries, evaluated on every open.',
      },
      {
        title: 'Recorded every access',
        text: 'An append-only, hash-chained event log that auditors can verify independently of the application database.',
      },
      {
        title: 'Made it effortless',
        text: 'An Angular web app and an Outlook add-in so users protect and share files where they already work, with single sign-on through the customer’s identity provider.',
      },
      {
        title: 'Proved it',
        text: 'Threat modelling, third-party penetration tests before each major release and evidence collection for SOC 2 Type II.',
      },
    ],
    technology: [
      {
        name: 'Go',
        icon: 'go',
      },
      {
        name: 'Angular',
        icon: 'angular',
      },
      {
        name: 'HashiCorp Vault',
        icon: 'vault',
      },
      {
        name: 'Keycloak',
        icon: 'keycloak',
      },
      {
        name: 'PostgreSQL',
        icon: 'postgresql',
      },
      {
        name: 'Redis',
        icon: 'redis',
      },
      {
        name: 'Apache Kafka',
        icon: 'apachekafka',
      },
      {
        name: 'Docker',
        icon: 'docker',
      },
      {
        name: 'Kubernetes',
        icon: 'kubernetes',
      },
      {
        name: 'Microsoft Graph API',
      },
    ],
    teaserTitle: 'CYBER SECURITY',
    teaserText: 'Document protection on blockchain for i2chain: every file encrypted, tracked and revocable.',
    order: '5',
  },
];
