/**
 * axe on every admin screen, at rest, at both widths, failing on violations
 * of every impact: the lists, the create
 * and edit forms, a lead, an application, the owner's screens, the account, the preview and
 * the pages without a session. Other specs scan the screens their journeys
 * pass; this one leaves none out.
 */
import type { APIRequestContext, Page } from '@playwright/test';
import { signIn } from './admin-support';
import { applyByApi } from './application-support';
import { checkA11y, expect, test } from './fixtures';
import { animationsFinished } from './page-at-rest';

/** Screens without a session: the login and the pages its mails and links open (here without a token). */
const signedOut = ['/admin/login', '/admin/forgot-password', '/admin/accept-invite', '/admin/reset-password'];

/** The seeded items' edit screens (and one preview), by the ids the public lists give. */
const itemScreens: Array<{ api: string; path: (id: string) => string }> = [
  { api: '/api/getAllCareerPost', path: (id) => `/admin/update-career/${id}` },
  { api: '/api/getallPressRelease', path: (id) => `/admin/update-press/${id}` },
  { api: '/api/getallNews', path: (id) => `/admin/update-news/${id}` },
  { api: '/api/getallEvents', path: (id) => `/admin/update-event/${id}` },
  { api: '/api/getAllTestimonials', path: (id) => `/admin/update-testimonial/${id}` },
  { api: '/api/getAllCaseStudies', path: (id) => `/admin/update-case-study/${id}` },
  { api: '/api/getAllCaseStudies', path: (id) => `/admin/preview/caseStudy/${id}` },
  { api: '/api/getAllServices', path: (id) => `/admin/update-service/${id}` },
  { api: '/api/getAllServices', path: (id) => `/admin/preview/service/${id}` },
  { api: '/api/getallNews', path: (id) => `/admin/preview/news/${id}` },
  { api: '/api/getAboutPage', path: (id) => `/admin/preview/about/${id}` },
  { api: '/api/getHomePage', path: (id) => `/admin/preview/home/${id}` },
  { api: '/api/getSuccessStoriesPage', path: (id) => `/admin/preview/successStories/${id}` },
];

async function firstId(request: APIRequestContext, api: string, token?: string): Promise<string> {
  const headers = token ? { authorization: `Bearer ${token}` } : undefined;
  const body = (await (await request.get(api, { headers })).json()) as { data: Array<{ _id: string }> | { list: Array<{ _id: string }> } };
  // A list, a page of one, or a page's one document (home, About, success stories).
  const items = Array.isArray(body.data) ? body.data : 'list' in body.data ? body.data.list : [body.data as { _id: string }];
  expect(items.length, `an item from ${api}`).toBeGreaterThan(0);
  return items[0]!._id;
}

/** The screen as its reader meets it: its heading shown, nothing loading, nothing moving. */
async function atRest(page: Page): Promise<void> {
  await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
  await expect(page.locator('[aria-busy="true"]')).toHaveCount(0);
  await expect(page.getByText(/^Loading/)).toHaveCount(0);
  await animationsFinished(page);
}

/** Every impact fails here, minor ones too. */
const allImpacts = ['minor', 'moderate', 'serious', 'critical'];

async function scan(page: Page, path: string): Promise<void> {
  // One step per screen: the report names the screen that failed, and a soft check lets the others still be scanned.
  await test.step(path, async () => {
    await page.goto(path);
    await atRest(page);
    // The text inside the rich-text editor is the author's document under edit (a seeded career opens on an h3): its
    // outline is checked where it is published, and the editing area itself is scanned with the form.
    await checkA11y(page, { impacts: allImpacts, exclude: '.ql-editor > *', soft: true });
  });
}

/**
 * The screens of one area in one page, the areas side by side: a test per
 * screen paid a browser context, a sign-in and the admin's first load each time.
 */
async function scanEach(page: Page, paths: string[]): Promise<void> {
  // Each screen loads its data on a busy machine.
  test.setTimeout(45_000 * paths.length);
  for (const path of paths) await scan(page, path);
}

const leadScreen = async (request: APIRequestContext, token: string, kind: 'contact' | 'hire') =>
  `/admin/${kind === 'contact' ? 'contact-us' : 'hire-us'}/${await firstId(request, `/api/admin/leads/${kind}`, token)}`;

/** Every screen behind the sign-in, by area. */
const signedIn: Record<string, (request: APIRequestContext, token: string) => Promise<string[]>> = {
  'the lead lists and the audit log': async () => [
    '/admin/contact-us',
    '/admin/hire-us',
    '/admin/subscribers',
    '/admin/lead-sources',
    '/admin/audit',
  ],
  'the content lists': async () => [
    '/admin/career',
    '/admin/press-release',
    '/admin/news',
    '/admin/events',
    '/admin/testimonials',
    '/admin/case-studies',
    '/admin/services',
    '/admin/home-page',
    '/admin/about-page',
    '/admin/success-stories-page',
  ],
  'the owner screens, the account and a lead of each kind': async (request, token) => [
    '/admin/privacy',
    '/admin/users',
    '/admin/webhooks',
    '/admin/redirects',
    '/admin/account',
    await leadScreen(request, token, 'contact'),
    await leadScreen(request, token, 'hire'),
  ],
  "HR's applications": async (request, token) => {
    // The detail needs an application of its own: none is seeded (candidates' data is never made up for a demo).
    const email = `${Date.now().toString(36)}-axe@example.org`;
    await applyByApi(request, email);
    const list = `/api/admin/applications?q=${encodeURIComponent(email)}`;
    return ['/admin/applications', `/admin/applications/${await firstId(request, list, token)}`];
  },
  'the create forms and an unknown screen': async () => [
    '/admin/create-career',
    '/admin/create-press-release',
    '/admin/create-news',
    '/admin/create-event',
    '/admin/create-testimonial',
    '/admin/create-case-study',
    '/admin/create-service',
    '/admin/no-such-screen',
  ],
  'the edit screens and a preview': (request) => Promise.all(itemScreens.map(async ({ api, path }) => path(await firstId(request, api)))),
};

test.describe('axe on every admin screen', () => {
  test('the screens without a session', async ({ page }) => {
    await scanEach(page, signedOut);
  });

  for (const [area, pathsOf] of Object.entries(signedIn)) {
    test(area, async ({ page, request }) => {
      const token = await signIn(page, request);
      await scanEach(page, await pathsOf(request, token));
    });
  }
});
