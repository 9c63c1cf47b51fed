/**
 * An editor's journey from draft to live page, at both widths: a press release saved as a
 * draft is nowhere public (API, page HTML, sitemap) yet shows in Preview; with
 * a Publish at a little ahead, Submit schedules it and it goes live on time;
 * an edit's wording can be taken back from Earlier versions; the alt text typed
 * in the form is the public banner's.
 */
import type { APIRequestContext, Page } from '@playwright/test';
import { checkA11y, expect, startsLive, test } from './fixtures';
import { answerConfirm, apiToken, png, signIn, unique } from './admin-support';

/** The local scheduler ticks every 5 s and the publisher writes the page about half a second later. */
const liveWithinMs = 20_000;
/** Publish at is the first whole minute at least this far ahead: time to submit before it comes. */
const scheduleLeadMs = 20_000;

async function raw(request: APIRequestContext, path: string) {
  const response = await request.get(path, { headers: { accept: 'text/html' } });
  return { status: response.status(), html: await response.text() };
}

/** Everything a visitor or crawler could reach the release by. */
async function publicView(request: APIRequestContext, id: string, slug: string, title: string) {
  const list = (await (await request.get('/api/getallPressRelease')).json()) as { data: Array<{ title: string }> };
  const sitemap = await raw(request, '/sitemap.xml');
  return {
    inApiList: list.data.some((item) => item.title === title),
    apiBySlug: (await request.get(`/api/getPressReleaseDetails/${slug}`)).status(),
    apiById: (await request.get(`/api/getPressReleaseDetails/${id}`)).status(),
    page: (await raw(request, `/press-release/${slug}`)).status,
    inListPage: (await raw(request, '/press-release')).html.includes(title),
    inSitemap: sitemap.html.includes(`/press-release/${slug}</loc>`),
  };
}
const hidden = { inApiList: false, apiBySlug: 404, apiById: 404, page: 404, inListPage: false, inSitemap: false };
const live = { inApiList: true, apiBySlug: 200, apiById: 200, page: 200, inListPage: true, inSitemap: true };

/** Replaces the rich-text body with one paragraph. */
async function replaceBody(page: Page, text: string) {
  await page.getByRole('textbox', { name: 'Press Content' }).click();
  await page.keyboard.press('ControlOrMeta+a');
  await page.keyboard.type(text);
}

