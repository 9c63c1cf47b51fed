import type { ServiceLink } from '../entities';
import { reply, spec } from '../route-spec';

/** The Studio menu: every published service's link, in the team's order within its group. */
export const getAllServices = spec('getAllServices', { response: reply<ServiceLink[]>() });
