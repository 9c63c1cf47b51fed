import { routes, type RouteDef } from '@contract/routes';
import type { Role } from '@contract/roles';
import { mayCall } from '../../../lib/session';

/** The admin bar's sections: the spec's six of §2, the marketing pages' Testimonials, Case Studies, Services, Home page, About page and Success stories, Subscribers, Leads by source, HR's Applications, then the Owner's and the team's own: Users, Audit log, Webhooks, Redirects, Privacy and Account. */
export const adminSections = [
  { key: 'contact-us', label: 'Contact Us', path: '/admin/contact-us' },
  { key: 'hire-us', label: 'Hire Us', path: '/admin/hire-us' },
  { key: 'career', label: 'Career', path: '/admin/career' },
  { key: 'press-release', label: 'Press Release', path: '/admin/press-release' },
  { key: 'news', label: 'News', path: '/admin/news' },
  { key: 'events', label: 'Events', path: '/admin/events' },
  { key: 'testimonials', label: 'Testimonials', path: '/admin/testimonials' },
  { key: 'case-studies', label: 'Case Studies', path: '/admin/case-studies' },
  { key: 'services', label: 'Services', path: '/admin/services' },
  { key: 'home-page', label: 'Home page', path: '/admin/home-page' },
  { key: 'about-page', label: 'About page', path: '/admin/about-page' },
  { key: 'success-stories-page', label: 'Success stories', path: '/admin/success-stories-page' },
  { key: 'subscribers', label: 'Subscribers', path: '/admin/subscribers' },
  { key: 'lead-sources', label: 'Leads by source', path: '/admin/lead-sources' },
  { key: 'applications', label: 'Applications', path: '/admin/applications' },
  { key: 'users', label: 'Users', path: '/admin/users' },
  { key: 'audit', label: 'Audit log', path: '/admin/audit' },
  { key: 'webhooks', label: 'Webhooks', path: '/admin/webhooks' },
  { key: 'redirects', label: 'Redirects', path: '/admin/redirects' },
  { key: 'privacy', label: 'Privacy', path: '/admin/privacy' },
  { key: 'account', label: 'Account', path: '/admin/account' },
] as const;

export type AdminSectionKey = (typeof adminSections)[number]['key'];
export type AdminSection = (typeof adminSections)[number];

/**
 * The route a section's screen opens with: a role that may not call it is
 * never offered the section (the server would answer 403 anyway).
 */
const sectionRoutes: Record<AdminSectionKey, RouteDef> = {
  'contact-us': routes.contactList,
  'hire-us': routes.hiredList,
  career: routes.listUnpublished,
  'press-release': routes.listUnpublished,
  news: routes.listUnpublished,
  events: routes.listUnpublished,
  testimonials: routes.listUnpublished,
  'case-studies': routes.listUnpublished,
  services: routes.listUnpublished,
  'home-page': routes.updateHomePage,
  'about-page': routes.updateAboutPage,
  'success-stories-page': routes.updateSuccessStoriesPage,
  subscribers: routes.subscriberList,
  'lead-sources': routes.leadSources,
  applications: routes.listApplications,
  users: routes.listAdmins,
  audit: routes.listAudit,
  webhooks: routes.listWebhooks,
  redirects: routes.listRedirects,
  privacy: routes.eraseAddress,
  account: routes.changePassword,
};

/** Whether `role` may use a section. */
export const mayUseSection = (key: AdminSectionKey, role: Role | null) => mayCall(sectionRoutes[key], role);

/** The sections `role` may use, in bar order. */
export const sectionsFor = (role: Role | null): AdminSection[] => adminSections.filter((section) => mayUseSection(section.key, role));

/**
 * The bar's labelled menus: the sections added beside the spec's six, so an
 * Owner's bar stays one row at 1280 px however many team sections join.
 * A section in no menu (the spec's six, Applications, Account) is a link of
 * its own in the bar.
 */
export const adminMenus = [
  {
    key: 'pages',
    label: 'Pages',
    sections: ['testimonials', 'case-studies', 'services', 'home-page', 'about-page', 'success-stories-page'],
  },
  { key: 'leads', label: 'Leads', sections: ['subscribers', 'lead-sources'] },
  { key: 'team', label: 'Team', sections: ['users', 'audit', 'webhooks', 'redirects', 'privacy'] },
] as const satisfies ReadonlyArray<{ key: string; label: string; sections: readonly AdminSectionKey[] }>;

export type AdminMenuKey = (typeof adminMenus)[number]['key'];

/** One entry of the bar: a section's own link, or a menu of the sections `role` may use in it. */
export type AdminBarItem =
  | { type: 'link'; section: AdminSection }
  | { type: 'menu'; key: AdminMenuKey; label: string; sections: AdminSection[] };

const menuOf = (key: AdminSectionKey) => adminMenus.find((menu) => (menu.sections as readonly AdminSectionKey[]).includes(key));

