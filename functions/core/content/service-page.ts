import type { Service, ServicePage } from '../../contract/entities';
import { logoDrawings } from './logo-drawings';

/** Every logo a service's sections name. */
export function logosOf(service: Partial<Service>): string[] {
  const groups = [service.skills, service.tools, service.cloud, service.stack, service.bots];
  return groups.flatMap((entries) => (entries ?? []).flatMap((entry) => (entry.logo ? [entry.logo] : [])));
}

/** A service as its page needs it: with the drawing of each logo it names. */
export const servicePage = (service: Service): ServicePage => ({ ...service, logos: logoDrawings(logosOf(service)) });
