import { describe, expect, it } from 'vitest';
import { logoTitles } from '@contract/logos';
import { symbolTitles } from '@contract/symbols';
import { studioGroups } from '../../config/navigation';
import { seedServices } from '../../../../infra/local/seed/services';
import { allLogos } from './all-logos';
import { serviceBreadcrumb } from './breadcrumb';
import { symbols } from './symbols';

describe('studio registries', () => {
  it('draws every symbol an editor may choose, and no other', () => {
    expect(Object.keys(symbols).sort()).toEqual(Object.keys(symbolTitles).sort());
    for (const icon of Object.values(symbols)) expect(icon).toBeTruthy();
  });

  it("holds the preview's drawings to the logos an editor may choose", () => {
    expect(Object.keys(allLogos).sort()).toEqual(Object.keys(logoTitles).sort());
    for (const drawing of Object.values(allLogos)) expect(drawing.path.length).toBeGreaterThan(0);
  });

  it('gives every seeded service the breadcrumb the navigation gave its page', () => {
    // What the page showed before services were stored: STUDIO / <group title> / <link label>, from the navigation.
    const before = studioGroups.flatMap((group) =>
      group.links.map((link) => [link.tech, ['STUDIO', group.title.toUpperCase(), link.label.toUpperCase()]] as const),
    );
    expect(seedServices.map((service) => [service.slug, serviceBreadcrumb(service)])).toEqual(before);
  });
});
