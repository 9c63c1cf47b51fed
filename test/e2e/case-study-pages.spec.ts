/**
 * The marketing team makes a case study without a developer: an Owner fills
 * the form (its steps and technologies are groups to add to and reorder),
 * publishes it, and it gets a page and a teaser on home within 15 s; moving
 * its URL leaves a 301 behind; saving it as a draft takes the page and the
 * teaser away. Both widths.
 */
import type { APIRequestContext, Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { signIn } from './admin-support';

const publishWithinMs = 15_000;

const status = async (request: APIRequestContext, path: string) => (await request.get(path, { maxRedirects: 0 })).status();

/** Adds an entry to a group and fills its fields, by their labels. */
async function addEntry(page: Page, group: string, values: Record<string, string>) {
  const fieldset = page.getByRole('group', { name: group, exact: true });
  await fieldset.getByRole('button', { name: `Add entry to ${group}` }).click();
  const entry = fieldset.locator('.group-field__entry').last();
  for (const [label, value] of Object.entries(values)) {
    // An optional field's label ends in (optional).
    const input = entry.getByLabel(label, { exact: true }).or(entry.getByLabel(`${label} (optional)`, { exact: true }));
    if ((await input.evaluate((element) => element.tagName)) === 'SELECT') await input.selectOption({ label: value });
    else await input.fill(value);
  }
}

test('an Owner creates a case study, sees its page and home teaser, moves its URL and unpublishes it', async ({
  page,
  request,
}, testInfo) => {
  test.slow(); // three publishes and a long form
  const token = await signIn(page, request);
  const slug = `fintech-${testInfo.project.name}-${Date.now().toString(36)}`;
  const title = `A payments platform for a UK fintech (${testInfo.project.name})`;
  const teaser = `FINTECH ${slug.slice(-6).toUpperCase()}`;
  let id: string | undefined;

  try {
    await page.goto('/admin/case-studies');
    await expect(page.getByRole('heading', { level: 1, name: 'Case Studies' })).toBeVisible();
    await page.getByRole('link', { name: 'Add Case Study' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Add Case Study' })).toBeVisible();

    await page.getByLabel('Title', { exact: true }).fill(title);
    await page.getByLabel('URL', { exact: true }).fill(slug);
    await page.getByLabel('Sector', { exact: true }).fill('FINTECH');
    await page.getByLabel('Subtitle', { exact: true }).fill('Card payments settled in minutes, not days.');
    await page.getByLabel('Meta Description', { exact: true }).fill('How we rebuilt a fintech’s payments platform.');
    await page.getByLabel('Artwork', { exact: true }).selectOption({ label: 'Commerce' });
    await addEntry(page, 'Facts', { Label: 'Client', Value: 'Payments company, UK' });
    await addEntry(page, 'Overview', { Paragraph: 'The client settled card payments for small shops overnight.' });
    await addEntry(page, 'What we did', { Step: 'Built the ledger', Description: 'Go services with double-entry accounting.' });
    await addEntry(page, 'What we did', { Step: 'Mapped the money flows', Description: 'Two weeks with their finance team.' });
    // The second step belongs first: moved up, by keyboard, focus staying on the moved entry.
    const steps = page.getByRole('group', { name: 'What we did', exact: true });
    await steps.getByRole('button', { name: 'Move What we did entry 2 up' }).focus();
    await page.keyboard.press('Enter');
    await expect(steps.getByLabel('Step').first()).toHaveValue('Mapped the money flows');
    await expect(steps.getByRole('button', { name: 'Move What we did entry 1 down' })).toBeFocused();
    await addEntry(page, 'Technology used', { Technology: 'Go', Logo: 'Go' });
    await addEntry(page, 'Technology used', { Technology: 'ISO 20022' });
    await page.getByLabel('Teaser title', { exact: true }).fill(teaser);
    await page.getByLabel('Teaser text', { exact: true }).fill('Payments settled in minutes for thousands of shops.');
    await page.getByLabel('Order', { exact: true }).fill('999');
    await page.getByRole('button', { name: 'Submit' }).click();
    await expect(page).toHaveURL(/\/admin\/case-studies$/);

    const listed = (await (await request.get('/api/getAllCaseStudies')).json()) as { data: Array<{ _id: string; slug: string }> };
    id = listed.data.find((item) => item.slug === slug)?._id;
    expect(id, 'the new case study is listed').toBeTruthy();

    // Published within 15 s: its page, then its teaser on home.
    await expect.poll(() => status(request, `/case-studies/${slug}`), { timeout: publishWithinMs }).toBe(200);
    await page.goto(`/case-studies/${slug}`);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(title);
    const work = page.getByRole('region', { name: 'What we did' });
    await expect(work.getByRole('heading', { level: 3 })).toHaveText(['Mapped the money flows', 'Built the ledger']);
    // A technology without a logo shows its initials (hidden from screen readers) before its name.
    await expect(page.getByRole('region', { name: 'Technology used' }).getByRole('listitem')).toHaveText([/^Go$/, /ISO 20022$/]);
    await expect(page.getByRole('heading', { name: 'Functionality' })).toHaveCount(0);

    await page.goto('/');
    const link = page.locator('main').getByRole('link', { name: new RegExp(`^${teaser}`) });
    await link.scrollIntoViewIfNeeded();
    await expect(link).toHaveAttribute('href', `/case-studies/${slug}`);

    // A new URL: the old one answers 301 to it.
    await page.goto(`/admin/update-case-study/${id}`);
    await page.getByLabel('URL', { exact: true }).fill(`${slug}-moved`);
    await page.getByRole('button', { name: 'Submit' }).click();
    await expect(page).toHaveURL(/\/admin\/case-studies$/);
    const old = await request.get(`/case-studies/${slug}`, { maxRedirects: 0 });
    expect(old.status()).toBe(301);
    expect(old.headers().location).toBe(`/case-studies/${slug}-moved`);
    await expect.poll(() => status(request, `/case-studies/${slug}-moved`), { timeout: publishWithinMs }).toBe(200);

    // Unpublished (saved as a draft): its URL is 404 and its teaser leaves home.
    await page.goto(`/admin/update-case-study/${id}`);
    await page.getByRole('button', { name: 'Save draft' }).click();
    await expect(page.getByText('Draft', { exact: true }).first()).toBeVisible();
    await expect.poll(() => status(request, `/case-studies/${slug}-moved`), { timeout: publishWithinMs }).toBe(404);
    await expect
      .poll(async () => (await (await request.get('/', { headers: { accept: 'text/html' } })).text()).includes(teaser), {
        timeout: publishWithinMs,
      })
      .toBe(false);
  } finally {
    if (id) {
      const removed = await request.delete(`/api/admin/case-studies/${id}`, { headers: { authorization: `Bearer ${token}` } });
      expect(removed.status()).toBe(200);
    }
  }
});
