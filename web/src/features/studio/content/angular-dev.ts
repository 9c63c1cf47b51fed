import { Banknote, Building2, GraduationCap, HeartPulse, Plane, ShieldCheck } from 'lucide-react';
import {
  siAngular,
  siCypress,
  siGithubactions,
  siJasmine,
  siJest,
  siNgrx,
  siNx,
  siReactivex,
  siSass,
  siStorybook,
  siTailwindcss,
  siTypescript,
} from 'simple-icons';
import { studioBreadcrumb } from '../breadcrumb';
import type { ServiceContent } from './types';

export const content: ServiceContent = {
  type: 'angular-dev',
  illustration: 'web',
  title: 'Angular Development',
  text: 'Large, long-lived Angular applications for enterprises: typed, modular front ends that dozens of developers can change safely for years.',
  description:
    'Angular development services: enterprise single-page apps, AngularJS and legacy migrations, Nx monorepos, signals and NgRx state, and performance audits.',
  breadcrumb: studioBreadcrumb('angular-dev'),
  details: {
    title: 'Angular for applications that have to last',
    text: 'Angular suits products with many screens, many teams and strict rules: banking portals, clinical systems, internal operations consoles. We build them with standalone components, signals and strict TypeScript, split them into libraries with clear boundaries, and keep the upgrade path open so you move to each new major release within weeks of it shipping.',
    overview:
      'A typical engagement starts with a two-week architecture sprint: we map your domains to Nx libraries, agree the state strategy and set up CI with lint, unit and end-to-end gates. From then on a squad of three to eight Angular engineers ships every sprint against your backlog.',
  },
  offerings: {
    heading: 'Angular services we deliver',
    items: [
      { id: 'spa', text: 'Enterprise single-page applications with lazy-loaded routes and role-based access' },
      { id: 'migration', text: 'AngularJS to Angular migration, screen by screen with a hybrid bootstrap, never a big-bang rewrite' },
      { id: 'upgrade', text: 'Version upgrades from Angular 8+ to the current release, including standalone and signals adoption' },
      { id: 'design-system', text: 'Component libraries and design systems with Storybook, theming and accessibility built in' },
      { id: 'ssr', text: 'Server-side rendering and hydration for public, search-indexed Angular sites' },
      { id: 'perf', text: 'Performance audits: bundle budgets, change-detection profiling and Core Web Vitals fixes' },
    ],
  },
  advantages: {
    heading: 'Why teams choose Angular with us',
    items: [
      {
        id: 'structure',
        title: 'Structure that scales',
        text: 'Dependency injection, typed forms and a strict module graph keep a 300-screen application as readable as a 30-screen one.',
      },
      {
        id: 'upgrades',
        title: 'Predictable upgrades',
        text: 'We run ng update with automated migrations on a branch every release, so you never fall more than one major version behind.',
      },
      {
        id: 'quality',
        title: 'Tested by default',
        text: 'Every feature lands with unit tests, component harness tests and a Cypress journey in the pipeline.',
      },
      {
        id: 'accessibility',
        title: 'Accessible forms',
        text: 'Angular CDK primitives and reactive forms give keyboard-complete, screen-reader-friendly data entry out of the box.',
      },
    ],
  },
  technicalSkills: {
    title: 'Our Angular toolbox',
    text: 'The libraries and practices our Angular engineers use on client projects every day.',
    groups: [
      {
        id: 'core',
        title: 'Core',
        items: [
          { name: 'Angular', icon: siAngular },
          { name: 'TypeScript', icon: siTypescript },
          { name: 'RxJS', icon: siReactivex },
          { name: 'Angular Signals' },
        ],
      },
      {
        id: 'state',
        title: 'State and architecture',
        items: [{ name: 'NgRx', icon: siNgrx }, { name: 'Nx', icon: siNx }, { name: 'Module Federation' }],
      },
      {
        id: 'ui',
        title: 'UI',
        items: [
          { name: 'Angular Material' },
          { name: 'Tailwind CSS', icon: siTailwindcss },
          { name: 'Sass', icon: siSass },
          { name: 'Storybook', icon: siStorybook },
        ],
      },
      {
        id: 'testing',
        title: 'Testing and delivery',
        items: [
          { name: 'Jasmine', icon: siJasmine },
          { name: 'Jest', icon: siJest },
          { name: 'Cypress', icon: siCypress },
          { name: 'GitHub Actions', icon: siGithubactions },
        ],
      },
    ],
  },
  domainExpertise: {
    title: 'Industries where our Angular apps run',
    items: [
      { id: 'health', title: 'Healthcare', icon: HeartPulse },
      { id: 'banking', title: 'Banking and fintech', icon: Banknote },
      { id: 'insurance', title: 'Insurance', icon: ShieldCheck },
      { id: 'education', title: 'Education', icon: GraduationCap },
      { id: 'travel', title: 'Travel', icon: Plane },
      { id: 'realestate', title: 'Real estate', icon: Building2 },
    ],
  },
  closing: {
    title: 'Need Angular engineers who have done this before?',
    text: 'Tell us about your application; we can have a vetted Angular squad working on it within 3 days.',
  },
};
