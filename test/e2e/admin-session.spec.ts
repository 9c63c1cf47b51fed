/**
 * Sessions that end without losing work: the warning before the token's end
 * (the browser's clock moved with page.clock, never waited out), the login that
 * says why and brings the editor back, and the typed form restored there.
 */
import type { Page } from '@playwright/test';
import { test, expect, checkA11y, allowProblems } from './fixtures';
import { admin, answerConfirm, png, signIn, unique } from './admin-support';

const minute = 60_000;
const hour = 60 * minute;
const endedText = 'Your session has ended. Sign in again to continue.';

/** When a token ends (ms), from its exp claim. */
const expiry = (token: string) =>
  (JSON.parse(Buffer.from(token.split('.')[1] ?? '', 'base64url').toString()) as { exp: number }).exp * 1000;
const heldToken = (page: Page) => page.evaluate(() => sessionStorage.getItem('token'));
const browserNow = (page: Page) => page.evaluate(() => Date.now());

async function signInOnLoginPage(page: Page): Promise<void> {
  await page.getByLabel('Email').fill(admin.email);
  await page.getByLabel('Password').fill(admin.password);
  await page.getByRole('button', { name: 'Login' }).click();
  await expect(page.getByText('Admin Login successfully')).toBeVisible();
}

test.describe('admin session', () => {
  // Image uploads and the editor on a busy machine take longer than the default.
  test.describe.configure({ timeout: 120_000 });

  test('five minutes before the end a warning offers Stay signed in, which gives a new token', async ({ page, request }) => {
    await page.clock.install();
    const token = await signIn(page, request);
    await page.goto('/admin/news');
    await expect(page.getByRole('heading', { level: 1, name: 'News Database' })).toBeVisible();
    const warning = page.getByRole('alertdialog');
    const toWarning = expiry(token) - 5 * minute - (await browserNow(page));

    await page.clock.fastForward(toWarning - minute);
    await expect(page.getByRole('heading', { level: 1, name: 'News Database' })).toBeVisible();
    await expect(warning).toHaveCount(0);
    await page.clock.fastForward(minute);
    await expect(warning).toBeVisible();
    await expect(warning).toHaveAccessibleName('Your session ends in 5 minutes.');
    await expect(page.getByRole('button', { name: 'Stay signed in' })).toBeFocused();
    await checkA11y(page);

    const refreshed = page.waitForResponse((response) => response.url().endsWith('/api/admin/session/refresh'));
    await page.getByRole('button', { name: 'Stay signed in' }).click();
    expect((await refreshed).status()).toBe(200);
    await expect(warning).toHaveCount(0);
    await expect(page.getByText(/^You are signed in until /)).toBeVisible();
    const fresh = await heldToken(page);
    expect(fresh).toBeTruthy();
    expect(fresh).not.toBe(token);
    expect(expiry(fresh!)).toBeGreaterThan(expiry(token));
    // The server takes the new token.
    const again = await request.post('/api/admin/session/refresh', { headers: { authorization: `Bearer ${fresh}` } });
    expect(again.status()).toBe(200);

    // The old end passes quietly: the timers follow the new token.
    await page.clock.fastForward(10 * minute);
    await expect(page).toHaveURL(/\/admin\/news$/);
    await expect(page.getByRole('heading', { level: 1, name: 'News Database' })).toBeVisible();
    await expect(warning).toHaveCount(0);
  });

  test('a form whose session ran out: Submit goes to the login, which says why, then back to the form with the typing restored', async ({
    page,
    request,
  }) => {
    await page.clock.install();
    await signIn(page, request);
    await page.goto('/admin/news');
    await page.getByRole('link', { name: 'Add News' }).click();
    await expect(page).toHaveURL(/\/admin\/create-news$/);

    const title = unique('Nexoria opens a delivery centre in Porto');
    const typed = {
      'Created By': 'Inês Costa',
      'Meta Title': title,
      'Meta Description': 'A third delivery centre for cloud and data work, opening with 120 engineers.',
      'Image alt text': 'The new Porto office seen from the river',
    };
    await page.getByLabel('Title', { exact: true }).fill(title);
    for (const [label, value] of Object.entries(typed)) await page.getByLabel(label, { exact: true }).fill(value);
    await page.getByLabel('Image', { exact: true }).setInputFiles(png('porto.png'));
    await expect(page.getByText('Image uploaded.')).toBeVisible();
    const editor = page.getByRole('textbox', { name: 'News Content' });
    await editor.click();
    await page.keyboard.type('Porto joins Lisbon and Braga.');

    // The editor stepped away for the night: the browser's clock passes the token's end (no timer fires, as in a sleeping laptop).
    await page.clock.setSystemTime((await browserNow(page)) + 8 * hour + minute);
    await page.getByRole('button', { name: 'Submit' }).click();
    await expect(page).toHaveURL(/\/admin\/login$/);
    await expect(page.getByRole('status').filter({ hasText: endedText })).toBeVisible();
    expect(await heldToken(page)).toBeNull();
    await checkA11y(page);

    await signInOnLoginPage(page);
    await expect(page).toHaveURL(/\/admin\/create-news$/);
    await expect(page.getByText('Unsaved changes restored.')).toBeVisible();
    await expect(page.getByLabel('Title', { exact: true })).toHaveValue(title);
    for (const [label, value] of Object.entries(typed)) await expect(page.getByLabel(label, { exact: true })).toHaveValue(value);
    await expect(editor).toContainText('Porto joins Lisbon and Braga.');

    // The login's history entry was replaced both ways: Back leaves the form for the list, not for the login.
    await answerConfirm(page, () => page.goBack().then(() => undefined), 'accept');
    await expect(page).toHaveURL(/\/admin\/news$/);
    await expect(page.getByRole('heading', { level: 1, name: 'News Database' })).toBeVisible();
  });

  test('a token the server refuses (401) also ends at the login with the reason, and signing in returns there', async ({
    page,
    pageProblems,
  }) => {
    // Well-formed and not expired for the browser, but signed by nobody.
    const forged = `x.${Buffer.from(JSON.stringify({ exp: Math.floor(Date.now() / 1000) + hour / 1000 })).toString('base64url')}.y`;
    await page.addInitScript((value) => {
      if (!sessionStorage.getItem('token')) sessionStorage.setItem('token', value);
    }, forged);
    await page.goto('/admin/events');
    await expect(page).toHaveURL(/\/admin\/login$/);
    await expect(page.getByRole('status').filter({ hasText: endedText })).toBeVisible();
    await signInOnLoginPage(page);
    await expect(page).toHaveURL(/\/admin\/events$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Events Database' })).toBeVisible();
    // The browser logs the refused call; that is the case under test.
    allowProblems(pageProblems, /status of 401/);
  });

  test('no session at all keeps the plain redirect: no reason shown, sign-in lands on contact-us', async ({ page }) => {
    await page.goto('/admin/news');
    await expect(page).toHaveURL(/\/admin\/login$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Admin Login' })).toBeVisible();
    await expect(page.getByText(endedText)).toHaveCount(0);
    await signInOnLoginPage(page);
    await expect(page).toHaveURL(/\/admin\/contact-us$/);
  });
});
