/** One candidate's application as the screens' tests receive it; a test changes only what it is about. */
import type { Application } from '@contract/applications';

export const sampleApplication = (change: Partial<Application> = {}): Application => ({
  _id: 'a1',
  appliedAt: '2026-03-01T10:00:00.000Z',
  careerId: 'c1',
  careerTitle: 'Platform Engineer',
  name: 'Meera Iyer',
  email: 'meera@example.org',
  phone: '+91 98300 12345',
  url: 'https://www.linkedin.com/in/meera',
  coverNote: 'I run Kubernetes platforms.',
  cvKind: 'pdf',
  stage: 'applied',
  ...change,
});
