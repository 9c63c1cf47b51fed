/**
 * The sixteen service pages, word for word as the pages showed them before the
 * team could edit them, in the Studio menu's order, stored through the same
 * path as the admin's. Each technology names its logo by simple-icons slug
 * (contract/logos) and each domain its Lucide symbol (contract/symbols).
 */
import type { PublishState, Service, ServiceSections, WithImageMeta } from '../../../functions/contract/entities';

/**
 * A service as an editor fills the form: no id, date, image or workflow state,
 * and only the sections the page has (the stored item gets the form's defaults).
 */
type SeedService = Omit<Service, '_id' | 'added_date' | 'imageUrl' | keyof PublishState | keyof WithImageMeta | keyof ServiceSections> &
  Partial<ServiceSections>;

export const seedServices: SeedService[] = [
  {
    slug: 'angular-dev',
    serviceTitle: 'Angular Development',
    menuLabel: 'Angular',
    menuGroup: 'web',
    order: '1',
    heroText:
      'Large, long-lived Angular applications for enterprises: typed, modular front ends that dozens of developers can change safely for years.',
    metaDescription:
      'Angular development services: enterprise single-page apps, AngularJS and legacy migrations, Nx monorepos, signals and NgRx state, and performance audits.',
    art: 'web',
    detailsTitle: 'Angular for applications that have to last',
    detailsText:
      'Angular suits products with many screens, many teams and strict rules: banking portals, clinical systems, internal operations consoles. We build them with standalone components, signals and strict TypeScript, split them into libraries with clear boundaries, and keep the upgrade path open so you move to each new major release within weeks of it shipping.',
    detailsOverview:
      'A typical engagement starts with a two-week architecture sprint: we map your domains to Nx libraries, agree the state strategy and set up CI with lint, unit and end-to-end gates. From then on a squad of three to eight Angular engineers ships every sprint against your backlog.',
    offeringsTitle: 'Angular services we deliver',
    offerings: [
      {
        text: 'Enterprise single-page applications with lazy-loaded routes and role-based access',
      },
      {
        text: 'AngularJS to Angular migration, screen by screen with a hybrid bootstrap, never a big-bang rewrite',
      },
      {
        text: 'Version upgrades from Angular 8+ to the current release, including standalone and signals adoption',
      },
      {
        text: 'Component libraries and design systems with Storybook, theming and accessibility built in',
      },
      {
        text: 'Server-side rendering and hydration for public, search-indexed Angular sites',
      },
      {
        text: 'Performance audits: bundle budgets, change-detection profiling and Core Web Vitals fixes',
      },
    ],
    advantagesTitle: 'Why teams choose Angular with us',
    advantages: [
      {
        title: 'Structure that scales',
        text: 'Dependency injection, typed forms and a strict module graph keep a 300-screen application as readable as a 30-screen one.',
      },
      {
        title: 'Predictable upgrades',
        text: 'We run ng update with automated migrations on a branch every release, so you never fall more than one major version behind.',
      },
      {
        title: 'Tested by default',
        text: 'Every feature lands with unit tests, component harness tests and a Cypress journey in the pipeline.',
      },
      {
        title: 'Accessible forms',
        text: 'Angular CDK primitives and reactive forms give keyboard-complete, screen-reader-friendly data entry out of the box.',
      },
    ],
    skillsTitle: 'Our Angular toolbox',
    skillsText: 'The libraries and practices our Angular engineers use on client projects every day.',
    skills: [
      {
        tab: 'Core',
        name: 'Angular',
        logo: 'angular',
      },
      {
        tab: 'Core',
        name: 'TypeScript',
        logo: 'typescript',
      },
      {
        tab: 'Core',
        name: 'RxJS',
        logo: 'reactivex',
      },
      {
        tab: 'Core',
        name: 'Angular Signals',
      },
      {
        tab: 'State and architecture',
        name: 'NgRx',
        logo: 'ngrx',
      },
      {
        tab: 'State and architecture',
        name: 'Nx',
        logo: 'nx',
      },
      {
        tab: 'State and architecture',
        name: 'Module Federation',
      },
      {
        tab: 'UI',
        name: 'Angular Material',
      },
      {
        tab: 'UI',
        name: 'Tailwind CSS',
        logo: 'tailwindcss',
      },
      {
        tab: 'UI',
        name: 'Sass',
        logo: 'sass',
      },
      {
        tab: 'UI',
        name: 'Storybook',
        logo: 'storybook',
      },
      {
        tab: 'Testing and delivery',
        name: 'Jasmine',
        logo: 'jasmine',
      },
      {
        tab: 'Testing and delivery',
        name: 'Jest',
        logo: 'jest',
      },
      {
        tab: 'Testing and delivery',
        name: 'Cypress',
        logo: 'cypress',
      },
      {
        tab: 'Testing and delivery',
        name: 'GitHub Actions',
        logo: 'githubactions',
      },
    ],
    domainsTitle: 'Industries where our Angular apps run',
    domains: [
      {
        title: 'Healthcare',
        symbol: 'heart-pulse',
      },
      {
        title: 'Banking and fintech',
        symbol: 'banknote',
      },
      {
        title: 'Insurance',
        symbol: 'shield-check',
      },
      {
        title: 'Education',
        symbol: 'graduation-cap',
      },
      {
        title: 'Travel',
        symbol: 'plane',
      },
      {
        title: 'Real estate',
        symbol: 'building2',
      },
    ],
    closingTitle: 'Need Angular engineers who have done this before?',
    closingText: 'Tell us about your application; we can have a vetted Angular squad working on it within 3 days.',
  },
  {
    slug: 'react-dev',
    serviceTitle: 'React Development',
    menuLabel: 'React',
    menuGroup: 'web',
    order: '2',
    heroText: 'Fast, accessible React and Next.js front ends, from a first product release to a design system shared by a dozen teams.',
    metaDescription:
      'React and Next.js development: product front ends, server components, design systems, React Native-ready code sharing and front-end performance work.',
    art: 'web',
    detailsTitle: 'React front ends your users feel are fast',
    detailsText:
      'We build React applications around what the user waits for. Server components and streaming for content that must rank, client components only where interaction needs them, and data fetching with caching so screens appear instantly on the second visit. Every release is measured against Core Web Vitals budgets in CI.',
    detailsOverview:
      'Most clients bring us in either to ship a new product in three to six months or to take over an existing React code base that has slowed down. For the latter we start with a one-week audit: bundle analysis, render profiling and a prioritised list of fixes with the expected gain of each.',
    offeringsTitle: 'What we build with React',
    offerings: [
      {
        text: 'Customer-facing web products and SaaS dashboards in React 19 with TypeScript',
      },
      {
        text: 'Next.js sites with server components, incremental static regeneration and edge caching',
      },
      {
        text: 'Design systems: tokens, accessible headless components and a documented Storybook',
      },
      {
        text: 'Migrations from class components, Create React App or jQuery front ends to modern React and Vite',
      },
      {
        text: 'Real-time interfaces over WebSockets: trading screens, dispatch boards, live collaboration',
      },
    ],
    advantagesTitle: 'What you get from our React teams',
    advantages: [
      {
        title: 'Measured performance',
        text: 'Lighthouse and bundle-size budgets fail the build when a change makes the page slower.',
      },
      {
        title: 'WCAG 2.2 AA',
        text: 'Keyboard paths, focus management and automated axe checks on every pull request.',
      },
      {
        title: 'Code that travels',
        text: 'Hooks and domain logic written once and shared with a React Native app when you need one.',
      },
    ],
    skillsTitle: 'React skills by layer',
    skillsText: 'Pick a layer to see what our React engineers bring to it.',
    skills: [
      {
        tab: 'Core',
        name: 'React',
        logo: 'react',
      },
      {
        tab: 'Core',
        name: 'TypeScript',
        logo: 'typescript',
      },
      {
        tab: 'Core',
        name: 'Next.js',
        logo: 'nextdotjs',
      },
      {
        tab: 'Core',
        name: 'Vite',
        logo: 'vite',
      },
      {
        tab: 'Data and state',
        name: 'TanStack Query',
        logo: 'reactquery',
      },
      {
        tab: 'Data and state',
        name: 'Redux Toolkit',
        logo: 'redux',
      },
      {
        tab: 'Data and state',
        name: 'GraphQL',
        logo: 'graphql',
      },
      {
        tab: 'Data and state',
        name: 'Apollo Client',
        logo: 'apollographql',
      },
      {
        tab: 'UI',
        name: 'Tailwind CSS',
        logo: 'tailwindcss',
      },
      {
        tab: 'UI',
        name: 'MUI',
        logo: 'mui',
      },
      {
        tab: 'UI',
        name: 'Storybook',
        logo: 'storybook',
      },
      {
        tab: 'Testing',
        name: 'Vitest',
        logo: 'vitest',
      },
      {
        tab: 'Testing',
        name: 'Testing Library',
        logo: 'testinglibrary',
      },
      {
        tab: 'Testing',
        name: 'Playwright',
      },
    ],
    domainsTitle: 'Where our React work ships',
    domains: [
      {
        title: 'Retail and e-commerce',
        symbol: 'shopping-cart',
      },
      {
        title: 'Digital health',
        symbol: 'heart-pulse',
      },
      {
        title: 'Fintech',
        symbol: 'landmark',
      },
      {
        title: 'Logistics',
        symbol: 'truck',
      },
      {
        title: 'Media and streaming',
        symbol: 'clapperboard',
      },
      {
        title: 'HR tech',
        symbol: 'users',
      },
    ],
    closingTitle: 'Ship your next React release with us',
    closingText: 'Add two senior React engineers to your team or hand us the whole front end; both start with a call this week.',
  },
  {
    slug: 'full-stack-developer',
    serviceTitle: 'Full Stack Development',
    menuLabel: 'Full Stack',
    menuGroup: 'web',
    order: '3',
    heroText:
      'One team that owns a feature from the database column to the button: fewer hand-offs, shorter lead times and one person accountable for each release.',
    metaDescription:
      'Full stack development with TypeScript end to end: React or Angular front ends, Node.js and NestJS APIs, PostgreSQL and MongoDB, containerised delivery.',
    art: 'web',
    detailsTitle: 'End-to-end ownership of every feature',
    detailsText:
      'Our full stack engineers work in TypeScript across the whole product: React or Angular in the browser, Node.js with NestJS or Express on the server, PostgreSQL or MongoDB underneath. Shared types between API and client mean a renamed field breaks the build, not production.',
    detailsOverview:
      'Full stack squads fit best for MVPs, internal tools and products that have outgrown a single freelancer. We usually staff a squad as two full stack engineers, one QA engineer and a part-time tech lead, and adjust once the roadmap is clear.',
    detailsHideHireUs: true,
    offeringsTitle: 'Full stack engagements',
    offerings: [
      {
        text: 'MVPs built in 10 to 14 weeks with authentication, billing and an admin back office',
      },
      {
        text: 'Multi-tenant SaaS platforms with per-tenant configuration and usage metering',
      },
      {
        text: 'Internal tools and workflow systems that replace spreadsheets and e-mail chains',
      },
      {
        text: 'REST and GraphQL APIs with OpenAPI contracts and generated, typed clients',
      },
      {
        text: 'Take-over of existing code bases, with a stabilisation plan in the first month',
      },
    ],
    advantagesTitle: 'Why a full stack squad',
    advantages: [
      {
        text: 'No waiting between a front-end and a back-end team: the engineer who designs the endpoint also consumes it.',
      },
      {
        text: 'One language and shared type definitions across client, server and database schema.',
      },
      {
        text: 'Docker images, CI pipelines and infrastructure as code are part of the definition of done.',
      },
      {
        text: 'Smaller teams for the same scope, which keeps early-stage budgets under control.',
      },
    ],
    skillsTitle: 'The stack we work across',
    skillsText: 'Every engineer on a full stack squad is productive in each of these layers.',
    skillsHideHireUs: true,
    skills: [
      {
        tab: 'Front end',
        name: 'React',
        logo: 'react',
      },
      {
        tab: 'Front end',
        name: 'Next.js',
        logo: 'nextdotjs',
      },
      {
        tab: 'Front end',
        name: 'Angular',
      },
      {
        tab: 'Front end',
        name: 'TypeScript',
        logo: 'typescript',
      },
      {
        tab: 'Back end',
        name: 'Node.js',
        logo: 'nodedotjs',
      },
      {
        tab: 'Back end',
        name: 'NestJS',
        logo: 'nestjs',
      },
      {
        tab: 'Back end',
        name: 'Express',
        logo: 'express',
      },
      {
        tab: 'Back end',
        name: 'GraphQL',
        logo: 'graphql',
      },
      {
        tab: 'Data',
        name: 'PostgreSQL',
        logo: 'postgresql',
      },
      {
        tab: 'Data',
        name: 'MongoDB',
        logo: 'mongodb',
      },
      {
        tab: 'Data',
        name: 'Redis',
        logo: 'redis',
      },
      {
        tab: 'Data',
        name: 'Prisma',
        logo: 'prisma',
      },
      {
        tab: 'Delivery',
        name: 'Docker',
        logo: 'docker',
      },
      {
        tab: 'Delivery',
        name: 'GitHub Actions',
        logo: 'githubactions',
      },
    ],
    domainsTitle: 'Products our full stack teams have shipped',
    domains: [
      {
        title: 'Patient portals',
        symbol: 'heart-pulse',
      },
      {
        title: 'Learning platforms',
        symbol: 'graduation-cap',
      },
      {
        title: 'Marketplaces',
        symbol: 'shopping-bag',
      },
      {
        title: 'Lending and payments',
        symbol: 'landmark',
      },
      {
        title: 'Manufacturing portals',
        symbol: 'factory',
      },
      {
        title: 'Property management',
        symbol: 'building2',
      },
    ],
    closingTitle: 'Have a product to build end to end?',
    closingText: 'Share your scope and timeline; we will come back with a squad proposal and a first-release plan.',
  },
  {
    slug: 'ui-ux',
    serviceTitle: 'UI/UX Design',
    menuLabel: 'UI/UX',
    menuGroup: 'web',
    order: '4',
    heroText:
      'Research-led product design: we find out what your users are trying to do, then design the shortest, clearest way for them to do it.',
    metaDescription:
      'UI/UX design services: user research, information architecture, wireframes, high-fidelity Figma prototypes, usability testing, design systems and accessibility reviews.',
    art: 'design',
    detailsTitle: 'Design decisions backed by evidence',
    detailsText:
      'Every project starts with people, not pixels. We interview users, review analytics and session recordings, and map the journeys that matter to the business. Only then do we sketch, prototype in Figma and test with five to eight real users per round before a single screen reaches development.',
    detailsOverview:
      'Design sprints run two weeks. Discovery projects take three to six weeks and end with a tested, clickable prototype and a prioritised backlog. For products in build, an embedded designer works in your sprint rhythm and hands over specs developers can implement without guessing.',
    detailsHideHireUs: true,
    offeringsTitle: 'Design services',
    offerings: [
      {
        text: 'User interviews, surveys, analytics reviews and competitor teardown',
      },
      {
        text: 'Information architecture, card sorting and navigation design',
      },
      {
        text: 'Wireframes and clickable prototypes for fast stakeholder decisions',
      },
      {
        text: 'High-fidelity visual design for web, mobile and kiosk interfaces',
      },
      {
        text: 'Moderated and unmoderated usability testing with clear findings',
      },
      {
        text: 'Design systems in Figma with tokens mirrored in code',
      },
    ],
    advantagesTitle: 'What good design changes',
    advantages: [
      {
        title: 'Higher conversion',
        text: 'Checkout, onboarding and sign-up flows we redesign are measured before and after with the same funnel.',
      },
      {
        title: 'Fewer support tickets',
        text: 'Clear copy and error states remove the questions users used to e-mail you about.',
      },
      {
        title: 'Faster development',
        text: 'A shared component library means developers assemble screens instead of re-drawing them.',
      },
    ],
    domainsTitle: 'Design capabilities',
    domains: [
      {
        title: 'User research',
        symbol: 'search',
      },
      {
        title: 'Data-heavy dashboards',
        symbol: 'layout-dashboard',
      },
      {
        title: 'Responsive and mobile',
        symbol: 'monitor-smartphone',
      },
      {
        title: 'Visual identity',
        symbol: 'palette',
      },
      {
        title: 'Accessibility audits',
        symbol: 'accessibility',
      },
      {
        title: 'Usability testing',
        symbol: 'test-tubes',
      },
    ],
    toolsTitle: 'Tools our designers use',
    tools: [
      {
        name: 'Figma',
        logo: 'figma',
      },
      {
        name: 'FigJam',
      },
      {
        name: 'Miro',
        logo: 'miro',
      },
      {
        name: 'Maze',
        logo: 'maze',
      },
      {
        name: 'Hotjar',
        logo: 'hotjar',
      },
      {
        name: 'Framer',
        logo: 'framer',
      },
      {
        name: 'Webflow',
        logo: 'webflow',
      },
      {
        name: 'LottieFiles',
        logo: 'lottiefiles',
      },
      {
        name: 'Storybook',
        logo: 'storybook',
      },
      {
        name: 'Adobe Illustrator',
      },
    ],
    closingTitle: 'Let us test your product with real users',
    closingText: 'A two-week design sprint is the quickest way to see where your users get stuck and what to fix first.',
  },
  {
    slug: 'node-dev',
    serviceTitle: 'Node.js Development',
    menuLabel: 'Node',
    menuGroup: 'backend',
    order: '1',
    heroText:
      'Node.js back ends for APIs, real-time products and event-driven services that handle thousands of concurrent connections on modest hardware.',
    metaDescription:
      'Node.js development: REST and GraphQL APIs, NestJS microservices, real-time WebSocket services, serverless functions and Node.js performance tuning.',
    art: 'backend',
    detailsTitle: 'Non-blocking back ends, built for production',
    detailsText:
      'Node.js is at its best when a service spends most of its time waiting on networks and databases: API gateways, chat, notifications, integrations. We write it in strict TypeScript with NestJS or Fastify, validate every input at the edge, and ship with structured logs, traces and health checks so on-call engineers can see what is happening.',
    detailsOverview:
      'We take on green-field services, break monoliths into services along business boundaries, and rescue Node.js applications that leak memory or stall under load. Load tests with k6 run before each major release and the results are shared with you.',
    offeringsTitle: 'Node.js services',
    offerings: [
      {
        text: 'REST and GraphQL APIs with OpenAPI documentation and contract tests',
      },
      {
        text: 'Microservices on NestJS communicating over Kafka, RabbitMQ or gRPC',
      },
      {
        text: 'Real-time features with Socket.IO and Redis pub/sub: chat, presence, live tracking',
      },
      {
        text: 'Serverless functions on AWS Lambda and Azure Functions with cold-start budgets',
      },
      {
        text: 'Integration services for payment gateways, CRMs, ERPs and healthcare HL7/FHIR feeds',
      },
    ],
    advantagesTitle: 'Why Node.js for your back end',
    advantages: [
      {
        title: 'High concurrency',
        text: 'The event loop serves thousands of open connections per instance, which keeps hosting bills low.',
      },
      {
        title: 'One language',
        text: 'TypeScript on both sides lets front-end and back-end engineers review each other’s code.',
      },
      {
        title: 'Mature ecosystem',
        text: 'Well-maintained drivers and SDKs exist for nearly every database, queue and cloud service.',
      },
      {
        title: 'Observable',
        text: 'OpenTelemetry traces follow a request across every service it touches.',
      },
    ],
    skillsTitle: 'Node.js expertise',
    skillsText: 'Frameworks, data stores and messaging we use in Node.js projects.',
    skills: [
      {
        tab: 'Runtime and frameworks',
        name: 'Node.js',
        logo: 'nodedotjs',
      },
      {
        tab: 'Runtime and frameworks',
        name: 'TypeScript',
        logo: 'typescript',
      },
      {
        tab: 'Runtime and frameworks',
        name: 'NestJS',
        logo: 'nestjs',
      },
      {
        tab: 'Runtime and frameworks',
        name: 'Fastify',
        logo: 'fastify',
      },
      {
        tab: 'Runtime and frameworks',
        name: 'Express',
        logo: 'express',
      },
      {
        tab: 'Data',
        name: 'PostgreSQL',
        logo: 'postgresql',
      },
      {
        tab: 'Data',
        name: 'MongoDB',
        logo: 'mongodb',
      },
      {
        tab: 'Data',
        name: 'Redis',
        logo: 'redis',
      },
      {
        tab: 'Messaging and real time',
        name: 'Apache Kafka',
        logo: 'apachekafka',
      },
      {
        tab: 'Messaging and real time',
        name: 'RabbitMQ',
        logo: 'rabbitmq',
      },
      {
        tab: 'Messaging and real time',
        name: 'Socket.IO',
        logo: 'socketdotio',
      },
      {
        tab: 'Messaging and real time',
        name: 'GraphQL',
        logo: 'graphql',
      },
      {
        tab: 'Quality and operations',
        name: 'Jest',
        logo: 'jest',
      },
      {
        tab: 'Quality and operations',
        name: 'Docker',
        logo: 'docker',
      },
      {
        tab: 'Quality and operations',
        name: 'OpenTelemetry',
        logo: 'opentelemetry',
      },
    ],
    domainsTitle: 'Node.js in our clients’ industries',
    domains: [
      {
        title: 'Payments',
        symbol: 'banknote',
      },
      {
        title: 'Telehealth',
        symbol: 'heart-pulse',
      },
      {
        title: 'Fleet tracking',
        symbol: 'truck',
      },
      {
        title: 'E-commerce',
        symbol: 'shopping-cart',
      },
      {
        title: 'Live media',
        symbol: 'radio',
      },
      {
        title: 'Gaming',
        symbol: 'gamepad2',
      },
    ],
    closingTitle: 'Scale your back end with Node.js engineers',
    closingText: 'From one senior developer to a full platform team, onboarded within 3 days.',
  },
  {
    slug: 'golang-dev',
    serviceTitle: 'Golang Development',
    menuLabel: 'Golang',
    menuGroup: 'backend',
    order: '2',
    heroText:
      'Go services for the parts of your platform where latency, memory and reliability matter most: gateways, pipelines, schedulers and cloud-native tooling.',
    metaDescription:
      'Golang development: high-throughput microservices, gRPC APIs, Kubernetes operators, CLI tools and migrations of hot paths from other languages to Go.',
    art: 'backend',
    detailsTitle: 'Small binaries, predictable latency',
    detailsText:
      'Go compiles to a single static binary that starts in milliseconds and runs in a container a few megabytes in size. We use it for services that must answer in single-digit milliseconds at the 99th percentile, for concurrent pipelines built on goroutines and channels, and for the operators and CLIs that run your Kubernetes platform.',
    detailsOverview:
      'A common engagement is rewriting one hot path, such as a pricing engine, an ingestion endpoint or an authorisation service, from an interpreted language into Go, with a shadow-traffic comparison before cut-over. We also staff long-running platform teams.',
    offeringsTitle: 'Go services we build',
    offerings: [
      {
        text: 'gRPC and REST microservices with protobuf contracts and generated clients',
      },
      {
        text: 'API gateways, rate limiters and authorisation services at the network edge',
      },
      {
        text: 'Concurrent data ingestion and stream processing over Kafka and NATS',
      },
      {
        text: 'Kubernetes operators and controllers with the controller-runtime library',
      },
      {
        text: 'Developer CLIs and internal tooling distributed as single binaries',
      },
    ],
    advantagesTitle: 'Why Go',
    advantages: [
      {
        title: 'Low, steady latency',
        text: 'Compiled code and a low-pause garbage collector keep tail latency flat under load.',
      },
      {
        title: 'Small footprint',
        text: 'Services often run in 20 to 50 MB of memory, so more of them fit on each node.',
      },
      {
        title: 'Readable code',
        text: 'A small language with one formatting style makes code reviews quick and onboarding short.',
      },
    ],
    skillsTitle: 'Go engineering skills',
    skillsText: 'Libraries and platforms our Go engineers work with.',
    skills: [
      {
        tab: 'Language and frameworks',
        name: 'Go',
        logo: 'go',
      },
      {
        tab: 'Language and frameworks',
        name: 'Gin',
        logo: 'gin',
      },
      {
        tab: 'Language and frameworks',
        name: 'gRPC',
      },
      {
        tab: 'Language and frameworks',
        name: 'Protocol Buffers',
      },
      {
        tab: 'Data and messaging',
        name: 'PostgreSQL',
        logo: 'postgresql',
      },
      {
        tab: 'Data and messaging',
        name: 'Redis',
        logo: 'redis',
      },
      {
        tab: 'Data and messaging',
        name: 'Apache Kafka',
        logo: 'apachekafka',
      },
      {
        tab: 'Data and messaging',
        name: 'NATS',
        logo: 'natsdotio',
      },
      {
        tab: 'Platform',
        name: 'Docker',
        logo: 'docker',
      },
      {
        tab: 'Platform',
        name: 'Kubernetes',
        logo: 'kubernetes',
      },
      {
        tab: 'Platform',
        name: 'Google Cloud',
        logo: 'googlecloud',
      },
      {
        tab: 'Observability',
        name: 'Prometheus',
        logo: 'prometheus',
      },
      {
        tab: 'Observability',
        name: 'Grafana',
        logo: 'grafana',
      },
    ],
    domainsTitle: 'Where we run Go in production',
    domains: [
      {
        title: 'Trading and payments',
        symbol: 'banknote',
      },
      {
        title: 'Telecom',
        symbol: 'radio',
      },
      {
        title: 'Security platforms',
        symbol: 'shield-check',
      },
      {
        title: 'IoT back ends',
        symbol: 'cpu',
      },
      {
        title: 'Cloud infrastructure',
        symbol: 'cloud',
      },
      {
        title: 'Networking',
        symbol: 'network',
      },
    ],
    closingTitle: 'Need a faster service?',
    closingText: 'Tell us which endpoint is holding you back; we will propose a Go design and a safe cut-over plan.',
  },
  {
    slug: 'hadoop',
    serviceTitle: 'Big Data & Hadoop',
    menuLabel: 'Hadoop',
    menuGroup: 'backend',
    order: '3',
    heroText:
      'Data platforms that turn terabytes of raw events into reports, features and decisions, on Hadoop clusters you run today or the lakehouse you are moving to.',
    metaDescription:
      'Hadoop and big data services: cluster design and tuning, Spark and Hive pipelines, Kafka ingestion, data lake governance and Hadoop-to-cloud lakehouse migrations.',
    art: 'data',
    detailsTitle: 'From raw events to trusted tables',
    detailsText:
      'Our data engineers design ingestion with Kafka and NiFi, process with Spark and Hive, store in HDFS or cloud object storage in Parquet and Iceberg formats, and orchestrate every job in Airflow with data-quality checks between steps. The result is a lake that analysts trust because every table has an owner, a schema and a freshness guarantee.',
    detailsOverview:
      'Clients come to us with one of three needs: a new platform, an existing Cloudera or Hortonworks cluster that is slow or expensive, or a migration off on-premise Hadoop to Databricks, EMR or BigQuery. Each starts with a workload inventory and a cost model.',
    detailsHideHireUs: true,
    offeringsTitle: 'Big data services',
    offerings: [
      {
        text: 'Cluster sizing, HDFS layout and YARN queue design for mixed batch and interactive work',
      },
      {
        text: 'Batch and streaming pipelines in Spark, Spark Structured Streaming and Hive',
      },
      {
        text: 'Change-data-capture and event ingestion with Kafka, NiFi and Debezium',
      },
      {
        text: 'Performance tuning of slow Spark and Hive jobs: partitioning, file compaction, join strategies',
      },
      {
        text: 'Data catalogue, lineage and access policies with Apache Atlas and Ranger',
      },
    ],
    advantagesTitle: 'What a well-run data platform gives you',
    advantages: [
      {
        text: 'Storage and compute costs that are tracked per team and per pipeline, not guessed.',
      },
      {
        text: 'Dashboards refreshed hourly or in near real time instead of the next morning.',
      },
      {
        text: 'Automated checks that stop bad data before it reaches a report.',
      },
    ],
    skillsTitle: 'Hadoop ecosystem skills',
    skillsText: 'The components our data engineers operate and build on.',
    skills: [
      {
        tab: 'Storage and compute',
        name: 'Apache Hadoop',
        logo: 'apachehadoop',
      },
      {
        tab: 'Storage and compute',
        name: 'Apache Spark',
        logo: 'apachespark',
      },
      {
        tab: 'Storage and compute',
        name: 'Apache Hive',
        logo: 'apachehive',
      },
      {
        tab: 'Storage and compute',
        name: 'Apache HBase',
        logo: 'apachehbase',
      },
      {
        tab: 'Ingestion',
        name: 'Apache Kafka',
        logo: 'apachekafka',
      },
      {
        tab: 'Ingestion',
        name: 'Apache NiFi',
        logo: 'apachenifi',
      },
      {
        tab: 'Ingestion',
        name: 'Sqoop',
      },
      {
        tab: 'Query and orchestration',
        name: 'Trino',
        logo: 'trino',
      },
      {
        tab: 'Query and orchestration',
        name: 'Presto',
        logo: 'presto',
      },
      {
        tab: 'Query and orchestration',
        name: 'Apache Airflow',
        logo: 'apacheairflow',
      },
      {
        tab: 'Query and orchestration',
        name: 'Scala',
        logo: 'scala',
      },
      {
        tab: 'Platforms',
        name: 'Cloudera',
        logo: 'cloudera',
      },
      {
        tab: 'Platforms',
        name: 'Databricks',
        logo: 'databricks',
      },
      {
        tab: 'Platforms',
        name: 'Amazon EMR',
      },
    ],
    domainsTitle: 'Data platforms by industry',
    domains: [
      {
        title: 'Telecom usage analytics',
        symbol: 'radio',
      },
      {
        title: 'Retail demand forecasting',
        symbol: 'shopping-cart',
      },
      {
        title: 'Fraud detection',
        symbol: 'banknote',
      },
      {
        title: 'Claims analytics',
        symbol: 'heart-pulse',
      },
      {
        title: 'Smart-meter data',
        symbol: 'zap',
      },
      {
        title: 'Route optimisation',
        symbol: 'truck',
      },
    ],
    tilesKicker: 'More Hadoop services',
    tilesTitle: 'More ways we help with Hadoop',
    tiles: [
      {
        title: 'Hadoop to lakehouse migration',
        text: 'Move Hive tables and Spark jobs to Databricks, EMR or BigQuery in waves, with row-count and checksum reconciliation for every table.',
      },
      {
        title: 'Managed cluster administration',
        text: 'Upgrades, Kerberos, capacity planning and 24/7 monitoring of production clusters by a named team.',
      },
      {
        title: 'Feature pipelines for ML',
        text: 'Reusable feature tables computed in Spark and served to training and online inference.',
      },
      {
        title: 'Security hardening',
        text: 'Kerberos, Ranger policies, encryption at rest and audit logging aligned with SOC 2 and HIPAA controls.',
      },
      {
        title: 'Cost reduction',
        text: 'Compaction, tiered storage and right-sized queues that typically cut cluster spend by a fifth or more.',
      },
      {
        title: 'Team enablement',
        text: 'Hands-on workshops so your analysts and engineers can run the platform after we leave.',
      },
    ],
    closingTitle: 'Get more from your data platform',
    closingText: 'Start with a two-week platform review: we measure job run times, costs and data quality and give you a ranked plan.',
    closingHideHireUs: true,
  },
  {
    slug: 'python-dev',
    serviceTitle: 'Python Development',
    menuLabel: 'Python',
    menuGroup: 'backend',
    order: '4',
    heroText:
      'Python web platforms, data pipelines and machine-learning services, written by engineers who treat notebooks as a starting point, not a deliverable.',
    metaDescription:
      'Python development: Django and FastAPI back ends, data engineering with pandas and Airflow, ML model serving, automation scripts and Python 2 to 3 modernisation.',
    art: 'backend',
    detailsTitle: 'Python from prototype to production',
    detailsText:
      'Python lets a small team move quickly, and our job is to keep that speed once the product has users. We build web back ends with Django and FastAPI, data pipelines with pandas, Polars and Airflow, and model-serving APIs that wrap scikit-learn and PyTorch models with input validation, versioning and monitoring.',
    detailsOverview:
      'We often join after a data-science team has proven a model in a notebook: we package it, add tests and type hints, put it behind an API with latency budgets and set up retraining. We also build complete Django products with admin back offices.',
    offeringsTitle: 'Python services',
    offerings: [
      {
        text: 'Web applications and admin back offices with Django and Django REST Framework',
      },
      {
        text: 'High-performance async APIs with FastAPI and Pydantic models',
      },
      {
        text: 'ETL and ELT pipelines orchestrated in Airflow with data-quality assertions',
      },
      {
        text: 'Model packaging, serving and monitoring for scikit-learn and PyTorch models',
      },
      {
        text: 'Automation of reports, document processing and back-office tasks',
      },
      {
        text: 'Upgrades of legacy Python 2 and Django 1.x code bases to supported versions',
      },
    ],
    advantagesTitle: 'Why our Python teams deliver',
    advantages: [
      {
        title: 'Typed and linted',
        text: 'Type hints checked by mypy and code formatted by Ruff on every commit.',
      },
      {
        title: 'Tested with pytest',
        text: 'Fixtures for databases and external APIs so tests run in seconds, not minutes.',
      },
      {
        title: 'Async where it counts',
        text: 'FastAPI and Celery workers take long-running work off the request path.',
      },
      {
        title: 'Data literate',
        text: 'Engineers comfortable with statistics, SQL and the libraries your analysts already use.',
      },
    ],
    skillsTitle: 'Python skills',
    skillsText: 'Web, data and machine-learning libraries our Python engineers use in production.',
    skills: [
      {
        tab: 'Web',
        name: 'Python',
        logo: 'python',
      },
      {
        tab: 'Web',
        name: 'Django',
        logo: 'django',
      },
      {
        tab: 'Web',
        name: 'FastAPI',
        logo: 'fastapi',
      },
      {
        tab: 'Web',
        name: 'Flask',
        logo: 'flask',
      },
      {
        tab: 'Web',
        name: 'Pydantic',
        logo: 'pydantic',
      },
      {
        tab: 'Data',
        name: 'pandas',
        logo: 'pandas',
      },
      {
        tab: 'Data',
        name: 'NumPy',
        logo: 'numpy',
      },
      {
        tab: 'Data',
        name: 'Apache Airflow',
        logo: 'apacheairflow',
      },
      {
        tab: 'Data',
        name: 'PostgreSQL',
        logo: 'postgresql',
      },
      {
        tab: 'Machine learning',
        name: 'scikit-learn',
        logo: 'scikitlearn',
      },
      {
        tab: 'Machine learning',
        name: 'PyTorch',
        logo: 'pytorch',
      },
      {
        tab: 'Quality and delivery',
        name: 'pytest',
        logo: 'pytest',
      },
      {
        tab: 'Quality and delivery',
        name: 'Celery',
        logo: 'celery',
      },
      {
        tab: 'Quality and delivery',
        name: 'Docker',
        logo: 'docker',
      },
    ],
    domainsTitle: 'Python solutions we deliver',
    domains: [
      {
        title: 'Analytics platforms',
        symbol: 'line-chart',
      },
      {
        title: 'ML and AI services',
        symbol: 'bot',
      },
      {
        title: 'Document processing',
        symbol: 'file-search',
      },
      {
        title: 'Workflow automation',
        symbol: 'workflow',
      },
      {
        title: 'Clinical data',
        symbol: 'heart-pulse',
      },
      {
        title: 'Risk and pricing models',
        symbol: 'landmark',
      },
    ],
    closingTitle: 'Turn your Python prototype into a product',
    closingText: 'We can review your code base or notebook this week and tell you what it takes to run it in production.',
  },
  {
    slug: 'dynamic365',
    serviceTitle: 'Microsoft Dynamics 365',
    menuLabel: 'Dynamic 365',
    menuGroup: 'backend',
    order: '5',
    heroText:
      'Implementation, customisation and support of Dynamics 365 for sales, service, finance and operations, connected to the rest of your Microsoft estate.',
    metaDescription:
      'Microsoft Dynamics 365 services: Sales, Customer Service, Field Service, Finance and Supply Chain implementations, Power Platform extensions and CRM or ERP migrations.',
    art: 'enterprise',
    detailsTitle: 'Dynamics 365 that fits how you actually work',
    detailsText:
      'Out of the box, Dynamics 365 covers most of a business process; the value is in fitting the remaining part without breaking upgrades. We configure first, extend with Power Automate and Power Apps second, and write C# plug-ins or X++ only when nothing else will do, so your twice-yearly Microsoft updates install cleanly.',
    detailsOverview:
      'Implementations follow Microsoft’s Success by Design phases: a fit-gap workshop, iterative build sprints with weekly demos, data migration rehearsals, user acceptance testing and a supported go-live. After launch we offer a support retainer with agreed response times.',
    offeringsTitle: 'Dynamics 365 services',
    offerings: [
      {
        text: 'End-to-end implementation of Dynamics 365 CE and Finance and Operations apps',
      },
      {
        text: 'Custom entities, business rules, plug-ins and model-driven app forms',
      },
      {
        text: 'Power Apps, Power Automate flows and Power BI reports on Dataverse',
      },
      {
        text: 'Integration with Outlook, Teams, SharePoint, e-commerce and legacy ERPs through Azure Logic Apps',
      },
      {
        text: 'Post-go-live support, release-wave testing and administrator training',
      },
    ],
    advantagesTitle: 'Benefits our clients see',
    advantages: [
      {
        title: 'One customer record',
        text: 'Sales, service and finance work from the same account history instead of three spreadsheets.',
      },
      {
        title: 'Less manual entry',
        text: 'Approvals, case routing and invoice matching run as flows rather than e-mail chains.',
      },
      {
        title: 'Live reporting',
        text: 'Power BI dashboards built on Dataverse show pipeline and margin without a month-end export.',
      },
    ],
    domainsTitle: 'Industries we configure Dynamics 365 for',
    domains: [
      {
        title: 'Manufacturing',
        symbol: 'factory',
      },
      {
        title: 'Distribution',
        symbol: 'truck',
      },
      {
        title: 'Retail',
        symbol: 'store',
      },
      {
        title: 'Professional services',
        symbol: 'hand-coins',
      },
      {
        title: 'Field maintenance',
        symbol: 'wrench',
      },
      {
        title: 'Healthcare providers',
        symbol: 'heart-pulse',
      },
    ],
    toolsTitle: 'The Microsoft platform we build on',
    tools: [
      {
        name: 'Dynamics 365',
      },
      {
        name: 'Power Apps',
      },
      {
        name: 'Power Automate',
      },
      {
        name: 'Power BI',
      },
      {
        name: 'Dataverse',
      },
      {
        name: 'Azure Logic Apps',
      },
      {
        name: 'C# .NET',
      },
      {
        name: 'X++',
      },
    ],
    displayKicker: 'Dynamics 365 apps',
    displayTitle: 'Dynamics 365 apps we implement',
    display: [
      {
        title: 'Sales',
        text: 'Lead scoring, opportunity pipelines, quotes and forecasting linked to Outlook and Teams.',
      },
      {
        title: 'Customer Service',
        text: 'Omnichannel case management, SLAs, knowledge base and customer self-service portals.',
      },
      {
        title: 'Field Service',
        text: 'Work orders, technician scheduling, mobile inspections and asset maintenance history.',
      },
      {
        title: 'Finance',
        text: 'General ledger, accounts payable and receivable, budgeting and multi-entity consolidation.',
      },
      {
        title: 'Supply Chain Management',
        text: 'Inventory, warehouse, procurement and production planning across sites.',
      },
      {
        title: 'Business Central',
        text: 'An all-in-one ERP for growing companies moving up from entry-level accounting software.',
      },
    ],
    migrationTitle: 'Moving to Dynamics 365 without losing history',
    migrationText:
      'We migrate from Dynamics CRM on-premise, Dynamics AX and NAV, Salesforce and older ERPs. Data is profiled, cleaned and mapped first; then we run at least two full rehearsal loads with reconciliation reports, so the final cut-over happens over a weekend with balances and open records verified before users log in on Monday.',
    closingTitle: 'Plan your Dynamics 365 project with certified consultants',
    closingText: 'Start with a fit-gap workshop: in five days you get a scope, a phased plan and a fixed estimate for the first release.',
  },
  {
    slug: 'blockchain',
    serviceTitle: 'Blockchain Development',
    menuLabel: 'Blockchain',
    menuGroup: 'backend',
    order: '6',
    heroText: 'Smart contracts, tokenisation and permissioned ledgers for businesses that need shared records nobody can quietly change.',
    metaDescription:
      'Blockchain development: audited Solidity smart contracts, token and NFT platforms, Hyperledger Fabric networks, wallet integration and supply-chain traceability.',
    art: 'chain',
    detailsTitle: 'Use a ledger where it earns its place',
    detailsText:
      'A blockchain is worth its cost when several parties who do not fully trust each other must share one record: trade finance, provenance, credentials, settlement. We start by checking that this is true for your case, then design the contracts, the off-chain services and the user experience together, so signing a transaction feels no harder than paying online.',
    detailsOverview:
      'Projects begin with a discovery week covering consortium roles, data that must stay private and the chain that fits: public Ethereum layer 2 networks for open ecosystems, Hyperledger Fabric for permissioned consortia. Contracts go through internal review and an external audit before mainnet.',
    detailsHideHireUs: true,
    offeringsTitle: 'Blockchain services',
    offerings: [
      {
        text: 'Smart contracts in Solidity with Foundry tests, fuzzing and gas optimisation',
      },
      {
        text: 'Fungible tokens, NFTs and tokenised real-world assets on Ethereum and Polygon',
      },
      {
        text: 'Permissioned networks on Hyperledger Fabric with chaincode in Go',
      },
      {
        text: 'Decentralised app front ends with wallet connection and transaction status tracking',
      },
      {
        text: 'Supply-chain traceability with on-chain proofs and off-chain documents on IPFS',
      },
    ],
    advantagesTitle: 'What a ledger adds',
    advantages: [
      {
        title: 'A tamper-evident history',
        text: 'Every change is signed and ordered, which shortens audits and dispute resolution.',
      },
      {
        title: 'Self-executing rules',
        text: 'Escrow, royalties and settlements run as contract code when conditions are met.',
      },
      {
        title: 'Shared without a middleman',
        text: 'Partners read the same record without a central party reconciling copies.',
      },
    ],
    skillsTitle: 'Blockchain skills',
    skillsText: 'Chains, languages and libraries our blockchain engineers work with.',
    skillsHideHireUs: true,
    skills: [
      {
        tab: 'Chains',
        name: 'Ethereum',
        logo: 'ethereum',
      },
      {
        tab: 'Chains',
        name: 'Polygon',
        logo: 'polygon',
      },
      {
        tab: 'Chains',
        name: 'Solana',
        logo: 'solana',
      },
      {
        tab: 'Chains',
        name: 'Hyperledger Fabric',
      },
      {
        tab: 'Contracts',
        name: 'Solidity',
        logo: 'solidity',
      },
      {
        tab: 'Contracts',
        name: 'OpenZeppelin',
        logo: 'openzeppelin',
      },
      {
        tab: 'Contracts',
        name: 'Foundry',
      },
      {
        tab: 'Contracts',
        name: 'Go chaincode',
        logo: 'go',
      },
      {
        tab: 'Integration',
        name: 'ethers.js',
        logo: 'ethers',
      },
      {
        tab: 'Integration',
        name: 'web3.js',
        logo: 'web3dotjs',
      },
      {
        tab: 'Integration',
        name: 'WalletConnect',
        logo: 'walletconnect',
      },
      {
        tab: 'Integration',
        name: 'Chainlink',
        logo: 'chainlink',
      },
      {
        tab: 'Integration',
        name: 'IPFS',
        logo: 'ipfs',
      },
    ],
    domainsTitle: 'Blockchain use cases we have built',
    domains: [
      {
        title: 'Trade finance',
        symbol: 'banknote',
      },
      {
        title: 'Supply-chain provenance',
        symbol: 'package',
      },
      {
        title: 'Verifiable credentials',
        symbol: 'file-check',
      },
      {
        title: 'Consent records',
        symbol: 'heart-pulse',
      },
      {
        title: 'Digital collectibles',
        symbol: 'gamepad2',
      },
      {
        title: 'On-chain governance',
        symbol: 'vote',
      },
    ],
    closingTitle: 'Not sure a blockchain is the right tool?',
    closingText: 'Book a discovery week; if a shared database serves you better, we will tell you so.',
  },
  {
    slug: 'cloud-dev',
    serviceTitle: 'Cloud Development',
    menuLabel: 'Cloud Development',
    menuGroup: 'others',
    order: '1',
    heroText:
      'Cloud-native applications on AWS, Azure and Google Cloud, designed so they scale with demand and cost nothing when nobody is using them.',
    metaDescription:
      'Cloud development: cloud-native and serverless applications, migrations from data centres to AWS, Azure and Google Cloud, containers, managed data services and cost optimisation.',
    art: 'cloud',
    detailsTitle: 'Applications designed for the cloud, not just moved to it',
    detailsText:
      'Lifting a virtual machine into the cloud rarely lowers cost. We redesign the parts that benefit: stateless services in containers or functions, managed databases with automated backups, queues between components that used to call each other directly, and object storage with lifecycle rules. Everything is described in Terraform so environments can be rebuilt in minutes.',
    detailsOverview:
      'Engagements range from a single serverless product to a data-centre exit over several quarters. Migrations follow the 6 Rs: for each workload we agree whether to rehost, replatform, refactor, repurchase, retire or retain, and we move them in waves with rollback plans.',
    offeringsTitle: 'Cloud development services',
    offerings: [
      {
        text: 'Cloud-native applications on containers, Kubernetes and serverless functions',
      },
      {
        text: 'Application and database migration from on-premise data centres',
      },
      {
        text: 'Multi-region architectures with failover for high-availability systems',
      },
      {
        text: 'Managed data services: Aurora, Cosmos DB, BigQuery, DynamoDB and object storage',
      },
      {
        text: 'FinOps reviews: rightsizing, savings plans and tagging for cost per team',
      },
    ],
    advantagesTitle: 'Why build cloud-native',
    advantages: [
      {
        text: 'Capacity follows traffic, so seasonal peaks no longer need year-round hardware.',
      },
      {
        text: 'Managed services spread across availability zones survive the loss of a data centre.',
      },
      {
        text: 'New environments for testing or a new market come up from code in under an hour.',
      },
      {
        text: 'Identity-based access, encryption by default and audit trails for every API call.',
      },
    ],
    domainsTitle: 'Cloud workloads by industry',
    domains: [
      {
        title: 'HIPAA-ready health apps',
        symbol: 'heart-pulse',
      },
      {
        title: 'Fintech platforms',
        symbol: 'banknote',
      },
      {
        title: 'Peak-season retail',
        symbol: 'shopping-cart',
      },
      {
        title: 'Online learning',
        symbol: 'graduation-cap',
      },
      {
        title: 'Video delivery',
        symbol: 'radio',
      },
      {
        title: 'Logistics tracking',
        symbol: 'truck',
      },
    ],
    toolsTitle: 'Cloud development toolset',
    tools: [
      {
        name: 'Terraform',
        logo: 'terraform',
      },
      {
        name: 'AWS CDK',
      },
      {
        name: 'Docker',
        logo: 'docker',
      },
      {
        name: 'Kubernetes',
        logo: 'kubernetes',
      },
      {
        name: 'Serverless Framework',
        logo: 'serverless',
      },
      {
        name: 'PostgreSQL',
        logo: 'postgresql',
      },
      {
        name: 'Cloudflare',
        logo: 'cloudflare',
      },
      {
        name: 'Vercel',
        logo: 'vercel',
      },
    ],
    cloudTitle: 'Cloud platforms and building blocks',
    // AWS and Azure are not in simple-icons: their blocks show the brand's initials.
    cloud: [
      {
        title: 'Amazon Web Services',
        overview:
          'Lambda, ECS and EKS for compute; API Gateway, SQS and EventBridge for integration; DynamoDB and Aurora for data, all provisioned through Terraform or the AWS CDK.',
        brand: 'AWS',
      },
      {
        title: 'Microsoft Azure',
        overview:
          'App Service, Azure Functions and AKS for applications, with Entra ID single sign-on and Cosmos DB for globally distributed data.',
        brand: 'Microsoft Azure',
      },
      {
        title: 'Google Cloud',
        overview:
          'Cloud Run and GKE for containers, Pub/Sub for events and BigQuery for analytics workloads that need to scan billions of rows.',
        logo: 'googlecloud',
      },
      {
        title: 'Kubernetes',
        overview:
          'Portable container platforms on EKS, AKS or GKE with Helm charts, autoscaling and namespaces per team, so workloads can move between clouds.',
        logo: 'kubernetes',
      },
    ],
    closingTitle: 'Plan your move to the cloud',
    closingText: 'We start with a two-week assessment of your workloads and give you a migration plan with a monthly cost estimate.',
  },
  {
    slug: 'cloud-devops',
    serviceTitle: 'Cloud DevOps',
    menuLabel: 'Cloud DevOps',
    menuGroup: 'others',
    order: '2',
    heroText:
      'Pipelines, platforms and on-call practices that let your developers ship several times a day without waking anyone up at night.',
    metaDescription:
      'Cloud DevOps services: CI/CD pipelines, infrastructure as code, Kubernetes platforms, GitOps, observability, incident response and DevSecOps.',
    art: 'cloud',
    detailsTitle: 'From a manual release day to continuous delivery',
    detailsText:
      'We measure where you are with the four DORA metrics (deployment frequency, lead time for changes, change failure rate and time to restore) and then remove the bottlenecks one by one: automated builds and tests, infrastructure as code, GitOps deployments, feature flags and dashboards that show the health of every service.',
    detailsOverview:
      'DevOps engineers join your teams for three to twelve months, build the platform with them and leave behind runbooks and trained people. We also run managed platforms with a 24/7 on-call rota for clients who prefer not to staff one.',
    detailsHideHireUs: true,
    offeringsTitle: 'DevOps services',
    offerings: [
      {
        text: 'CI/CD pipelines in GitHub Actions, GitLab CI or Jenkins with test and security gates',
      },
      {
        text: 'Infrastructure as code with Terraform and Ansible, reviewed like application code',
      },
      {
        text: 'GitOps delivery to Kubernetes with Argo CD and Helm, with progressive rollouts',
      },
      {
        text: 'Observability: metrics, logs and traces with Prometheus, Grafana and Datadog',
      },
      {
        text: 'DevSecOps: secret management with Vault, image scanning and policy as code',
      },
      {
        text: 'Site reliability practices: SLOs, error budgets, incident reviews and on-call',
      },
    ],
    advantagesTitle: 'Results our DevOps work delivers',
    advantages: [
      {
        title: 'More frequent releases',
        text: 'Teams move from monthly release trains to deploying on every merged pull request.',
      },
      {
        title: 'Faster recovery',
        text: 'Automated rollbacks and clear alerts bring time to restore down from hours to minutes.',
      },
      {
        title: 'Identical environments',
        text: 'Test, staging and production are built from the same code, so "works on staging" means something.',
      },
    ],
    domainsTitle: 'DevOps capabilities',
    domains: [
      {
        title: 'Continuous integration',
        symbol: 'git-branch',
      },
      {
        title: 'Continuous delivery',
        symbol: 'rocket',
      },
      {
        title: 'Platform engineering',
        symbol: 'server-cog',
      },
      {
        title: 'Observability',
        symbol: 'activity',
      },
      {
        title: 'DevSecOps',
        symbol: 'lock',
      },
      {
        title: 'Site reliability',
        symbol: 'timer',
      },
    ],
    toolsTitle: 'DevOps toolchain',
    tools: [
      {
        name: 'Docker',
        logo: 'docker',
      },
      {
        name: 'Kubernetes',
        logo: 'kubernetes',
      },
      {
        name: 'Helm',
        logo: 'helm',
      },
      {
        name: 'Argo CD',
        logo: 'argo',
      },
      {
        name: 'Terraform',
        logo: 'terraform',
      },
      {
        name: 'Ansible',
        logo: 'ansible',
      },
      {
        name: 'GitHub Actions',
        logo: 'githubactions',
      },
      {
        name: 'GitLab CI',
        logo: 'gitlab',
      },
      {
        name: 'Jenkins',
        logo: 'jenkins',
      },
      {
        name: 'Prometheus',
        logo: 'prometheus',
      },
      {
        name: 'Grafana',
        logo: 'grafana',
      },
      {
        name: 'Datadog',
        logo: 'datadog',
      },
      {
        name: 'HashiCorp Vault',
        logo: 'vault',
      },
    ],
    cloudTitle: 'Platform building blocks',
    cloud: [
      {
        title: 'Kubernetes platforms',
        overview:
          'Production clusters with autoscaling, network policies, ingress, cert-manager and per-team namespaces, upgraded on a schedule rather than in an emergency.',
        logo: 'kubernetes',
      },
      {
        title: 'Delivery pipelines',
        overview: 'Reusable pipeline templates so a new service gets build, test, scan and deploy stages on its first commit.',
      },
      {
        title: 'Infrastructure as code',
        overview: 'Terraform modules for networks, databases and clusters with plan output posted to every pull request for review.',
      },
      {
        title: 'Monitoring and alerting',
        overview: 'Service-level objectives with alerts on burn rate, so on-call engineers are paged for user impact, not noise.',
      },
    ],
    closingTitle: 'Find out where your delivery pipeline loses time',
    closingText: 'A one-week DevOps assessment measures your DORA metrics and ends with a 90-day improvement plan.',
  },
  {
    slug: 'quality-engineering',
    serviceTitle: 'Quality Engineering',
    menuLabel: 'Quality Engineering',
    menuGroup: 'others',
    order: '3',
    heroText:
      'Quality built into every sprint: test strategy, automation and performance and security testing that catch defects while they are still cheap to fix.',
    metaDescription:
      'Quality engineering services: test strategy, functional and regression testing, test automation with Selenium, Cypress, Playwright and Appium, performance, security and accessibility testing.',
    art: 'quality',
    detailsTitle: 'Testing that speeds delivery up',
    detailsText:
      'Quality engineering is more than a test phase at the end. Our engineers review requirements for testability, agree acceptance criteria before development starts, automate the regression suite so it runs on every pull request, and report defect trends so the team fixes causes, not symptoms.',
    detailsOverview:
      'We offer embedded QA engineers in your squads, an independent testing team for releases and audits, and automation projects that convert a manual regression suite into a pipeline stage. Most clients start with a two-week test maturity assessment.',
    offeringsTitle: 'Quality engineering services',
    offerings: [
      {
        text: 'Test strategy and test plans mapped to business risk',
      },
      {
        text: 'Functional, exploratory and user-acceptance testing across browsers and devices',
      },
      {
        text: 'Automated regression suites for web, mobile and APIs',
      },
      {
        text: 'Setting up a testing centre of excellence with shared frameworks and metrics',
      },
    ],
    advantagesTitle: 'Why invest in quality engineering',
    advantages: [
      {
        title: 'Fewer escaped defects',
        text: 'Issues are caught in the pull request, not reported by customers.',
      },
      {
        title: 'Shorter release cycles',
        text: 'A regression suite that took a week by hand runs in under an hour in the pipeline.',
      },
      {
        title: 'Confident releases',
        text: 'Release decisions rest on test coverage and trend data instead of gut feeling.',
      },
    ],
    testingTitle: 'Testing services we provide',
    testing: [
      {
        text: 'Functional testing',
      },
      {
        text: 'API and contract testing',
      },
      {
        text: 'Performance and load testing',
      },
      {
        text: 'Security and penetration testing',
      },
      {
        text: 'Accessibility testing (WCAG 2.2)',
      },
      {
        text: 'Mobile app testing on real devices',
      },
      {
        text: 'Cross-browser compatibility testing',
      },
      {
        text: 'Data migration and ETL testing',
      },
    ],
    automationTitle: 'Test Automation',
    automationText:
      'We automate the tests that run most often and break least often first, and keep the suite fast and stable enough that developers trust a red build.',
    automation: [
      {
        title: 'Framework design',
        text: 'Page-object and screenplay patterns, shared fixtures and test data builders that keep suites maintainable.',
      },
      {
        title: 'Pipeline integration',
        text: 'Smoke tests on every commit, full regression nightly, results published to the pull request.',
      },
      {
        title: 'Flaky-test control',
        text: 'Tests that fail intermittently are quarantined, tracked and fixed, never silently retried forever.',
      },
    ],
    stackTitle: 'Technology Stack',
    stack: [
      {
        layer: 'Web and mobile automation',
        name: 'Selenium',
        logo: 'selenium',
      },
      {
        layer: 'Web and mobile automation',
        name: 'Cypress',
        logo: 'cypress',
      },
      {
        layer: 'Web and mobile automation',
        name: 'Playwright',
      },
      {
        layer: 'Web and mobile automation',
        name: 'Appium',
        logo: 'appium',
      },
      {
        layer: 'Web and mobile automation',
        name: 'Cucumber',
        logo: 'cucumber',
      },
      {
        layer: 'API, performance and security',
        name: 'Postman',
        logo: 'postman',
      },
      {
        layer: 'API, performance and security',
        name: 'Apache JMeter',
        logo: 'apachejmeter',
      },
      {
        layer: 'API, performance and security',
        name: 'k6',
        logo: 'k6',
      },
      {
        layer: 'API, performance and security',
        name: 'OWASP ZAP',
        logo: 'owasp',
      },
      {
        layer: 'Management and CI',
        name: 'Jira',
        logo: 'jirasoftware',
      },
      {
        layer: 'Management and CI',
        name: 'TestRail',
        logo: 'testrail',
      },
      {
        layer: 'Management and CI',
        name: 'Jenkins',
        logo: 'jenkins',
      },
      {
        layer: 'Management and CI',
        name: 'GitHub Actions',
        logo: 'githubactions',
      },
    ],
    processTitle: 'Quality Testing Process',
    process: [
      {
        title: 'Requirement analysis',
        text: 'We review stories for testability and write acceptance criteria with the product owner.',
      },
      {
        title: 'Test planning',
        text: 'Scope, risks, environments, data and entry and exit criteria agreed in one page.',
      },
      {
        title: 'Test design',
        text: 'Test cases and automation scripts written alongside development, not after it.',
      },
      {
        title: 'Execution',
        text: 'Automated and exploratory runs with defects logged, reproduced and prioritised.',
      },
      {
        title: 'Reporting and closure',
        text: 'Coverage, defect trends and a clear go or no-go recommendation for the release.',
      },
    ],
    closingTitle: 'Make your next release a calm one',
    closingText: 'Ask for a test maturity assessment and get a ranked list of the automation that will save you the most time.',
  },
  {
    slug: 'software-maintenance',
    serviceTitle: 'Software Support & Maintenance',
    menuLabel: 'Software Support',
    menuGroup: 'others',
    order: '4',
    heroText:
      'We keep the software your business depends on patched, monitored and improving, with response times written into the contract and 24/7 cover when you need it.',
    metaDescription:
      'Software support and maintenance: L1-L3 application support, 24/7 monitoring, bug fixing, security patching, framework upgrades and performance improvements under clear SLAs.',
    art: 'support',
    detailsTitle: 'Support that knows your system',
    detailsText:
      'Good maintenance starts with knowledge transfer. In the first four weeks we document your architecture, deployments and known issues, shadow your current team and set up monitoring. From then on a named team handles incidents, fixes defects, applies security patches and upgrades frameworks before they reach end of life.',
    detailsOverview:
      'Support is offered in tiers: business hours or 24/7, with priority-1 response from 15 minutes. Every month you receive a report with tickets resolved, SLA performance, recurring issues and recommendations, and unused hours can go to small improvements.',
    detailsHideHireUs: true,
    offeringsTitle: 'Maintenance services',
    offerings: [
      {
        text: 'L1 to L3 application support with an agreed escalation path',
      },
      {
        text: '24/7 monitoring and alerting for applications, APIs and databases',
      },
      {
        text: 'Corrective maintenance: root-cause analysis and permanent fixes, not workarounds',
      },
      {
        text: 'Security patching and dependency updates on a monthly cycle',
      },
      {
        text: 'Framework, runtime and database upgrades before end of support',
      },
      {
        text: 'Performance tuning of slow pages, queries and batch jobs',
      },
    ],
    advantagesTitle: 'Why outsource support to us',
    advantages: [
      {
        title: 'Guaranteed response',
        text: 'Contractual response and resolution times per priority, reported monthly.',
      },
      {
        title: 'Your team builds',
        text: 'Your in-house engineers work on the roadmap while we handle the tickets.',
      },
      {
        title: 'No single point of failure',
        text: 'Knowledge lives in runbooks and a team, not in one developer’s head.',
      },
    ],
    domainsTitle: 'What our support covers',
    domains: [
      {
        title: 'Service desk',
        symbol: 'headset',
      },
      {
        title: 'Bug fixing',
        symbol: 'bug',
      },
      {
        title: 'Security patching',
        symbol: 'shield-check',
      },
      {
        title: 'Upgrades',
        symbol: 'refresh-cw',
      },
      {
        title: 'Performance',
        symbol: 'gauge',
      },
      {
        title: '24/7 cover',
        symbol: 'clock',
      },
    ],
    toolsTitle: 'Support tooling',
    tools: [
      {
        name: 'Jira Service Management',
        logo: 'jirasoftware',
      },
      {
        name: 'PagerDuty',
        logo: 'pagerduty',
      },
      {
        name: 'Opsgenie',
        logo: 'opsgenie',
      },
      {
        name: 'Sentry',
        logo: 'sentry',
      },
      {
        name: 'Datadog',
        logo: 'datadog',
      },
      {
        name: 'Statuspage',
        logo: 'statuspage',
      },
      {
        name: 'ServiceNow',
      },
    ],
    closingTitle: 'Hand over your support with a proper transition',
    closingText: 'We will propose an SLA and a four-week knowledge-transfer plan after one call about your system.',
  },
  {
    slug: 'mobile-app-dev',
    serviceTitle: 'Mobile App Development',
    menuLabel: 'Mobile App',
    menuGroup: 'mobile',
    order: '1',
    heroText:
      'Native and cross-platform apps for iOS and Android that open fast, work offline and keep their store ratings above four stars.',
    metaDescription:
      'Mobile app development: native iOS in Swift and Android in Kotlin, cross-platform React Native and Flutter apps, offline sync, wearables and app store release management.',
    art: 'mobile',
    detailsTitle: 'The right mobile approach for your product',
    detailsText:
      'We choose native Swift and Kotlin when an app leans on the camera, Bluetooth, health sensors or heavy animation, and React Native or Flutter when one team should ship the same features to both stores. Either way, apps are built offline-first, instrumented for crash and performance reporting, and released through automated pipelines.',
    detailsOverview:
      'A mobile squad is typically two app developers, a back-end developer, a designer and a QA engineer testing on a real-device farm. First store releases usually land within 12 to 16 weeks, followed by releases every two weeks.',
    detailsHideHireUs: true,
    offeringsTitle: 'Mobile development services',
    offerings: [
      {
        text: 'Native iOS apps in Swift and SwiftUI, native Android apps in Kotlin and Jetpack Compose',
      },
      {
        text: 'Cross-platform apps in React Native (with Expo) and Flutter',
      },
      {
        text: 'Offline-first data sync and conflict resolution for field and healthcare apps',
      },
      {
        text: 'Apple Watch, Wear OS and Bluetooth Low Energy device integration',
      },
      {
        text: 'App store submission, phased rollouts and store listing optimisation',
      },
    ],
    advantagesTitle: 'What our mobile teams bring',
    advantages: [
      {
        title: 'Crash-free sessions above 99.5%',
        text: 'Crash reporting and release health checks are part of every build.',
      },
      {
        title: 'Fast start-up',
        text: 'We budget cold-start time and measure it on mid-range devices, not only the latest flagship.',
      },
      {
        title: 'Automated releases',
        text: 'Fastlane pipelines sign, test and upload builds so a release is a button, not a day.',
      },
    ],
    skillsTitle: 'Mobile technology skills',
    skillsText: 'Platforms and frameworks our mobile engineers ship with.',
    skillsHideHireUs: true,
    skills: [
      {
        tab: 'Native',
        name: 'Swift',
        logo: 'swift',
      },
      {
        tab: 'Native',
        name: 'iOS',
        logo: 'ios',
      },
      {
        tab: 'Native',
        name: 'Kotlin',
        logo: 'kotlin',
      },
      {
        tab: 'Native',
        name: 'Android',
        logo: 'android',
      },
      {
        tab: 'Cross-platform',
        name: 'React Native',
        logo: 'react',
      },
      {
        tab: 'Cross-platform',
        name: 'Expo',
        logo: 'expo',
      },
      {
        tab: 'Cross-platform',
        name: 'Flutter',
        logo: 'flutter',
      },
      {
        tab: 'Cross-platform',
        name: 'Dart',
        logo: 'dart',
      },
      {
        tab: 'Services and delivery',
        name: 'Firebase',
        logo: 'firebase',
      },
      {
        tab: 'Services and delivery',
        name: 'Fastlane',
        logo: 'fastlane',
      },
      {
        tab: 'Services and delivery',
        name: 'Appium',
        logo: 'appium',
      },
    ],
    domainsTitle: 'Apps we build for',
    domains: [
      {
        title: 'Health and wellness',
        symbol: 'heart-pulse',
      },
      {
        title: 'Fitness and wearables',
        symbol: 'dumbbell',
      },
      {
        title: 'Mobile banking',
        symbol: 'landmark',
      },
      {
        title: 'Retail and loyalty',
        symbol: 'shopping-bag',
      },
      {
        title: 'Food delivery',
        symbol: 'utensils',
      },
      {
        title: 'Mobility and ride-hailing',
        symbol: 'car',
      },
    ],
    closingTitle: 'Planning an app?',
    closingText: 'Tell us what it must do; we will recommend native or cross-platform and estimate the first release.',
  },
  {
    slug: 'SAP',
    serviceTitle: 'SAP Services',
    menuLabel: 'SAP',
    menuGroup: 'sap',
    order: '1',
    heroText:
      'SAP S/4HANA implementations, migrations from ECC, Fiori apps and intelligent automation that connect your ERP to the people and systems around it.',
    metaDescription:
      'SAP services: S/4HANA implementation and ECC migration, SAP BTP and Fiori development, ABAP modernisation, SAP integration and conversational bots on top of SAP.',
    art: 'enterprise',
    detailsTitle: 'Prepare for 2027 without stopping the business',
    detailsText:
      'Mainstream maintenance for SAP ECC ends in 2027, and most companies we meet have years of custom ABAP that must come along or be retired. We run a readiness check, clean the core by moving extensions to SAP Business Technology Platform, and choose with you between a greenfield, brownfield or selective data transition to S/4HANA.',
    detailsOverview:
      'Our SAP consultants cover finance (FI/CO), logistics (MM, SD, PP), warehouse management and technical work (ABAP, Fiori, integration). Programmes run on SAP Activate: prepare, explore, realise, deploy and run, with hypercare after go-live.',
    detailsHideHireUs: true,
    offeringsTitle: 'SAP services',
    offerings: [
      {
        text: 'S/4HANA greenfield implementations and brownfield ECC conversions',
      },
      {
        text: 'Side-by-side extensions on SAP BTP with CAP, keeping the ERP core clean',
      },
      {
        text: 'SAP Fiori and UI5 apps that replace complex transactions with task-focused screens',
      },
      {
        text: 'ABAP modernisation: custom code analysis, remediation and RAP-based development',
      },
      {
        text: 'Integration with CRMs, e-commerce and banks through SAP Integration Suite',
      },
      {
        text: 'Application management services with SLA-based SAP support',
      },
    ],
    advantagesTitle: 'Why run SAP projects with us',
    advantages: [
      {
        title: 'Functional and technical together',
        text: 'Module consultants and developers in one team, so a process change and its code land together.',
      },
      {
        title: 'Clean core',
        text: 'Extensions outside the ERP core keep future SAP upgrades short and cheap.',
      },
      {
        title: 'Rehearsed data migration',
        text: 'Mock conversions with reconciliation before the real cut-over weekend.',
      },
    ],
    domainsTitle: 'Industries where we run SAP',
    domains: [
      {
        title: 'Discrete manufacturing',
        symbol: 'factory',
      },
      {
        title: 'Pharmaceuticals',
        symbol: 'pill',
      },
      {
        title: 'Retail and consumer goods',
        symbol: 'shopping-cart',
      },
      {
        title: 'Logistics',
        symbol: 'truck',
      },
      {
        title: 'Utilities',
        symbol: 'zap',
      },
      {
        title: 'Public sector',
        symbol: 'building2',
      },
    ],
    toolsTitle: 'SAP technologies',
    tools: [
      {
        name: 'SAP S/4HANA',
        logo: 'sap',
      },
      {
        name: 'SAP BTP',
      },
      {
        name: 'SAP Fiori',
      },
      {
        name: 'SAPUI5',
      },
      {
        name: 'ABAP',
      },
      {
        name: 'SAP Integration Suite',
      },
      {
        name: 'SAP Analytics Cloud',
      },
    ],
    botsKicker: 'Conversational AI',
    botsTitle: 'Bot platforms we connect to SAP',
    botsText:
      'Conversational assistants let employees and customers check orders, approve purchase requisitions or request leave from chat, with SAP as the system of record behind them.',
    bots: [
      {
        name: 'SAP Build',
        text: 'SAP’s own AI copilot and SAP Build Process Automation for bots that live inside the SAP estate.',
        logo: 'sap',
      },
      {
        name: 'Dialogflow',
        text: 'Google Dialogflow CX agents for multilingual customer service on web and voice channels.',
        logo: 'dialogflow',
      },
      {
        name: 'Rasa',
        text: 'Rasa for self-hosted assistants when data must stay inside your own network.',
        logo: 'rasa',
      },
      {
        name: 'Microsoft Teams',
        text: 'Microsoft Teams bots for approvals and status checks where your employees already work.',
      },
      {
        name: 'WhatsApp',
        text: 'WhatsApp Business bots for order tracking and delivery updates to customers.',
        logo: 'whatsapp',
      },
      {
        name: 'Telegram',
        text: 'Telegram bots for field teams and distributors who need quick stock and price look-ups.',
        logo: 'telegram',
      },
      {
        name: 'UiPath',
        text: 'UiPath robots that carry out the SAP transactions a conversation triggers.',
        logo: 'uipath',
      },
    ],
    closingTitle: 'Start your S/4HANA readiness check',
    closingText: 'In three weeks we analyse your custom code, data and processes and recommend a transition path with a budget range.',
    closingHideHireUs: true,
  },
];
