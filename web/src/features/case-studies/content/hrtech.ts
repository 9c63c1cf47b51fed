import { siApachekafka, siAngular, siDocker, siKubernetes, siMongodb, siNestjs, siPython, siRedis, siTypescript } from 'simple-icons';
import type { CaseStudy } from './types';

export const study: CaseStudy = {
  dept: 'hrtech',
  illustration: 'people',
  sector: 'HR TECH',
  title: 'A hiring and onboarding suite for a global HR-tech company',
  subtitle:
    'One platform from job post to first payday: applicant tracking, interview scheduling and digital onboarding for mid-size employers.',
  description:
    'Case study: re-platforming an HR-tech company\u2019s applicant tracking and onboarding suite with skills matching, interview scheduling and e-signature onboarding.',
  facts: [
    { label: 'Client', value: 'HR software company, Singapore and India' },
    { label: 'Team', value: '14 engineers across three squads' },
    { label: 'Duration', value: '12 months, ongoing partnership' },
  ],
  overview: {
    title: 'Overview',
    paragraphs: [
      'The client sold recruitment software to employers with 200 to 5,000 staff. Its monolithic applicant tracking system had grown slow at peak hiring season, and onboarding still ended in a pile of PDF forms that new hires printed, signed and scanned.',
      'The goal was a modular suite the client could sell as separate products: recruiting, scheduling and onboarding, sharing one candidate profile and one permission model.',
    ],
  },
  outcomes: [
    { value: '41%', label: 'shorter time-to-hire for customers using automated scheduling' },
    { value: '3 days', label: 'from signed offer to a fully onboarded new hire, down from two weeks' },
    { value: '5x', label: 'peak application volume handled without slowdown' },
  ],
  whatWeDid: {
    title: 'What we did',
    items: [
      {
        id: 'split',
        title: 'Split the monolith',
        text: 'Separated recruiting, scheduling and onboarding into NestJS services exchanging events over Kafka, migrated with no customer downtime.',
      },
      {
        id: 'match',
        title: 'Added skills matching',
        text: 'A Python service that parses CVs, extracts skills and ranks applicants against the job, with the reasons shown to recruiters.',
      },
      {
        id: 'onboard',
        title: 'Digitised onboarding',
        text: 'Configurable checklists, e-signature of contracts and policies, and document collection with automatic expiry reminders.',
      },
      {
        id: 'privacy',
        title: 'Built in privacy',
        text: 'Consent tracking, data-retention rules per country and candidate data export and deletion on request.',
      },
    ],
  },
  functionality: {
    title: 'Functionality',
    items: [
      'Job posting to career sites and job boards from one form',
      'CV parsing and skills-based ranking with explainable scores',
      'Interview scheduling synced with Google and Microsoft calendars',
      'Structured scorecards and panel feedback in one place',
      'Offer letters and contracts signed electronically',
      'Onboarding checklists for HR, IT and the hiring manager',
    ],
  },
  technology: {
    title: 'Technology used',
    items: [
      { name: 'Angular', icon: siAngular },
      { name: 'TypeScript', icon: siTypescript },
      { name: 'NestJS', icon: siNestjs },
      { name: 'Python', icon: siPython },
      { name: 'MongoDB', icon: siMongodb },
      { name: 'Redis', icon: siRedis },
      { name: 'Apache Kafka', icon: siApachekafka },
      { name: 'Docker', icon: siDocker },
      { name: 'Kubernetes', icon: siKubernetes },
    ],
  },
};
