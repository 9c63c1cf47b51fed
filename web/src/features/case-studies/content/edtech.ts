import { siCloudflare, siDjango, siElasticsearch, siNextdotjs, siPostgresql, siPython, siReact, siRedis, siTypescript } from 'simple-icons';
import type { CaseStudy } from './types';

export const study: CaseStudy = {
  dept: 'edtech',
  illustration: 'learning',
  sector: 'ED TECH',
  title: 'An adaptive learning platform for a K-12 education publisher',
  subtitle:
    'From printed workbooks to a platform where each student practises at the right level and teachers see who needs help before the test.',
  description:
    'Case study: building an adaptive K-12 learning platform with personalised practice, live classrooms and teacher analytics for an education publisher.',
  facts: [
    { label: 'Client', value: 'K-12 education publisher, Southeast Asia' },
    { label: 'Team', value: '8 engineers, 2 designers, QA' },
    { label: 'Duration', value: '9 months to the first school year' },
  ],
  overview: {
    title: 'Overview',
    paragraphs: [
      'The publisher\u2019s maths and science workbooks were used in hundreds of schools, but the content stopped at the printed page: teachers marked homework by hand and learned which topics a class had not understood only from end-of-term exams.',
      'They wanted a digital platform that reused their curriculum, adapted practice to each student, ran on low-cost school tablets and stayed usable on patchy classroom Wi-Fi.',
    ],
  },
  outcomes: [
    { value: '120,000', label: 'students active in the first school year' },
    { value: '6 hrs', label: 'of marking saved per teacher per week' },
    { value: '+14 pts', label: 'average improvement in unit-test scores in pilot classes' },
  ],
  whatWeDid: {
    title: 'What we did',
    items: [
      {
        id: 'content',
        title: 'Digitised the curriculum',
        text: 'Converted 4,000 workbook exercises into structured, tagged questions with worked solutions and hints.',
      },
      {
        id: 'adaptive',
        title: 'Built the adaptive engine',
        text: 'A Python service that estimates mastery per skill and picks the next question to keep each student in the productive zone.',
      },
      {
        id: 'apps',
        title: 'Designed for classrooms',
        text: 'A Next.js web app and offline-capable tablet experience that syncs answers when the connection returns.',
      },
      {
        id: 'scale',
        title: 'Scaled for exam season',
        text: 'Load-tested for 40,000 concurrent students and cached content at the edge to keep pages fast on slow networks.',
      },
    ],
  },
  functionality: {
    title: 'Functionality',
    items: [
      'Personalised practice sets that adjust difficulty after every answer',
      'Step-by-step hints and worked solutions written by the publisher\u2019s authors',
      'Teacher dashboard with class heatmaps by skill and early-warning flags',
      'Assignments with due dates, auto-marking and instant feedback',
      'Live classroom quizzes projected on the board, answered from tablets',
      'Parent view with weekly progress summaries',
    ],
  },
  technology: {
    title: 'Technology used',
    items: [
      { name: 'Next.js', icon: siNextdotjs },
      { name: 'React', icon: siReact },
      { name: 'TypeScript', icon: siTypescript },
      { name: 'Python', icon: siPython },
      { name: 'Django', icon: siDjango },
      { name: 'PostgreSQL', icon: siPostgresql },
      { name: 'Redis', icon: siRedis },
      { name: 'Elasticsearch', icon: siElasticsearch },
      { name: 'Cloudflare', icon: siCloudflare },
    ],
  },
};
