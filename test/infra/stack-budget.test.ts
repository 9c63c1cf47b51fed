/**
 * Every CloudFormation stack of the app (the top-level one and the API's
 * nested route groups) stays under 60% of the 500-resource limit, today and
 * with 20 more routes in any one group.
 */
import { Template } from 'aws-cdk-lib/assertions';
import { CloudAssembly } from 'aws-cdk-lib/cx-api';
import { afterAll, describe, expect, it } from 'vitest';
import { routeList, type RouteName } from '../../functions/contract/routes';
import type { Route } from '../../infra/stack/api';
import { routeGroup, routeGroups, type RouteGroup } from '../../infra/stack/route-groups';
import type { SiteStack } from '../../infra/stack/site-stack';
import { resourceBudget } from '../../infra/stack/stack-budget';
import { synthStack } from './synth';
import { nestedStacks } from './template';

afterAll(() => CloudAssembly.cleanupTemporaryDirectories());

/** Resources of each stack's template, by construct path. */
function resourcesPerStack(stack: SiteStack): Record<string, number> {
  return Object.fromEntries(
    [stack, ...nestedStacks(stack)].map((s) => [s.node.path, Object.keys(Template.fromStack(s).toJSON().Resources).length]),
  );
}

/** The route table with `count` more routes like the first route of a group (an existing handler, new paths). */
function withMoreRoutes(group: RouteGroup, count: number): Route[] {
  const model = routeList.find((route) => routeGroup(route) === group)!;
  const extra = Array.from({ length: count }, (_, i) => ({
    ...model,
    name: `${model.name}Extra${i}` as RouteName,
    path: `/api/extra${i}${model.path}`,
  }));
  return [...routeList, ...extra];
}

describe('stack sizes', () => {
  it('keeps every stack at or under 300 resources, with the routes in nested stacks by group', () => {
    const { stack } = synthStack();
    const counts = resourcesPerStack(stack);
    expect(resourceBudget).toBe(300);
    expect(Object.keys(counts).sort()).toEqual(['TestSite', ...routeGroups.map((group) => `TestSite/Api/${group}Routes`)].sort());
    for (const [path, count] of Object.entries(counts)) expect(count, path).toBeLessThanOrEqual(resourceBudget);
    // Seven resources a route: role, policy, function, log group, permission, integration, route.
    for (const group of routeGroups) {
      expect(counts[`TestSite/Api/${group}Routes`]).toBe(7 * routeList.filter((route) => routeGroup(route) === group).length);
    }
  });

  it.each(routeGroups)('still fits with 20 more routes in the %s group', (group) => {
    const { stack } = synthStack({}, undefined, { routes: withMoreRoutes(group, 20) });
    const counts = resourcesPerStack(stack);
    expect(counts[`TestSite/Api/${group}Routes`]).toBe(7 * (routeList.filter((route) => routeGroup(route) === group).length + 20));
    for (const [path, count] of Object.entries(counts)) expect(count, path).toBeLessThanOrEqual(resourceBudget);
  });

  it('fails synth, naming the stack, when a group outgrows the budget', () => {
    expect(() => synthStack({}, undefined, { routes: withMoreRoutes('Sales', 35) })).toThrow(
      /TestSite\/Api\/SalesRoutes holds \d+ resources, over the budget of 300/,
    );
  });
});
