import { siAlgolia, siContentful, siGraphql, siNextdotjs, siNodedotjs, siPostgresql, siRedis, siStripe, siVercel } from 'simple-icons';
import type { CaseStudy } from './types';

export const study: CaseStudy = {
  dept: 'ecommerce',
  illustration: 'commerce',
  sector: 'E-COMM',
  title: 'A headless storefront for a fashion and lifestyle retailer',
  subtitle: 'A faster, composable shop across web and app that handled a record sale weekend without a minute of downtime.',
  description:
    'Case study: moving a fashion retailer from a monolithic shop to a headless Next.js storefront with fast search, one-page checkout and unified inventory.',
  facts: [
    { label: 'Client', value: 'Fashion and lifestyle retailer, 60 stores' },
    { label: 'Team', value: '10 engineers, designer, QA' },
    { label: 'Duration', value: '6 months to launch' },
  ],
  overview: {
    title: 'Overview',
    paragraphs: [
      'The retailer\u2019s online shop ran on an ageing monolithic platform. Product pages took more than four seconds to load on mobile, marketing needed a developer for every landing page, and online stock did not reflect what was sitting in stores.',
      'They asked us to rebuild the customer-facing shop as a headless storefront while keeping their existing ERP and warehouse systems, and to do it before the next festive season.',
    ],
  },
  outcomes: [
    { value: '1.2 s', label: 'median mobile page load, down from 4.3 s' },
    { value: '27%', label: 'higher mobile conversion rate in the first quarter' },
    { value: '0', label: 'minutes of downtime during the biggest sale weekend on record' },
  ],
  whatWeDid: {
    title: 'What we did',
    items: [
      {
        id: 'storefront',
        title: 'Rebuilt the storefront',
        text: 'A Next.js storefront with static product pages regenerated on change and served from the edge.',
      },
      {
        id: 'cms',
        title: 'Freed up marketing',
        text: 'Landing pages, banners and lookbooks composed in a headless CMS from approved components, without a release.',
      },
      {
        id: 'inventory',
        title: 'Unified inventory',
        text: 'A Node.js inventory service fed by the ERP and store tills, enabling click-and-collect and ship-from-store.',
      },
      {
        id: 'peak',
        title: 'Prepared for peak',
        text: 'Load tests at five times normal traffic, a queue page for flash sales and a war room during launch weekend.',
      },
    ],
  },
  functionality: {
    title: 'Functionality',
    items: [
      'Instant search with typo tolerance, filters and size availability',
      'One-page checkout with cards, wallets and buy-now-pay-later',
      'Click-and-collect and ship-from-store based on live store stock',
      'Wishlists and back-in-stock alerts by e-mail and push',
      'Loyalty points shared between online and in-store purchases',
      'Returns portal with printable labels and instant refunds to wallet',
    ],
  },
  technology: {
    title: 'Technology used',
    items: [
      { name: 'Next.js', icon: siNextdotjs },
      { name: 'Node.js', icon: siNodedotjs },
      { name: 'GraphQL', icon: siGraphql },
      { name: 'Contentful', icon: siContentful },
      { name: 'Algolia', icon: siAlgolia },
      { name: 'Stripe', icon: siStripe },
      { name: 'PostgreSQL', icon: siPostgresql },
      { name: 'Redis', icon: siRedis },
      { name: 'Vercel', icon: siVercel },
    ],
  },
};
