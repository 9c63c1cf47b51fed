/** The redirect rules: site paths only, no loops, no chains, and a URL change collapses what led to the old URL. */
import { describe, expect, it } from 'vitest';
import { type Redirect, redirectMessages } from '../../functions/contract/redirects';
import { routeList } from '../../functions/contract/routes';
import { isSitePath, slugPattern } from '../../functions/contract/schemas/patterns';
import { edgeEntryProblem } from '../../functions/core/redirects/edge';
import { manualProblem, pageGonePlan, slugChangePlan } from '../../functions/core/redirects/rules';
import { grantStatements } from '../../infra/stack/grant-statements';
import { iamRequests } from '../../infra/local/iam/requests';

const at = '2026-11-27T00:00:00.000Z';
const redirect = (from: string, to: string, kind: Redirect['kind'] = 'manual'): Redirect => ({ from, to, kind, at, by: 'a@example.com' });

describe('site paths', () => {
  it.each(['/', '/old/page.html', '/news/a-b', "/a/b-c_d~e!$&'()*+,;=:@%20"])('accepts %s', (path) => {
    expect(isSitePath(path)).toBe(true);
  });
  it.each([
    'https://evil.example/',
    '//evil.example/x',
    '/\\evil.example',
    'old/page',
    '/a?b=1',
    '/a#top',
    '/a b',
    '/a//b',
    '/a/../admin',
    '/./a',
    `/${'a'.repeat(400)}`,
    '',
  ])('refuses %s', (path) => {
    expect(isSitePath(path)).toBe(false);
  });
  it('slugs are lower-case words joined by single hyphens, at most 80 characters', () => {
    expect(slugPattern.test('our-new-office-2')).toBe(true);
    for (const bad of ['Our-office', 'a--b', '-a', 'a-', 'a_b', 'a'.repeat(81), '']) expect(slugPattern.test(bad), bad).toBe(false);
  });
});

describe('manual redirects', () => {
  const existing = [redirect('/old/a', '/about'), redirect('/old/c', '/old-target')];
  it('accepts an old path outside the site’s sections to a live path', () => {
    expect(manualProblem(existing, '/old/b', '/contact')).toBeNull();
  });
  it.each([
    ['off-site target', '/old/x', 'https://evil.example', { to: redirectMessages.sitePath }],
    ['itself', '/old/x', '/old/x', { to: redirectMessages.sameAsFrom }],
    ['the home page', '/', '/about', { from: redirectMessages.livePage }],
    ['a section of the site', '/News/x', '/about', { from: redirectMessages.livePage }],
    ['a duplicate', '/old/a', '/contact', { from: redirectMessages.duplicate }],
    ['a chain', '/old/x', '/old/a', { to: redirectMessages.chain }],
    ['a loop', '/old-target', '/old/c', { to: redirectMessages.loop }],
    ['an old path others lead to', '/old-target', '/contact', { from: redirectMessages.fromIsTarget }],
  ])('refuses %s', (_, from, to, errors) => {
    expect(manualProblem(existing, from, to)).toEqual(errors);
  });
});

describe('a URL change', () => {
  it('records old → new and rewrites redirects to the old URL, so none chains', () => {
    const plan = slugChangePlan(
      [redirect('/news/a', '/news/b', 'automatic'), redirect('/legacy', '/news/b')],
      '/news/b',
      '/news/c',
      at,
      'e@x',
    );
    expect(plan.remove).toEqual([]);
    expect(plan.put).toEqual([
      redirect('/news/a', '/news/c', 'automatic'),
      redirect('/legacy', '/news/c'),
      { from: '/news/b', to: '/news/c', kind: 'automatic', at, by: 'e@x' },
    ]);
  });
  it('moving back removes the redirect from the URL that is live again', () => {
    const plan = slugChangePlan(
      [redirect('/news/a', '/news/c', 'automatic'), redirect('/news/b', '/news/c', 'automatic')],
      '/news/c',
      '/news/a',
      at,
      'e@x',
    );
    expect(plan.remove).toEqual(['/news/a']);
    expect(plan.put.map(({ from, to }) => [from, to])).toEqual([
      ['/news/b', '/news/a'],
      ['/news/c', '/news/a'],
    ]);
  });
  it('a page gone removes every redirect to it', () => {
    expect(pageGonePlan([redirect('/a', '/news/x'), redirect('/b', '/about'), redirect('/c', '/news/x')], '/news/x')).toEqual({
      put: [],
      remove: ['/a', '/c'],
    });
  });
});

describe('the edge store', () => {
  it('enforces its key and value limits with clear errors', () => {
    expect(edgeEntryProblem('/a', '/b')).toBeNull();
    expect(edgeEntryProblem(`/${'a'.repeat(512)}`, '/b')).toMatch(/at most 512 bytes/);
    expect(edgeEntryProblem('/a', `/${'b'.repeat(1024)}`)).toMatch(/at most 1024 bytes/);
  });
  it('only the routes that change redirects may write the store, and only its three actions on its ARN', () => {
    const granted = routeList.filter((route) => 'redirects' in route.grants).map((route) => route.name);
    expect(granted.sort()).toEqual([
      'createRedirect',
      'deleteCaseStudy',
      'deleteNews',
      'deletePressRelease',
      'deleteRedirect',
      'deleteService',
      'updateCaseStudy',
      'updateNews',
      'updatePressRelease',
      'updateService',
    ]);
    const store = 'arn:aws:cloudfront::000000000000:key-value-store/x';
    expect(grantStatements({ redirects: true }, { redirects: store })).toEqual([
      {
        Effect: 'Allow',
        Action: ['cloudfront-keyvaluestore:DescribeKeyValueStore', 'cloudfront-keyvaluestore:PutKey', 'cloudfront-keyvaluestore:DeleteKey'],
        Resource: store,
      },
    ]);
    expect(iamRequests('CloudFrontKeyValueStoreClient', 'PutKeyCommand', { KvsARN: store })).toEqual([
      { action: 'cloudfront-keyvaluestore:PutKey', resources: [[store]], context: {} },
    ]);
  });
});
