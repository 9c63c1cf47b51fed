import type { Service } from '@contract/entities';
import { studioMenuGroups } from '@contract/schemas/service';

/** STUDIO / <MENU GROUP> / <MENU LABEL>, upper-cased: where the service's link sits in the header's Studio menu. */
export function serviceBreadcrumb(service: Pick<Service, 'menuGroup' | 'menuLabel'>): readonly string[] {
  return ['STUDIO', studioMenuGroups[service.menuGroup].toUpperCase(), service.menuLabel.toUpperCase()];
}

/** The trail for search engines: home, then this service page (the groups have no page of their own). */
export function studioTrail(slug: string, title: string): Array<{ name: string; path: string }> {
  return [
    { name: 'Home', path: '/' },
    { name: title, path: `/studio/${slug}` },
  ];
}
