import { readFile } from 'node:fs/promises';
import { test, expect, checkA11y } from './fixtures';
import type { APIRequestContext } from '@playwright/test';
import { signIn, postAsPerson } from './admin-support';
import { adminNav, adminSectionLink, closeAdminMenu, goToAdminSection, openAdminMenu } from './admin-nav-support';

/** Double opt-in: only a confirmed address is listed; confirm it by the mailed link. */
async function confirmByMail(request: APIRequestContext, email: string): Promise<void> {
  let token = '';
  await expect
    .poll(async () => {
      const { emails } = (await (await request.get('/__local/mail')).json()) as {
        emails: Array<{ subject: string; destination: { to: string[] }; body: { text: string } }>;
      };
      const mail = emails.find((item) => item.subject.startsWith('Confirm your subscription') && item.destination.to.includes(email));
      token = new URL(/https?:\/\/\S+/.exec(mail?.body.text ?? '')?.[0] ?? 'http://x/').searchParams.get('token') ?? '';
      return token;
    })
    .not.toBe('');
  expect((await request.post('/api/newsletter/confirm', { data: { token } })).ok()).toBe(true);
}

test.describe('admin newsletter subscribers', () => {
  test.describe.configure({ timeout: 90_000 });

  test('a new subscriber is listed read-only and in the CSV export', async ({ page, request }) => {
    const email = `e2e.reader.${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}@example.org`;
    const subscribed = await postAsPerson(request, '/api/newsletter/subscribe', { data: { email } });
    expect(subscribed.ok(), await subscribed.text()).toBe(true);
    await confirmByMail(request, email);

    await signIn(page, request);
    await page.goto('/admin/contact-us');
    await expect(page.getByRole('heading', { level: 1, name: 'Contact Us Database' })).toBeVisible();

    await goToAdminSection(page, 'Subscribers');
    await expect(page).toHaveURL(/\/admin\/subscribers$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Newsletter Subscribers' })).toBeVisible();
    // The Leads menu it sits in is marked while closed, the section inside it once opened.
    await openAdminMenu(page);
    await expect(adminNav(page).getByRole('button', { name: 'Leads' })).toHaveAttribute('aria-current', 'true');
    await expect(await adminSectionLink(page, 'Subscribers')).toHaveAttribute('aria-current', 'page');
    await page.keyboard.press('Escape');
    await closeAdminMenu(page);

    await expect(page.getByRole('cell', { name: email, exact: true })).toBeVisible();
    await expect(page.getByRole('columnheader', { name: 'E-mail' })).toBeVisible();
    await expect(page.getByRole('columnheader', { name: 'Subscribed' })).toBeVisible();
    await expect(page.getByText(/^Item Per Page: \d+$/)).toBeVisible();
    // No edit and no add (a subscription is the visitor's own consent); the sales team may delete a subscriber.
    await expect(page.getByRole('button', { name: /^Edit / })).toHaveCount(0);
    await expect(page.getByRole('button', { name: `Delete ${email}` })).toBeVisible();
    await expect(page.getByRole('status').filter({ hasText: 'Loading' })).toHaveCount(0);
    await checkA11y(page);

    const downloading = page.waitForEvent('download');
    await page.getByRole('button', { name: 'Export CSV' }).click();
    const download = await downloading;
    expect(download.suggestedFilename()).toMatch(/^subscribers-\d{4}-\d{2}-\d{2}\.csv$/);
    const file = await download.path();
    const csv = await readFile(file, 'utf8');
    const lines = csv.split('\r\n');
    expect(lines[0]).toBe('email,subscribed_at');
    expect(lines.some((line) => line.startsWith(`${email},`))).toBe(true);
    await expect(page.getByText(/^Exported \d+ subscribers?\.$/)).toBeVisible();
  });
});
