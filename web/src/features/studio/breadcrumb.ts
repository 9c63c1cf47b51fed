import { studioGroups, type StudioTech } from '../../config/navigation';

/** STUDIO / <GROUP> / <LINK LABEL>, upper-cased, straight from the header navigation. */
export function studioBreadcrumb(tech: StudioTech): readonly string[] {
  for (const group of studioGroups) {
    const link = group.links.find((candidate) => candidate.tech === tech);
    if (link) return ['STUDIO', group.title.toUpperCase(), link.label.toUpperCase()];
  }
  return ['STUDIO'];
}