/**
 * The bar's entries for `role`, in bar order: a menu stands where its first
 * section would; a menu of which the role has one section only is that
 * section's link (a Recruiter's Applications needs no menu).
 */
export function barItemsFor(role: Role | null): AdminBarItem[] {
  const sections = sectionsFor(role);
  const items: AdminBarItem[] = [];
  for (const section of sections) {
    const menu = menuOf(section.key);
    if (!menu) {
      items.push({ type: 'link', section });
      continue;
    }
    if (items.some((item) => item.type === 'menu' && item.key === menu.key)) continue;
    const inMenu = sections.filter((other) => menuOf(other.key) === menu);
    items.push(inMenu.length === 1 ? { type: 'link', section } : { type: 'menu', key: menu.key, label: menu.label, sections: inMenu });
  }
  return items;
}

/** Where a role lands when a screen is not theirs: its first section (Contact Us for Owners and Sales, Career for Editors, Applications for Recruiters). */
export const firstSectionPath = (role: Role | null): string | null => sectionsFor(role)[0]?.path ?? null;

/** Create, update, detail and preview screens belong to the section of their list. */
const screenSections: Array<[RegExp, AdminSectionKey]> = [
  [/^\/admin\/contact-us(\/[^/]+)?\/?$/, 'contact-us'],
  [/^\/admin\/hire-us(\/[^/]+)?\/?$/, 'hire-us'],
  [/^\/admin\/(career|create-career|(update-career|preview\/career)(\/.*)?)\/?$/, 'career'],
  [/^\/admin\/(press-release|create-press-release|(update-press|preview\/press)(\/.*)?)\/?$/, 'press-release'],
  [/^\/admin\/(news|create-news|(update-news|preview\/news)(\/.*)?)\/?$/, 'news'],
  [/^\/admin\/(events|create-event|(update-event|preview\/event)(\/.*)?)\/?$/, 'events'],
  [/^\/admin\/(testimonials|create-testimonial|(update-testimonial|preview\/testimonial)(\/.*)?)\/?$/, 'testimonials'],
  // Compared lower-cased: the preview's kind caseStudy is casestudy here.
  [/^\/admin\/(case-studies|create-case-study|(update-case-study|preview\/casestudy)(\/.*)?)\/?$/, 'case-studies'],
  [/^\/admin\/(services|create-service|(update-service|preview\/service)(\/.*)?)\/?$/, 'services'],
  [/^\/admin\/(home-page|preview\/home)(\/.*)?\/?$/, 'home-page'],
  [/^\/admin\/(about-page|preview\/about)(\/.*)?\/?$/, 'about-page'],
  // Compared lower-cased: the preview's kind successStories is successstories here.
  [/^\/admin\/(success-stories-page|preview\/successstories)(\/.*)?\/?$/, 'success-stories-page'],
  [/^\/admin\/subscribers\/?$/, 'subscribers'],
  [/^\/admin\/lead-sources\/?$/, 'lead-sources'],
  [/^\/admin\/applications(\/[^/]+)?\/?$/, 'applications'],
  [/^\/admin\/users\/?$/, 'users'],
  [/^\/admin\/audit\/?$/, 'audit'],
  [/^\/admin\/webhooks\/?$/, 'webhooks'],
  [/^\/admin\/redirects\/?$/, 'redirects'],
  [/^\/admin\/privacy\/?$/, 'privacy'],
  [/^\/admin\/account\/?$/, 'account'],
];

/** The section a path belongs to, or null for a path of no section (the not-found page). */
export function sectionOf(pathname: string): AdminSectionKey | null {
  const path = pathname.toLowerCase();
  return screenSections.find(([pattern]) => pattern.test(path))?.[1] ?? null;
}

/** The section a path belongs to; contact-us when none matches (spec §2 default). */
export const sectionForPath = (pathname: string): AdminSectionKey => sectionOf(pathname) ?? 'contact-us';

/**
 * Where the admin frame sends `role` instead of showing `pathname`: null when
 * the screen is theirs (or belongs to no section); their first section when
 * not. The bare /admin counts as Contact Us, the spec's landing page.
 */
export function redirectFor(pathname: string, role: Role | null): string | null {
  const section = /^\/admin\/?$/i.test(pathname) ? 'contact-us' : sectionOf(pathname);
  if (section === null || mayUseSection(section, role)) return null;
  return firstSectionPath(role);
}

export type HighlightEvent = { type: 'load'; pathname: string } | { type: 'click'; key: AdminSectionKey };

/**
 * The highlight follows the last clicked link; on first load it follows the
 * current path (contact-us by default).
 */
export function nextHighlight(current: AdminSectionKey | null, event: HighlightEvent): AdminSectionKey {
  if (event.type === 'click') return event.key;
  return current ?? sectionForPath(event.pathname);
}
