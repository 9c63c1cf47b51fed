/**
 * The logos a technology may show on a case study, by their simple-icons
 * slug, with the brand's name for the editors' choice. The public page draws
 * each from its own registry (web/src/features/case-studies/tech-icons.ts),
 * which a unit test holds to this list; a technology without a logo shows its
 * initials.
 */
export const techIconTitles = {
  algolia: 'Algolia',
  angular: 'Angular',
  apachekafka: 'Apache Kafka',
  cloudflare: 'Cloudflare',
  contentful: 'Contentful',
  django: 'Django',
  docker: 'Docker',
  elasticsearch: 'Elasticsearch',
  go: 'Go',
  graphql: 'GraphQL',
  keycloak: 'Keycloak',
  kubernetes: 'Kubernetes',
  mongodb: 'MongoDB',
  nestjs: 'NestJS',
  nextdotjs: 'Next.js',
  nodedotjs: 'Node.js',
  postgresql: 'PostgreSQL',
  python: 'Python',
  react: 'React',
  redis: 'Redis',
  stripe: 'Stripe',
  terraform: 'Terraform',
  typescript: 'TypeScript',
  vault: 'Vault',
  vercel: 'Vercel',
  webrtc: 'WebRTC',
} as const;

export type TechIcon = keyof typeof techIconTitles;
export const techIconValues = Object.keys(techIconTitles) as TechIcon[];
