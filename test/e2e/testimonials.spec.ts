/**
 * The marketing team edits the home page's testimonials: an Editor changes a
 * testimonial's quote in the back office and publishes it, and the home page
 * shows the new quote (its HTML within 15 s, then in the carousel).
 */
import type { APIRequestContext } from '@playwright/test';
import { expect, test } from './fixtures';
import { apiToken, unique } from './admin-support';

const publishWithinMs = 15_000;
const editor = { email: 'editor@example.com', password: process.env.LOCAL_ADMIN_PASSWORD ?? 'local-admin-2024' };

async function editorToken(request: APIRequestContext): Promise<string> {
  const login = await request.post('/api/admin/login', { data: editor });
  const body = (await login.json()) as { token?: string };
  expect(body.token, 'editor token').toBeTruthy();
  return body.token!;
}

test.describe('testimonials in the back office', () => {
  test.describe.configure({ timeout: 150_000 });

  test('an Editor edits a testimonial’s quote, publishes it, and the home page shows it', async ({ page, request }) => {
    const owner = { authorization: `Bearer ${await apiToken(request)}` };
    // A draft of its own, last in the carousel, so no other test sees it until this one publishes it.
    const name = unique('Priya Raman');
    const created = await request.post('/api/admin/testimonials', {
      headers: owner,
      data: { name, quote: 'A first draft of what Priya said.', position: 'CTO, retail bank', order: '999', status: 'draft' },
    });
    expect(created.status(), await created.text()).toBe(201);
    const id = ((await created.json()) as { data: { _id: string } }).data._id;

    try {
      const token = await editorToken(request);
      await page.addInitScript((value) => {
        if (!sessionStorage.getItem('token')) sessionStorage.setItem('token', value);
      }, token);
      await page.goto('/admin/testimonials');
      await expect(page.getByRole('heading', { level: 1, name: 'Testimonials' })).toBeVisible();
      await page.getByRole('button', { name: `Edit ${name}` }).click();
      await expect(page.getByRole('heading', { level: 1, name: 'Update Testimonial' })).toBeVisible();

      const quote = unique('Their team rebuilt our mobile bank in six months');
      const field = page.getByLabel('Quote');
      await expect(field).toHaveValue('A first draft of what Priya said.');
      await field.fill(quote);
      await page.getByRole('button', { name: 'Submit' }).click();
      await expect(page).toHaveURL(/\/admin\/testimonials$/);
      // Back on the list (a table at 1280 px, cards on a phone), the testimonial is there to edit again.
      await expect(page.getByRole('button', { name: `Edit ${name}` })).toBeVisible();

      // The published HTML of / carries it (the publisher rewrote the page)...
      await expect
        .poll(async () => (await (await request.get('/', { headers: { accept: 'text/html' } })).text()).includes(quote), {
          timeout: publishWithinMs,
        })
        .toBe(true);
      // ...and a visitor's carousel shows it on its dot.
      await page.goto('/');
      const dot = page.getByRole('button', { name: new RegExp(`^Show testimonial \\d+ of \\d+, ${name}$`) });
      await dot.scrollIntoViewIfNeeded();
      await expect(async () => {
        await dot.click();
        await expect(page.locator('[data-slot="active"] .home-testimonial__quote')).toHaveText(quote, { timeout: 1000 });
      }).toPass({ timeout: 30_000 });
    } finally {
      const removed = await request.delete(`/api/admin/testimonials/${id}`, { headers: owner });
      expect(removed.status()).toBe(200);
    }
  });
});
