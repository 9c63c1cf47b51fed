/**
 * The spec's sixteen services by Studio group (spec §2), which the success-story
 * pages follow, and Insights & news. The header's Studio menu lists the
 * published services instead (features/layout/studio-menu.tsx).
 */

export const studioGroups = [
  {
    title: 'Web Development',
    links: [
      { label: 'Angular', tech: 'angular-dev' },
      { label: 'React', tech: 'react-dev' },
      { label: 'Full Stack', tech: 'full-stack-developer' },
      { label: 'UI/UX', tech: 'ui-ux' },
    ],
  },
  {
    title: 'Back End',
    links: [
      { label: 'Node', tech: 'node-dev' },
      { label: 'Golang', tech: 'golang-dev' },
      { label: 'Hadoop', tech: 'hadoop' },
      { label: 'Python', tech: 'python-dev' },
      { label: 'Dynamic 365', tech: 'dynamic365' },
      { label: 'Blockchain', tech: 'blockchain' },
    ],
  },
  {
    title: 'Others',
    links: [
      { label: 'Cloud Development', tech: 'cloud-dev' },
      { label: 'Cloud DevOps', tech: 'cloud-devops' },
      { label: 'Quality Engineering', tech: 'quality-engineering' },
      { label: 'Software Support', tech: 'software-maintenance' },
    ],
  },
  { title: 'Mobile Development', links: [{ label: 'Mobile App', tech: 'mobile-app-dev' }] },
  { title: 'SAP', links: [{ label: 'SAP', tech: 'SAP' }] },
] as const;

export type StudioTech = (typeof studioGroups)[number]['links'][number]['tech'];

export const studioTechs: readonly StudioTech[] = studioGroups.flatMap((group) => group.links.map((link) => link.tech));

export const isStudioTech = (value: string | undefined): value is StudioTech =>
  value !== undefined && (studioTechs as readonly string[]).includes(value);

export const insightsLinks = [
  { id: 1, label: 'News', to: '/news' },
  { id: 2, label: 'Press Release', to: '/press-release' },
  { id: 3, label: 'Blogs', external: true },
] as const;
