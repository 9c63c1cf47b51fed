import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import type { Field } from '../../functions/contract/schemas/fields';
import { serviceSchema, studioMenuGroups } from '../../functions/contract/schemas/service';
import { studioGroups, studioTechs } from '../../web/src/config/navigation';
import { seedServices } from '../../infra/local/seed/services';

const fields = serviceSchema.entries as Record<string, Field>;

describe('seeded services', () => {
  it('are the sixteen pages of the Studio menu, in its order', () => {
    expect(seedServices.map((service) => service.slug)).toEqual([...studioTechs]);
  });

  it.each(seedServices.map((service) => [service.slug, service] as const))('%s passes the service form as stored', (_slug, service) => {
    const result = v.safeParse(serviceSchema, service);
    expect(result.issues?.map((issue) => issue.message) ?? []).toEqual([]);
  });

  it('fill no group beyond its most entries', () => {
    const groups = Object.entries(fields).filter(([, field]) => field.meta.maxItems !== undefined);
    expect(groups.length).toBeGreaterThan(0);
    for (const service of seedServices) {
      for (const [name, field] of groups) {
        const entries = (service as Record<string, unknown>)[name];
        expect(Array.isArray(entries) ? entries.length : 0, `${service.slug}.${name}`).toBeLessThanOrEqual(field.meta.maxItems ?? 0);
      }
    }
  });

  it('sit in the menu group and place the navigation gives them', () => {
    for (const group of studioGroups) {
      group.links.forEach((link, index) => {
        const service = seedServices.find((candidate) => candidate.slug === link.tech);
        expect(service && { label: service.menuLabel, group: studioMenuGroups[service.menuGroup], order: service.order }).toEqual({
          label: link.label,
          group: group.title,
          order: String(index + 1),
        });
      });
    }
  });
});
