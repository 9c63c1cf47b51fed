/** Hire Us page content (spec §2): the two hiring processes, the enterprise flow and the hiring models. */

export interface ProcessStep {
  title: string;
  text: string;
}

/** Fixed-basis Hiring Process: exactly these four steps, in this order. */
export const fixedBasisSteps: ProcessStep[] = [
  {
    title: 'Project Processing',
    text: 'We study your brief, documents and constraints, and agree in writing what a finished deliverable looks like.',
  },
  {
    title: 'Fixing Price',
    text: 'You receive one fixed price split into milestones, each with its scope, date and acceptance criteria.',
  },
  {
    title: 'Shortlisting Developers',
    text: 'We pick engineers from our pool whose stack and domain experience match the scope, and share their profiles.',
  },
  {
    title: 'Analyzing Project',
    text: 'The team runs a technical analysis, builds the backlog and delivery plan, and starts the first sprint.',
  },
];

/** The enterprise hiring flow behind the Monthly-basis Hiring Process: seven steps. */
export const enterpriseSteps: ProcessStep[] = [
  {
    title: 'Presentation by the company',
    text: 'We present how we work, relevant case studies and the skill matrix of the engineers available now.',
  },
  {
    title: 'Project discussion',
    text: 'Your technical leads walk us through the product, stack, roadmap and team rituals.',
  },
  {
    title: 'NDA signing',
    text: 'Both sides sign a non-disclosure agreement before any code, data or architecture is shared.',
  },
  {
    title: 'Enterprise client requirement details',
    text: 'You confirm roles, seniority, skills and the number of candidates needed.',
  },
  {
    title: 'Shortlisting of candidates via interview',
    text: 'You interview our shortlisted candidates; we schedule technical rounds in your time zone.',
  },
  {
    title: 'Meeting on candidate selection and monthly pricing',
    text: 'Together we settle the final team and a monthly price per engineer, with no hidden fees.',
  },
  {
    title: 'Candidate onboard',
    text: 'Selected engineers join your tools, stand-ups and sprint cadence within 3 days.',
  },
];

export interface HiringModel {
  name: 'Hourly' | 'Weekly' | 'Monthly' | 'Yearly';
  billing: string;
  suits: string;
  examples: string[];
}

export const hiringModels: HiringModel[] = [
  {
    name: 'Hourly',
    billing: 'Billed on hours logged',
    suits: 'Work with an open scope that needs an expert for a short time.',
    examples: ['Code and security audits', 'Architecture reviews', 'Urgent production fixes'],
  },
  {
    name: 'Weekly',
    billing: 'Billed per engineer-week',
    suits: 'Short, well-defined pieces of work with a clear end.',
    examples: ['Proofs of concept', 'Migration spikes', 'Release-hardening sprints'],
  },
  {
    name: 'Monthly',
    billing: 'Billed per engineer-month',
    suits: 'Product teams that need steady capacity and can scale up or down month by month.',
    examples: ['Dedicated developers', 'Feature squads', 'QA and DevOps support'],
  },
  {
    name: 'Yearly',
    billing: 'Annual agreement, locked rates',
    suits: 'Enterprises building long-lived platforms with a stable team and a named delivery manager.',
    examples: ['Platform teams', 'Managed maintenance', 'Offshore development centres'],
  },
];
