/**
 * The marketing team adds a service without a developer: an Owner fills the
 * form, publishes it, and within 15 s it has its page (with its breadcrumb),
 * a link in its Studio menu group on every page (desktop and mobile menus)
 * and a sitemap entry; an edit of its text is published; moving its URL
 * leaves a 301; saving it as a draft makes its URL 404 and takes it out of
 * the menu. Both widths.
 */
import type { APIRequestContext, Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { signIn } from './admin-support';

const publishWithinMs = 15_000;

const status = async (request: APIRequestContext, path: string) => (await request.get(path, { maxRedirects: 0 })).status();
const html = async (request: APIRequestContext, path: string) => (await request.get(path, { headers: { accept: 'text/html' } })).text();

/** A field by its label (an optional one may say so in its label). */
const field = (scope: Page | ReturnType<Page['locator']>, label: string) =>
  scope.getByLabel(label, { exact: true }).or(scope.getByLabel(`${label} (optional)`, { exact: true }));

async function fill(scope: Page | ReturnType<Page['locator']>, values: Record<string, string>) {
  for (const [label, value] of Object.entries(values)) {
    const input = field(scope, label);
    if ((await input.evaluate((element) => element.tagName)) === 'SELECT') await input.selectOption({ label: value });
    else await input.fill(value);
  }
}

/** Adds an entry to a group and fills its fields, by their labels. */
async function addEntry(page: Page, group: string, values: Record<string, string>) {
  const fieldset = page.getByRole('group', { name: group, exact: true });
  await fieldset.getByRole('button', { name: `Add entry to ${group}` }).click();
  await fill(fieldset.locator('.group-field__entry').last(), values);
}

/** Opens the Studio menu (the desktop dropdown, or the mobile menu's group) and answers the link to the service. */
async function studioLink(page: Page, mobile: boolean, label: string) {
  if (!mobile) {
    await page.getByRole('button', { name: 'Studio' }).click();
    return page.locator('#site-menu-studio').getByRole('link', { name: label, exact: true });
  }
  await page.getByRole('button', { name: 'Menu' }).click();
  const menu = page.locator('#site-mobile-menu');
  await menu.getByRole('button', { name: 'Studio' }).click();
  await menu.getByText('Mobile Development', { exact: true }).click();
  return menu.getByRole('link', { name: label, exact: true });
}

test('an Owner adds a service: its page, menu link and sitemap entry; an edit, a move and unpublishing follow', async ({
  page,
  request,
}, testInfo) => {
  test.slow(); // four publishes, each of the whole site when the menu changes, and a long form
  const token = await signIn(page, request);
  const mobile = testInfo.project.name === 'mobile';
  const stamp = Date.now().toString(36);
  const slug = `flutter-dev-${testInfo.project.name}-${stamp}`;
  const label = `Flutter ${stamp.slice(-4)}`;
  const title = `Flutter Development (${testInfo.project.name})`;
  let id: string | undefined;

  try {
    await page.goto('/admin/services');
    await expect(page.getByRole('heading', { level: 1, name: 'Services' })).toBeVisible();
    await page.getByRole('link', { name: 'Add Service' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Add Service' })).toBeVisible();

    await fill(page, {
      Title: title,
      URL: slug,
      'Menu label': label,
      'Menu group': 'Mobile Development',
      Order: '9',
      'Hero text': 'One Flutter code base for iOS, Android and the web, shipped by a senior team.',
      'Meta Description': 'Flutter development: cross-platform apps for iOS, Android and the web.',
      Artwork: 'Mobile',
      'Offerings title': 'What we build with Flutter',
      'Technical skills title': 'Flutter skills',
      'Closing title': 'Ship your Flutter app with us',
      'Closing text': 'Two senior Flutter engineers can start next week.',
    });
    await addEntry(page, 'Offerings', { Offering: 'Consumer apps with a shared design system' });
    await addEntry(page, 'Technical skills', { Tab: 'Core', Technology: 'Flutter', Logo: 'Flutter' });
    await addEntry(page, 'Technical skills', { Tab: 'Core', Technology: 'Dart', Logo: 'Dart' });
    await addEntry(page, 'Technical skills', { Tab: 'Testing', Technology: 'Patrol' });
    await page.getByRole('button', { name: 'Submit' }).click();
    await expect(page).toHaveURL(/\/admin\/services$/);

    const listed = (await (await request.get('/api/getAllServices')).json()) as { data: Array<{ _id: string; slug: string }> };
    id = listed.data.find((item) => item.slug === slug)?._id;
    expect(id, 'the new service is listed').toBeTruthy();

    // Published within 15 s: its page, and its link on every page (the whole site is rendered again for the menu).
    await expect.poll(() => status(request, `/studio/${slug}`), { timeout: publishWithinMs }).toBe(200);
    await expect
      .poll(async () => (await html(request, '/about')).includes(`href="/studio/${slug}"`), { timeout: publishWithinMs })
      .toBe(true);
    await page.goto(`/studio/${slug}`);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(title);
    await expect(page.getByRole('navigation', { name: 'Breadcrumb' })).toHaveText(`STUDIO / MOBILE DEVELOPMENT / ${label.toUpperCase()}`);
    await expect(page.getByRole('tab')).toHaveText(['Core', 'Testing']);
    await expect(page.getByRole('link', { name: 'Hire Us' }).last()).toHaveAttribute('href', '/hiring');

    await page.goto('/about');
    const link = await studioLink(page, mobile, label);
    await expect(link).toHaveAttribute('href', `/studio/${slug}`);
    await link.click();
    await expect(page).toHaveURL(new RegExp(`/studio/${slug}$`));
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(title);
    await expect
      .poll(async () => (await html(request, '/sitemap.xml')).includes(`/studio/${slug}</loc>`), { timeout: publishWithinMs })
      .toBe(true);

    // An edit of the page's text is published.
    await page.goto(`/admin/update-service/${id}`);
    await field(page, 'Hero text').fill('Flutter apps for iOS, Android and the web from one code base.');
    await page.getByRole('button', { name: 'Submit' }).click();
    await expect(page).toHaveURL(/\/admin\/services$/);
    await expect
      .poll(
        async () => (await html(request, `/studio/${slug}`)).includes('Flutter apps for iOS, Android and the web from one code base.'),
        {
          timeout: publishWithinMs,
        },
      )
      .toBe(true);

    // A new URL: the old one answers 301 to it, and the menu links the new one.
    await page.goto(`/admin/update-service/${id}`);
    await field(page, 'URL').fill(`${slug}-moved`);
    await page.getByRole('button', { name: 'Submit' }).click();
    await expect(page).toHaveURL(/\/admin\/services$/);
    const old = await request.get(`/studio/${slug}`, { maxRedirects: 0 });
    expect(old.status()).toBe(301);
    expect(old.headers().location).toBe(`/studio/${slug}-moved`);
    await expect.poll(() => status(request, `/studio/${slug}-moved`), { timeout: publishWithinMs }).toBe(200);
    await expect
      .poll(async () => (await html(request, '/about')).includes(`href="/studio/${slug}-moved"`), { timeout: publishWithinMs })
      .toBe(true);

    // Unpublished (saved as a draft): its URL is 404, and it leaves the menu and the sitemap.
    await page.goto(`/admin/update-service/${id}`);
    await page.getByRole('button', { name: 'Save draft' }).click();
    await expect(page.getByText('Draft', { exact: true }).first()).toBeVisible();
    await expect.poll(() => status(request, `/studio/${slug}-moved`), { timeout: publishWithinMs }).toBe(404);
    await expect.poll(async () => (await html(request, '/about')).includes(`/studio/${slug}`), { timeout: publishWithinMs }).toBe(false);
    await page.goto('/about');
    if (mobile) {
      await page.getByRole('button', { name: 'Menu' }).click();
      await page.locator('#site-mobile-menu').getByRole('button', { name: 'Studio' }).click();
    } else await page.getByRole('button', { name: 'Studio' }).click();
    await expect(page.getByRole('link', { name: label, exact: true })).toHaveCount(0);
    // The sitemap is written after the pages.
    await expect
      .poll(async () => (await html(request, '/sitemap.xml')).includes(`/studio/${slug}`), { timeout: publishWithinMs })
      .toBe(false);
  } finally {
    if (id) {
      const removed = await request.delete(`/api/admin/services/${id}`, { headers: { authorization: `Bearer ${token}` } });
      expect(removed.status()).toBe(200);
    }
  }
});
