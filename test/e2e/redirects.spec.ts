/**
 * URLs that never break: an editor changes a news item's URL in the admin and
 * its old URL answers 301 to the new page, which shows; an Owner adds a manual
 * redirect on the Redirects screen and it works, a loop and a chain are
 * refused under their field, and a manual redirect is deleted after the
 * dialog's Confirm. The local server answers through the edge's own
 * page-routing function. Both widths.
 */
import { redirectMessages, slugMessages } from '../../functions/contract/redirects';
import { allowProblems, expect, test } from './fixtures';
import { createNewsByApi, signIn, unique } from './admin-support';

test('a news item moves to a new URL and its old URL answers 301', async ({ page, request }) => {
  const token = await signIn(page, request);
  const title = unique('Moving story');
  await createNewsByApi(request, token, title);
  const all = (await (await request.get('/api/getallNews')).json()) as { data: Array<{ _id: string; newsTitle: string; slug: string }> };
  const mine = all.data.find((item) => item.newsTitle === title)!;

  await page.goto(`/admin/update-news/${mine._id}`);
  const url = page.getByLabel('URL', { exact: true });
  await expect(url).toHaveValue(mine.slug);
  await expect(page.getByText("The page's address is /news/ followed by this.", { exact: false })).toBeVisible();
  await url.fill('Not A Slug');
  await page.getByRole('button', { name: 'Submit' }).click();
  await expect(page.getByText(slugMessages.pattern).first()).toBeVisible();

  const moved = `${mine.slug}-moved`;
  await url.fill(moved);
  await page.getByRole('button', { name: 'Submit' }).click();
  await expect(page).toHaveURL(/\/admin\/news$/);

  const old = await request.get(`/news/${mine.slug}`, { maxRedirects: 0 });
  expect(old.status()).toBe(301);
  expect(old.headers().location).toBe(`/news/${moved}`);
  // The publisher writes the new page from the table's stream.
  await expect.poll(async () => (await request.get(`/news/${moved}`, { maxRedirects: 0 })).status()).toBe(200);
  await page.goto(`/news/${mine.slug}`);
  await expect(page).toHaveURL(new RegExp(`/news/${moved}$`));
  await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
});

test('an Owner adds a manual redirect that works, loops and chains are refused, and deletes it', async ({
  page,
  request,
  pageProblems,
}, testInfo) => {
  await signIn(page, request);
  await page.goto('/admin/redirects');
  await expect(page.getByRole('heading', { level: 1, name: 'Redirects' })).toBeVisible();
  const form = page.getByRole('form', { name: 'Add a redirect' });
  const from = `/old-site/${testInfo.project.name}-${Date.now().toString(36)}.html`;

  // Not a path of this site: refused by the form itself, with the rule in words.
  await form.getByLabel('Old path').fill(from);
  await form.getByLabel('New path').fill('https://example.com/');
  await form.getByRole('button', { name: 'Add redirect' }).click();
  await expect(form.getByText(redirectMessages.sitePath)).toBeVisible();

  await form.getByLabel('New path').fill('/about');
  await form.getByRole('button', { name: 'Add redirect' }).click();
  const list = page.getByRole('list', { name: 'Redirects' });
  await expect(list.getByRole('listitem').first()).toContainText(from);
  await expect(list.getByRole('listitem').first()).toContainText('Manual');
  const answer = await request.get(from, { maxRedirects: 0 });
  expect(answer.status()).toBe(301);
  expect(answer.headers().location).toBe('/about');

  // A redirect to itself loops; one to an old path chains: the server says so under the field.
  await form.getByLabel('Old path').fill(`${from}-loop`);
  await form.getByLabel('New path').fill(`${from}-loop`);
  await form.getByRole('button', { name: 'Add redirect' }).click();
  await expect(form.getByText(redirectMessages.sameAsFrom)).toBeVisible();
  await form.getByLabel('New path').fill(from);
  await form.getByRole('button', { name: 'Add redirect' }).click();
  await expect(form.getByText(redirectMessages.chain)).toBeVisible();

  const row = list.getByRole('listitem').filter({ hasText: from }).first();
  await row.getByRole('button', { name: 'Delete' }).click();
  const dialog = page.getByRole('alertdialog');
  await expect(dialog).toContainText(`Delete the redirect from ${from}?`);
  await dialog.getByRole('button', { name: 'Delete' }).click();
  await expect(list.getByText(from, { exact: true })).toHaveCount(0);
  expect((await request.get(from, { maxRedirects: 0 })).status()).toBe(404);
  // The refusals above are 400 answers the browser logs; they are what this test asks for.
  allowProblems(pageProblems, /status of 400/);
});
