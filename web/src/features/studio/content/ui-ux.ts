import { Accessibility, LayoutDashboard, MonitorSmartphone, Palette, Search, TestTubes } from 'lucide-react';
import { siFigma, siFramer, siHotjar, siLottiefiles, siMaze, siMiro, siStorybook, siWebflow } from 'simple-icons';
import { studioBreadcrumb } from '../breadcrumb';
import type { ServiceContent } from './types';

export const content: ServiceContent = {
  type: 'ui-ux',
  illustration: 'design',
  title: 'UI/UX Design',
  text: 'Research-led product design: we find out what your users are trying to do, then design the shortest, clearest way for them to do it.',
  description:
    'UI/UX design services: user research, information architecture, wireframes, high-fidelity Figma prototypes, usability testing, design systems and accessibility reviews.',
  breadcrumb: studioBreadcrumb('ui-ux'),
  details: {
    title: 'Design decisions backed by evidence',
    text: 'Every project starts with people, not pixels. We interview users, review analytics and session recordings, and map the journeys that matter to the business. Only then do we sketch, prototype in Figma and test with five to eight real users per round before a single screen reaches development.',
    overview:
      'Design sprints run two weeks. Discovery projects take three to six weeks and end with a tested, clickable prototype and a prioritised backlog. For products in build, an embedded designer works in your sprint rhythm and hands over specs developers can implement without guessing.',
    showHireUs: false,
  },
  offerings: {
    heading: 'Design services',
    items: [
      { id: 'research', text: 'User interviews, surveys, analytics reviews and competitor teardown' },
      { id: 'ia', text: 'Information architecture, card sorting and navigation design' },
      { id: 'wire', text: 'Wireframes and clickable prototypes for fast stakeholder decisions' },
      { id: 'visual', text: 'High-fidelity visual design for web, mobile and kiosk interfaces' },
      { id: 'usability', text: 'Moderated and unmoderated usability testing with clear findings' },
      { id: 'ds', text: 'Design systems in Figma with tokens mirrored in code' },
    ],
  },
  advantages: {
    heading: 'What good design changes',
    items: [
      {
        id: 'conversion',
        title: 'Higher conversion',
        text: 'Checkout, onboarding and sign-up flows we redesign are measured before and after with the same funnel.',
      },
      {
        id: 'support',
        title: 'Fewer support tickets',
        text: 'Clear copy and error states remove the questions users used to e-mail you about.',
      },
      {
        id: 'speed',
        title: 'Faster development',
        text: 'A shared component library means developers assemble screens instead of re-drawing them.',
      },
    ],
  },
  domainExpertise: {
    title: 'Design capabilities',
    items: [
      { id: 'research', title: 'User research', icon: Search },
      { id: 'dashboards', title: 'Data-heavy dashboards', icon: LayoutDashboard },
      { id: 'responsive', title: 'Responsive and mobile', icon: MonitorSmartphone },
      { id: 'brand', title: 'Visual identity', icon: Palette },
      { id: 'a11y', title: 'Accessibility audits', icon: Accessibility },
      { id: 'testing', title: 'Usability testing', icon: TestTubes },
    ],
  },
  toolsAndTechnologies: {
    title: 'Tools our designers use',
    items: [
      { name: 'Figma', icon: siFigma },
      { name: 'FigJam' },
      { name: 'Miro', icon: siMiro },
      { name: 'Maze', icon: siMaze },
      { name: 'Hotjar', icon: siHotjar },
      { name: 'Framer', icon: siFramer },
      { name: 'Webflow', icon: siWebflow },
      { name: 'LottieFiles', icon: siLottiefiles },
      { name: 'Storybook', icon: siStorybook },
      { name: 'Adobe Illustrator' },
    ],
  },
  closing: {
    title: 'Let us test your product with real users',
    text: 'A two-week design sprint is the quickest way to see where your users get stuck and what to fix first.',
  },
};
