/** The admin bar's sections (the spec's six of §2, then Subscribers) and which one is highlighted. */
export const adminSections = [
  { key: 'contact-us', label: 'Contact Us', path: '/admin/contact-us' },
  { key: 'hire-us', label: 'Hire Us', path: '/admin/hire-us' },
  { key: 'career', label: 'Career', path: '/admin/career' },
  { key: 'press-release', label: 'Press Release', path: '/admin/press-release' },
  { key: 'news', label: 'News', path: '/admin/news' },
  { key: 'events', label: 'Events', path: '/admin/events' },
  { key: 'subscribers', label: 'Subscribers', path: '/admin/subscribers' },
] as const;

export type AdminSectionKey = (typeof adminSections)[number]['key'];

/** Create, update and preview screens belong to the section of their list. */
const screenSections: Array<[RegExp, AdminSectionKey]> = [
  [/^\/admin\/contact-us\/?$/, 'contact-us'],
  [/^\/admin\/hire-us\/?$/, 'hire-us'],
  [/^\/admin\/(career|create-career|(update-career|preview\/career)(\/.*)?)\/?$/, 'career'],
  [/^\/admin\/(press-release|create-press-release|(update-press|preview\/press)(\/.*)?)\/?$/, 'press-release'],
  [/^\/admin\/(news|create-news|(update-news|preview\/news)(\/.*)?)\/?$/, 'news'],
  [/^\/admin\/(events|create-event|(update-event|preview\/event)(\/.*)?)\/?$/, 'events'],
  [/^\/admin\/subscribers\/?$/, 'subscribers'],
];

/** The section a path belongs to; contact-us when none matches (spec §2 default). */
export function sectionForPath(pathname: string): AdminSectionKey {
  const path = pathname.toLowerCase();
  return screenSections.find(([pattern]) => pattern.test(path))?.[1] ?? 'contact-us';
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
