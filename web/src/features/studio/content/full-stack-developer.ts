import { Building2, Factory, GraduationCap, HeartPulse, Landmark, ShoppingBag } from 'lucide-react';
import {
  siDocker,
  siExpress,
  siGithubactions,
  siGraphql,
  siMongodb,
  siNestjs,
  siNextdotjs,
  siNodedotjs,
  siPostgresql,
  siPrisma,
  siReact,
  siRedis,
  siTypescript,
} from 'simple-icons';
import { studioBreadcrumb } from '../breadcrumb';
import type { ServiceContent } from './types';

export const content: ServiceContent = {
  type: 'full-stack-developer',
  illustration: 'web',
  title: 'Full Stack Development',
  text: 'One team that owns a feature from the database column to the button: fewer hand-offs, shorter lead times and one person accountable for each release.',
  description:
    'Full stack development with TypeScript end to end: React or Angular front ends, Node.js and NestJS APIs, PostgreSQL and MongoDB, containerised delivery.',
  breadcrumb: studioBreadcrumb('full-stack-developer'),
  details: {
    title: 'End-to-end ownership of every feature',
    text: 'Our full stack engineers work in TypeScript across the whole product: React or Angular in the browser, Node.js with NestJS or Express on the server, PostgreSQL or MongoDB underneath. Shared types between API and client mean a renamed field breaks the build, not production.',
    overview:
      'Full stack squads fit best for MVPs, internal tools and products that have outgrown a single freelancer. We usually staff a squad as two full stack engineers, one QA engineer and a part-time tech lead, and adjust once the roadmap is clear.',
    showHireUs: false,
  },
  offerings: {
    heading: 'Full stack engagements',
    items: [
      { id: 'mvp', text: 'MVPs built in 10 to 14 weeks with authentication, billing and an admin back office' },
      { id: 'saas', text: 'Multi-tenant SaaS platforms with per-tenant configuration and usage metering' },
      { id: 'internal', text: 'Internal tools and workflow systems that replace spreadsheets and e-mail chains' },
      { id: 'api', text: 'REST and GraphQL APIs with OpenAPI contracts and generated, typed clients' },
      { id: 'takeover', text: 'Take-over of existing code bases, with a stabilisation plan in the first month' },
    ],
  },
  advantages: {
    heading: 'Why a full stack squad',
    items: [
      {
        id: 'handoffs',
        text: 'No waiting between a front-end and a back-end team: the engineer who designs the endpoint also consumes it.',
      },
      { id: 'types', text: 'One language and shared type definitions across client, server and database schema.' },
      { id: 'ops', text: 'Docker images, CI pipelines and infrastructure as code are part of the definition of done.' },
      { id: 'cost', text: 'Smaller teams for the same scope, which keeps early-stage budgets under control.' },
    ],
  },
  technicalSkills: {
    showHireUs: false,
    title: 'The stack we work across',
    text: 'Every engineer on a full stack squad is productive in each of these layers.',
    groups: [
      {
        id: 'front',
        title: 'Front end',
        items: [
          { name: 'React', icon: siReact },
          { name: 'Next.js', icon: siNextdotjs },
          { name: 'Angular' },
          { name: 'TypeScript', icon: siTypescript },
        ],
      },
      {
        id: 'back',
        title: 'Back end',
        items: [
          { name: 'Node.js', icon: siNodedotjs },
          { name: 'NestJS', icon: siNestjs },
          { name: 'Express', icon: siExpress },
          { name: 'GraphQL', icon: siGraphql },
        ],
      },
      {
        id: 'data',
        title: 'Data',
        items: [
          { name: 'PostgreSQL', icon: siPostgresql },
          { name: 'MongoDB', icon: siMongodb },
          { name: 'Redis', icon: siRedis },
          { name: 'Prisma', icon: siPrisma },
        ],
      },
      {
        id: 'delivery',
        title: 'Delivery',
        items: [
          { name: 'Docker', icon: siDocker },
          { name: 'GitHub Actions', icon: siGithubactions },
        ],
      },
    ],
  },
  domainExpertise: {
    title: 'Products our full stack teams have shipped',
    items: [
      { id: 'health', title: 'Patient portals', icon: HeartPulse },
      { id: 'edu', title: 'Learning platforms', icon: GraduationCap },
      { id: 'commerce', title: 'Marketplaces', icon: ShoppingBag },
      { id: 'finance', title: 'Lending and payments', icon: Landmark },
      { id: 'manufacturing', title: 'Manufacturing portals', icon: Factory },
      { id: 'property', title: 'Property management', icon: Building2 },
    ],
  },
  closing: {
    title: 'Have a product to build end to end?',
    text: 'Share your scope and timeline; we will come back with a squad proposal and a first-release plan.',
  },
};
