/**
 * The API's routes are deployed in nested stacks, one per group, so that no
 * CloudFormation stack nears its 500-resource limit (each route costs seven:
 * role, policy, function, log group, permission, integration, route).
 *
 * A route's group follows who may call it, from the route table: public
 * routes, then admin routes by the staff role they serve (content editors,
 * the sales team, owners' account screens); marketing content's routes (the
 * home page's testimonials), public and admin, are a group of their own, so
 * the Public group keeps its room. The group must not depend on a
 * route's position or on the other routes, or adding one route would move
 * others to another stack: API Gateway refuses to create a route whose key
 * still exists in the stack it is leaving, and the deploy fails.
 */
import type { RouteDef } from '../../functions/contract/routes';
import { roles as allRoles, type Role } from '../../functions/contract/roles';

export const routeGroups = ['Public', 'Content', 'Sales', 'Accounts', 'Recruiting', 'Marketing'] as const;
export type RouteGroup = (typeof routeGroups)[number];

/** The staff role (besides the Owner, who may call every admin route) a route is for. */
const groupOfRole: Partial<Record<Role, RouteGroup>> = { editor: 'Content', sales: 'Sales', recruiter: 'Recruiting' };

export function routeGroup(route: RouteDef): RouteGroup {
  if (route.marketing) return 'Marketing';
  if (route.access === 'public') return 'Public';
  const [staff, ...others] = (route.roles ?? allRoles).filter((role) => role !== 'owner');
  // Owners-only screens and routes for every role (session, own password) are about accounts.
  return (staff && others.length === 0 && groupOfRole[staff]) || 'Accounts';
}
