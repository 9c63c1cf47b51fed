/**
 * Every admin route checks the caller's role on the server: for each route
 * of the table and each role, a call answers 403 with the forbidden text
 * exactly when the route's roles lack that role. Path parameters name nothing
 * and bodies fail validation, so an allowed call stops at a 4xx of its own
 * and nothing is written.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { messages } from '../../functions/contract/messages';
import { roles, type Role } from '../../functions/contract/roles';
import { routeList } from '../../functions/contract/routes';
import { signInAs, useStack } from './harness';

const stack = useStack();
const tokens = {} as Record<Role, string>;

beforeAll(async () => {
  tokens.owner = stack.token;
  tokens.editor = (await signInAs(stack, 'editor')).token;
  tokens.sales = (await signInAs(stack, 'sales')).token;
  tokens.recruiter = (await signInAs(stack, 'recruiter')).token;
});

/** A path whose parameters name nothing: page 0 is out of range, "~" is no id, slug, kind or address. */
const pathOf = (path: string) => path.replace(/\{page\}/g, '0').replace(/\{[^}]+\}/g, '~');

const adminRoutes = routeList.filter((route) => route.access === 'admin');

describe('roles on every admin route', () => {
  it('covers every admin route, each naming its roles', () => {
    expect(adminRoutes.length).toBeGreaterThan(30);
    for (const route of adminRoutes) expect(route.roles?.length, route.path).toBeGreaterThan(0);
  });

  const cases = adminRoutes.flatMap((route) => roles.map((role) => ({ route, role, allowed: route.roles?.includes(role) ?? false })));
  it.each(cases)('$route.method $route.path as $role (allowed: $allowed)', async ({ route, role, allowed }) => {
    const body = route.method === 'POST' || route.method === 'PUT' ? {} : undefined;
    const answer = await stack.call(route.method, pathOf(route.path), { body, token: tokens[role] });
    if (allowed) {
      expect(answer.status, JSON.stringify(answer.body)).not.toBe(403);
      expect(answer.status).not.toBe(401);
      expect(answer.status).toBeLessThan(500);
    } else {
      expect(answer).toMatchObject({ status: 403, body: { msg: messages.forbidden } });
    }
  });
});
