import { siAngular, siApachekafka, siDocker, siGo, siKeycloak, siKubernetes, siPostgresql, siRedis, siVault } from 'simple-icons';
import type { CaseStudy } from './types';

export const study: CaseStudy = {
  dept: 'i2chain',
  illustration: 'security',
  sector: 'CYBER SECURITY',
  title: 'i2chain: data-centric security for shared documents',
  subtitle:
    'Protection that travels with the file: encrypted, policy-controlled document sharing that stays in force after a document leaves the company.',
  description:
    'Case study: engineering i2chain, a data-centric security platform that encrypts documents, enforces sharing policies and records every access in a tamper-evident ledger.',
  facts: [
    { label: 'Client', value: 'Cyber-security software company, USA' },
    { label: 'Team', value: '9 engineers, security architect, QA' },
    { label: 'Engagement', value: 'Product engineering partner since the first release' },
  ],
  overview: {
    title: 'Overview',
    paragraphs: [
      'Perimeter security stops at the network edge, but contracts, board packs and patient files are e-mailed, uploaded and forwarded far beyond it. i2chain set out to protect the data itself: every document is encrypted individually, carries its own access policy and can be revoked at any time, wherever the copy ended up.',
      'The company needed an engineering partner to turn a working prototype into a product that regulated customers in finance, legal and healthcare would trust, and that their users would not try to work around.',
    ],
  },
  outcomes: [
    { value: '< 300 ms', label: 'to encrypt and policy-wrap a typical 5 MB document' },
    { value: '100%', label: 'of opens, forwards and revocations written to a tamper-evident audit trail' },
    { value: '2 clicks', label: 'to share a protected file from Outlook or the web app' },
  ],
  whatWeDid: {
    title: 'What we did',
    items: [
      {
        id: 'crypto',
        title: 'Engineered the protection core',
        text: 'Per-document AES-256 keys wrapped by a key service backed by HashiCorp Vault, so no single server ever holds both data and keys.',
      },
      {
        id: 'policy',
        title: 'Built the policy engine',
        text: 'Rules for who may open, print or forward a file, for how long and from which countries, evaluated on every open.',
      },
      {
        id: 'ledger',
        title: 'Recorded every access',
        text: 'An append-only, hash-chained event log that auditors can verify independently of the application database.',
      },
      {
        id: 'ux',
        title: 'Made it effortless',
        text: 'An Angular web app and an Outlook add-in so users protect and share files where they already work, with single sign-on through the customer\u2019s identity provider.',
      },
      {
        id: 'assure',
        title: 'Proved it',
        text: 'Threat modelling, third-party penetration tests before each major release and evidence collection for SOC 2 Type II.',
      },
    ],
  },
  technology: {
    title: 'Technology used',
    items: [
      { name: 'Go', icon: siGo },
      { name: 'Angular', icon: siAngular },
      { name: 'HashiCorp Vault', icon: siVault },
      { name: 'Keycloak', icon: siKeycloak },
      { name: 'PostgreSQL', icon: siPostgresql },
      { name: 'Redis', icon: siRedis },
      { name: 'Apache Kafka', icon: siApachekafka },
      { name: 'Docker', icon: siDocker },
      { name: 'Kubernetes', icon: siKubernetes },
      { name: 'Microsoft Graph API' },
    ],
  },
};
