/**
 * Admin roles. Every admin route names the roles that may call it
 * (./routes); the server answers 403 to any other, and the SPA shows no
 * screen or button a role may not use. An account stored before roles
 * existed is an Owner.
 */
export const roles = ['owner', 'editor', 'sales', 'recruiter'] as const;
export type Role = (typeof roles)[number];

export const roleLabels: Record<Role, string> = { owner: 'Owner', editor: 'Editor', sales: 'Sales', recruiter: 'Recruiter' };

/** What each role is for, as the Users screen explains it. */
export const roleDescriptions: Record<Role, string> = {
  owner: 'Everything, including managing users and the audit log.',
  editor: 'Careers, news, press releases and events.',
  sales: 'Contact and hiring enquiries, and newsletter subscribers.',
  recruiter: 'Career applications: stages, notes and CVs.',
};

/** Who may call a route: every role, the content editors, the sales team, HR, or Owners only. */
export const anyRole: readonly Role[] = ['owner', 'editor', 'sales', 'recruiter'];
export const editors: readonly Role[] = ['owner', 'editor'];
export const salesTeam: readonly Role[] = ['owner', 'sales'];
/** Candidates' personal data and CVs: HR only, never Editors (who publish the jobs) or Sales. */
export const recruiters: readonly Role[] = ['owner', 'recruiter'];
export const owners: readonly Role[] = ['owner'];

export const isRole = (value: unknown): value is Role => (roles as readonly unknown[]).includes(value);

/** The role an account's stored value names: accounts from before roles (no value) are Owners; anything else unknown is none. */
export function roleOf(stored: unknown): Role | null {
  if (stored === undefined || stored === null) return 'owner';
  return isRole(stored) ? stored : null;
}
