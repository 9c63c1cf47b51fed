import { studioGroups, studioPath, type StudioTech } from '../../config/navigation';

/** STUDIO / <GROUP> / <LINK LABEL>, upper-cased, straight from the header navigation. */
export function studioBreadcrumb(tech: StudioTech): readonly string[] {
  for (const group of studioGroups) {
    const link = group.links.find((candidate) => candidate.tech === tech);
    if (link) return ['STUDIO', group.title.toUpperCase(), link.label.toUpperCase()];
  }
  return ['STUDIO'];
}

/** The trail for search engines: home, then this service page (the groups have no page of their own). */
export function studioTrail(tech: StudioTech, title: string): Array<{ name: string; path: string }> {
  return [
    { name: 'Home', path: '/' },
    { name: title, path: studioPath(tech) },
  ];
}
