/**
 * The editors' workflow in the cloud: the one-minute rule and the scheduled publisher's
 * grants, the new admin routes' grants, and public readers that cannot reach
 * an item's earlier versions.
 */
import { describe, expect, it } from 'vitest';
import type { RouteName } from '../../functions/contract/routes';
import { routeList } from '../../functions/contract/routes';
import { keys } from '../../functions/core/db/keys';
import { tableAccess, type Statement, synthesizedOnce, json } from './template';

const s = synthesizedOnce();

const routeFn = (name: RouteName) => s.routeFunction(name);
const content = ['ABOUT#*', 'CAREER#*', 'CASESTUDY#*', 'EVENT#*', 'HOME#*', 'NEWS#*', 'PRESS#*', 'SERVICE#*', 'STORIES#*', 'TESTIMONIAL#*'];
const revisions = [
  'REV#ABOUT#*',
  'REV#CAREER#*',
  'REV#CASESTUDY#*',
  'REV#EVENT#*',
  'REV#HOME#*',
  'REV#NEWS#*',
  'REV#PRESS#*',
  'REV#SERVICE#*',
  'REV#STORIES#*',
  'REV#TESTIMONIAL#*',
];

/** A role's table statements without their resource text: actions, LeadingKeys prefixes, whether on the list index. */
const tableCalls = (statements: Statement[]) =>
  tableAccess(statements).map(({ actions, leadingKeys, index }) => ({ actions, leadingKeys, index }));

/** Whether any LeadingKeys pattern (prefix*) lets this pk through. */
const reaches = (patterns: string[], pk: string) => patterns.some((pattern) => pk.startsWith(pattern.slice(0, -1)));

describe('scheduled publishing', () => {
  it('runs every minute and may only list the index and update content items', () => {
    const fn = s.stack.scheduledPublishing.fn;
    const rules = s.ofType('AWS::Events::Rule').filter(([, r]) => json(r.Properties.Targets).includes(s.logicalId(fn)));
    expect(rules).toHaveLength(1);
    expect(rules[0]![1].Properties.ScheduleExpression).toBe('rate(1 minute)');
    expect(tableCalls(s.statementsOf(fn))).toEqual([
      { actions: ['dynamodb:Query', 'dynamodb:UpdateItem'], leadingKeys: content, index: false },
      { actions: ['dynamodb:Query'], leadingKeys: undefined, index: true },
    ]);
    // Nothing else: no bucket, queue, mail or signing key.
    expect(s.actionsOf(fn).filter((action) => !action.startsWith('dynamodb:') && !action.startsWith('logs:'))).toEqual([]);
    const env = s.resources[s.logicalId(fn)]!.Properties.Environment.Variables;
    expect(Object.keys(env)).toEqual(['TABLE_NAME']);
  });
});

/** Every admin route reads its caller's account, so a role change applies at once; writes also add their audit entry. */
const session = { actions: ['dynamodb:GetItem'], leadingKeys: ['ADMIN#*'], index: false };
const audit = { actions: ['dynamodb:PutItem'], leadingKeys: ['AUDIT#*'], index: false };

describe('the editors routes', () => {
  it('read items of any status by key, lists from the index, versions by their own key, and write nothing else', () => {
    expect(tableCalls(s.statementsOf(routeFn('getContentItem')))).toEqual([
      { actions: ['dynamodb:GetItem'], leadingKeys: content, index: false },
      session,
    ]);
    expect(tableCalls(s.statementsOf(routeFn('listUnpublished')))).toEqual([
      { actions: ['dynamodb:Query'], leadingKeys: content, index: false },
      { actions: ['dynamodb:Query'], leadingKeys: undefined, index: true },
      session,
    ]);
    expect(tableCalls(s.statementsOf(routeFn('listRevisions')))).toEqual([
      { actions: ['dynamodb:GetItem', 'dynamodb:Query'], leadingKeys: [...content, ...revisions].sort(), index: false },
      session,
    ]);
    expect(tableCalls(s.statementsOf(routeFn('restoreRevision')))).toEqual([
      {
        actions: ['dynamodb:DeleteItem', 'dynamodb:GetItem', 'dynamodb:PutItem', 'dynamodb:Query', 'dynamodb:UpdateItem'],
        leadingKeys: [...content, ...revisions].sort(),
        index: false,
      },
      session,
      audit,
    ]);
    // The session refresh signs the claims the session check read: the key, and in the table only that check and its audit entry.
    expect(tableCalls(s.statementsOf(routeFn('refreshSession')))).toEqual([session, audit]);
    expect(s.actionsOf(routeFn('refreshSession'))).toContain('secretsmanager:GetSecretValue');
    for (const name of ['getContentItem', 'listUnpublished', 'listRevisions', 'restoreRevision', 'refreshSession'] as const) {
      expect(
        s.actionsOf(routeFn(name)).filter((action) => action.startsWith('s3:') || action.startsWith('sqs:') || action.startsWith('ses:')),
        name,
      ).toEqual([]);
    }
  });

  it.each([
    ['updateAboutPage', 'ABOUT'],
    ['updateHomePage', 'HOME'],
    ['updateSuccessStoriesPage', 'STORIES'],
  ] as const)("%s updates its page's one document as text alone: no image bucket, no redirects, no queue", (route, type) => {
    const actions = s.actionsOf(routeFn(route));
    expect(
      actions.filter((action) => !action.startsWith('dynamodb:') && !action.startsWith('logs:') && !action.startsWith('secretsmanager:')),
    ).toEqual([]);
    expect(tableCalls(s.statementsOf(routeFn(route)))).toEqual([
      {
        actions: ['dynamodb:DeleteItem', 'dynamodb:GetItem', 'dynamodb:PutItem', 'dynamodb:Query', 'dynamodb:UpdateItem'],
        leadingKeys: [`${type}#*`, `REV#${type}#*`].sort(),
        index: false,
      },
      session,
      audit,
    ]);
  });

  it('keeps earlier versions out of reach of the public readers and the page publisher', () => {
    const readers = [
      ...routeList.filter((route) => route.access === 'public').map((route) => routeFn(route.name)),
      s.stack.publisher.fn,
      s.stack.scheduledPublishing.fn,
    ];
    const revision = keys.revision('NEWS', crypto.randomUUID(), new Date().toISOString(), crypto.randomUUID()).pk;
    for (const fn of readers) {
      for (const access of tableAccess(s.statementsOf(fn)).filter((a) => !a.index && a.leadingKeys)) {
        expect(reaches(access.leadingKeys!, revision), fn.node.path).toBe(false);
      }
    }
  });
});