/** The browser's datetime-local value for an instant (its own time zone). */
const localInput = (page: Page, at: number) =>
  page.evaluate((ms) => {
    const date = new Date(ms);
    const pad = (value: number) => String(value).padStart(2, '0');
    return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}T${pad(date.getHours())}:${pad(date.getMinutes())}`;
  }, at);

test.describe('the editor’s journey', () => {
  test.describe.configure({ timeout: 240_000 });

  test('draft, preview, schedule, live on time, restore an earlier wording; the typed alt text is the banner’s', async ({
    page,
    request,
  }) => {
    await signIn(page, request);
    const token = await apiToken(request);
    const admin = { authorization: `Bearer ${token}` };
    const title = unique('Nexoria reports record third-quarter results');
    const alt = `Board members at the results call ${title.slice(-5)}`;
    const firstWording = 'Revenue grew by a third on cloud and data work.';
    const editedWording = 'Revenue grew strongly (a wording to be taken back).';

    // 1. Save draft: stays in the form, now editing the stored item.
    await page.goto('/admin/create-press-release');
    await page.getByLabel('Title', { exact: true }).fill(title);
    await page.getByLabel('Created By').fill('Investor Relations');
    await page.getByLabel('Meta Title').fill(title);
    await page.getByLabel('Meta Description').fill('Third-quarter results: revenue up a third.');
    await page.getByLabel('Image', { exact: true }).setInputFiles(png('results.png'));
    await expect(page.getByText('Image uploaded.')).toBeVisible();
    await page.getByLabel('Image alt text').fill(alt);
    await replaceBody(page, firstWording);
    await page.getByRole('button', { name: 'Save draft' }).click();
    await expect(page.getByText('Draft saved.')).toBeVisible();
    await expect(page).toHaveURL(/\/admin\/update-press\/[\w-]+$/);
    const id = new URL(page.url()).pathname.split('/').pop()!;
    const stored = (await (await request.get(`/api/admin/content/press/${id}`, { headers: admin })).json()) as {
      data: { slug: string; status: string; imageAlt: string };
    };
    expect(stored.data).toMatchObject({ status: 'draft', imageAlt: alt });
    const { slug } = stored.data;

    // 2. Preview shows the draft as its public page will, for the admin only.
    await page.getByRole('link', { name: 'Preview', exact: true }).click();
    await expect(page).toHaveURL(`/admin/preview/press/${id}`);
    const bar = page.getByRole('region', { name: 'Preview' });
    await expect(bar).toContainText('Preview: Draft');
    await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
    await expect(page.getByText(firstWording)).toBeVisible();
    await expect(page.locator('img.content-article__banner')).toHaveAttribute('alt', alt);
    await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', 'noindex');
    await checkA11y(page);

    // 3. The draft is nowhere public (checked once the preview has had its time: the publisher would have run by now).
    expect(await publicView(request, id, slug, title)).toEqual(hidden);

    // 4. Publish at a little ahead, then the spec's Submit: scheduled, still not public.
    await bar.getByRole('link', { name: 'Back to editing' }).click();
    await expect(page).toHaveURL(`/admin/update-press/${id}`);
    await expect(page.getByLabel('Title', { exact: true })).toHaveValue(title);
    const publishAt = Math.ceil((Date.now() + scheduleLeadMs) / 60_000) * 60_000;
    await page.getByLabel('Publish at').fill(await localInput(page, publishAt));
    await page.getByRole('button', { name: 'Submit' }).click();
    await expect(page).toHaveURL(/\/admin\/press-release$/);
    const scheduled = (await (await request.get(`/api/admin/content/press/${id}`, { headers: admin })).json()) as {
      data: { status: string; publishAt: string };
    };
    expect(scheduled.data.status).toBe('scheduled');
    expect(Date.parse(scheduled.data.publishAt)).toBe(publishAt);
    expect(Date.now(), 'still before Publish at').toBeLessThan(publishAt);
    expect(await publicView(request, id, slug, title)).toEqual(hidden);

    // 5. It goes live on time: not before Publish at, within a few scheduler ticks after it.
    await expect
      .poll(() => publicView(request, id, slug, title), { timeout: publishAt - Date.now() + liveWithinMs, intervals: [1000] })
      .toEqual(live);
    const liveAt = Date.now();
    expect(liveAt).toBeGreaterThanOrEqual(publishAt);
    expect(liveAt).toBeLessThanOrEqual(publishAt + liveWithinMs);
    expect((await raw(request, `/press-release/${slug}`)).html).toContain(firstWording);

    // 6. Edit the wording (by link: the form loads the item), then Submit: the page follows.
    await page.goto(`/admin/update-press/${id}`);
    await expect(page.getByLabel('Title', { exact: true })).toHaveValue(title);
    await replaceBody(page, editedWording);
    await page.getByRole('button', { name: 'Submit' }).click();
    await expect(page).toHaveURL(/\/admin\/press-release$/);
    await expect.poll(async () => (await raw(request, `/press-release/${slug}`)).html, { timeout: liveWithinMs }).toContain(editedWording);

    // 7. Earlier versions: the newest is the wording the edit replaced; View shows it, Restore brings it back.
    await page.goto(`/admin/update-press/${id}`);
    const versions = page.getByRole('region', { name: 'Earlier versions' });
    const newest = versions.getByRole('listitem').first();
    await expect(newest).toContainText('admin@example.com');
    await newest.getByRole('button', { name: 'View' }).click();
    await expect(newest.getByText(firstWording)).toBeVisible();
    const asked = await answerConfirm(page, () => newest.getByRole('button', { name: 'Restore' }).click(), 'accept');
    expect(asked).toBe('Restore this version? The current wording is kept as an earlier version.');
    await expect(page.getByText('Version restored.')).toBeVisible();
    await expect
      .poll(
        async () => {
          const { html } = await raw(request, `/press-release/${slug}`);
          return html.includes(firstWording) && !html.includes(editedWording);
        },
        { timeout: liveWithinMs },
      )
      .toBe(true);

    // 8. The alt text typed in the form is the public banner's, in the page and its share tags.
    const published = await raw(request, `/press-release/${slug}`);
    expect(published.html).toContain(`<meta property="og:image:alt" content="${alt}"`);
    // A visitor's own tab: no admin session, no form left behind to ask about unsaved changes.
    const visitor = startsLive(await page.context().newPage());
    await visitor.goto(`/press-release/${slug}`);
    await expect(visitor.getByRole('heading', { level: 1, name: title })).toBeVisible();
    await expect(visitor.locator('img.content-article__banner')).toHaveAttribute('alt', alt);
    await expect(visitor.getByText(firstWording)).toBeVisible();
    await visitor.close();

    // Leave the site as it was.
    const removed = await request.delete(`/api/press-release/admin/delete/${id}`, { headers: admin });
    expect(removed.status()).toBe(200);
  });
});
