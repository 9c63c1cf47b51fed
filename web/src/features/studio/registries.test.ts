import { describe, expect, it } from 'vitest';
import { symbolTitles } from '@contract/symbols';
import { studioGroups } from '../../config/navigation';
import { seedServices } from '../../../../infra/local/seed/services';
import { serviceBreadcrumb } from './breadcrumb';
import { symbols } from './symbols';

describe('studio registries', () => {
  it('draws every symbol an editor may choose, and no other', () => {
    expect(Object.keys(symbols).sort()).toEqual(Object.keys(symbolTitles).sort());
    for (const icon of Object.values(symbols)) expect(icon).toBeTruthy();
  });

  it('gives every seeded service the breadcrumb the navigation gave its page', () => {
    // What the page showed before services were stored: STUDIO / <group title> / <link label>, from the navigation.
    const before = studioGroups.flatMap((group) =>
      group.links.map((link) => [link.tech, ['STUDIO', group.title.toUpperCase(), link.label.toUpperCase()]] as const),
    );
    expect(seedServices.map((service) => [service.slug, serviceBreadcrumb(service)])).toEqual(before);
  });
});
