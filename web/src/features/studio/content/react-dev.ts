import { Clapperboard, HeartPulse, Landmark, ShoppingCart, Truck, Users } from 'lucide-react';
import {
  siApollographql,
  siGraphql,
  siMui,
  siNextdotjs,
  siReact,
  siReactquery,
  siRedux,
  siStorybook,
  siTailwindcss,
  siTestinglibrary,
  siTypescript,
  siVite,
  siVitest,
} from 'simple-icons';
import { studioBreadcrumb } from '../breadcrumb';
import type { ServiceContent } from './types';

export const content: ServiceContent = {
  type: 'react-dev',
  illustration: 'web',
  title: 'React Development',
  text: 'Fast, accessible React and Next.js front ends, from a first product release to a design system shared by a dozen teams.',
  description:
    'React and Next.js development: product front ends, server components, design systems, React Native-ready code sharing and front-end performance work.',
  breadcrumb: studioBreadcrumb('react-dev'),
  details: {
    title: 'React front ends your users feel are fast',
    text: 'We build React applications around what the user waits for. Server components and streaming for content that must rank, client components only where interaction needs them, and data fetching with caching so screens appear instantly on the second visit. Every release is measured against Core Web Vitals budgets in CI.',
    overview:
      'Most clients bring us in either to ship a new product in three to six months or to take over an existing React code base that has slowed down. For the latter we start with a one-week audit: bundle analysis, render profiling and a prioritised list of fixes with the expected gain of each.',
  },
  offerings: {
    heading: 'What we build with React',
    items: [
      { id: 'product', text: 'Customer-facing web products and SaaS dashboards in React 19 with TypeScript' },
      { id: 'next', text: 'Next.js sites with server components, incremental static regeneration and edge caching' },
      { id: 'ds', text: 'Design systems: tokens, accessible headless components and a documented Storybook' },
      { id: 'legacy', text: 'Migrations from class components, Create React App or jQuery front ends to modern React and Vite' },
      { id: 'realtime', text: 'Real-time interfaces over WebSockets: trading screens, dispatch boards, live collaboration' },
    ],
  },
  advantages: {
    heading: 'What you get from our React teams',
    items: [
      {
        id: 'speed',
        title: 'Measured performance',
        text: 'Lighthouse and bundle-size budgets fail the build when a change makes the page slower.',
      },
      { id: 'a11y', title: 'WCAG 2.2 AA', text: 'Keyboard paths, focus management and automated axe checks on every pull request.' },
      {
        id: 'reuse',
        title: 'Code that travels',
        text: 'Hooks and domain logic written once and shared with a React Native app when you need one.',
      },
    ],
  },
  technicalSkills: {
    title: 'React skills by layer',
    text: 'Pick a layer to see what our React engineers bring to it.',
    groups: [
      {
        id: 'core',
        title: 'Core',
        items: [
          { name: 'React', icon: siReact },
          { name: 'TypeScript', icon: siTypescript },
          { name: 'Next.js', icon: siNextdotjs },
          { name: 'Vite', icon: siVite },
        ],
      },
      {
        id: 'data',
        title: 'Data and state',
        items: [
          { name: 'TanStack Query', icon: siReactquery },
          { name: 'Redux Toolkit', icon: siRedux },
          { name: 'GraphQL', icon: siGraphql },
          { name: 'Apollo Client', icon: siApollographql },
        ],
      },
      {
        id: 'ui',
        title: 'UI',
        items: [
          { name: 'Tailwind CSS', icon: siTailwindcss },
          { name: 'MUI', icon: siMui },
          { name: 'Storybook', icon: siStorybook },
        ],
      },
      {
        id: 'testing',
        title: 'Testing',
        items: [{ name: 'Vitest', icon: siVitest }, { name: 'Testing Library', icon: siTestinglibrary }, { name: 'Playwright' }],
      },
    ],
  },
  domainExpertise: {
    title: 'Where our React work ships',
    items: [
      { id: 'retail', title: 'Retail and e-commerce', icon: ShoppingCart },
      { id: 'health', title: 'Digital health', icon: HeartPulse },
      { id: 'fintech', title: 'Fintech', icon: Landmark },
      { id: 'logistics', title: 'Logistics', icon: Truck },
      { id: 'media', title: 'Media and streaming', icon: Clapperboard },
      { id: 'hr', title: 'HR tech', icon: Users },
    ],
  },
  closing: {
    title: 'Ship your next React release with us',
    text: 'Add two senior React engineers to your team or hand us the whole front end; both start with a call this week.',
  },
};
