/** The admin's content form: edit by link, the image check at selection, inline errors, Save draft, the career Summary. */
import type { APIRequestContext, Page } from '@playwright/test';
import { test, expect, checkA11y, allowProblems } from './fixtures';
import { apiToken, png, signIn, unique, uploadKey } from './admin-support';

const wrongType = 'Image must be a JPEG, PNG, WebP, GIF or AVIF file.';

/** A news item made through the API (the spec's call, so published), with its banner's alt text; answers its id. */
async function newsByApi(request: APIRequestContext, token: string, title: string): Promise<{ _id: string; newsImageURL: string }> {
  const image = await uploadKey(request, token);
  const response = await request.post('/api/createNews', {
    headers: { authorization: `Bearer ${token}` },
    multipart: {
      newsTitle: title,
      newsCreatedBy: 'Priya Nair',
      metaTitle: `${title} (meta)`,
      metaDescription: `Why ${title} matters.`,
      newsContent: `<p>${title}: the full story.</p>`,
      newsLink: 'https://example.org/story',
      image,
      imageAlt: 'Engineers at a whiteboard',
    },
  });
  expect(response.status(), await response.text()).toBe(201);
  return ((await response.json()) as { data: { _id: string; newsImageURL: string } }).data;
}

async function expectNewsForm(page: Page, title: string, imageUrl: string) {
  await expect(page.getByRole('heading', { level: 1, name: 'Update News' })).toBeVisible();
  await expect(page.getByText('Published', { exact: true })).toBeVisible();
  await expect(page.getByLabel('Title', { exact: true })).toHaveValue(title);
  await expect(page.getByLabel('Created By')).toHaveValue('Priya Nair');
  await expect(page.getByLabel('Meta Title')).toHaveValue(`${title} (meta)`);
  await expect(page.getByLabel('Meta Description')).toHaveValue(`Why ${title} matters.`);
  await expect(page.getByLabel('Image alt text')).toHaveValue('Engineers at a whiteboard');
  await expect(page.getByRole('textbox', { name: 'News Content' })).toContainText(`${title}: the full story.`);
  await expect(page.getByLabel('Source Link')).toHaveValue('https://example.org/story');
  await expect(page.getByRole('img', { name: 'Preview of the image' })).toHaveAttribute('src', imageUrl);
}

test.describe('admin editing', () => {
  // Uploads, the editor and page publishing on a busy machine take longer than the default.
  test.describe.configure({ timeout: 120_000 });

  test('an edit page opened by its link, and reloaded, shows the record; an unknown id says so', async ({
    page,
    request,
    pageProblems,
  }) => {
    const token = await signIn(page, request);
    const title = unique('Nexoria expands its Pune delivery centre');
    const item = await newsByApi(request, token, title);

    await page.goto(`/admin/update-news/${item._id}`);
    await expectNewsForm(page, title, item.newsImageURL);
    await expect(page.getByRole('link', { name: 'Preview' })).toHaveAttribute('href', `/admin/preview/news/${item._id}`);
    await checkA11y(page);
    await page.reload();
    await expectNewsForm(page, title, item.newsImageURL);

    await page.goto('/admin/update-news/0b6f2c1e-8a4d-4c1e-9f3a-2d5e7b9c1a4f');
    await expect(page.getByRole('heading', { name: 'No such news item' })).toBeVisible();
    await expect(page.getByLabel('Title', { exact: true })).toHaveCount(0);
    await expect(page.getByRole('button', { name: 'Submit' })).toHaveCount(0);
    // The browser logs the 404 it was answered.
    allowProblems(pageProblems, /404/);
  });

  test('a text file named .png is refused at selection with the server message; nothing is uploaded', async ({ page, request }) => {
    await signIn(page, request);
    const uploads: string[] = [];
    page.on('request', (sent) => {
      if (sent.url().includes('/api/admin/uploads')) uploads.push(sent.url());
    });
    await page.goto('/admin/create-news');
    await page.getByLabel('Image', { exact: true }).setInputFiles({
      name: 'team-photo.png',
      mimeType: 'image/png',
      buffer: Buffer.from('Minutes of the quarterly review, not a picture.'),
    });
    await expect(page.getByRole('alert').filter({ hasText: wrongType })).toBeVisible();
    await expect(page.getByLabel('Image', { exact: true })).toHaveAttribute('aria-invalid', 'true');
    await expect(page.getByText('Image uploaded.')).toHaveCount(0);
    // A real image afterwards goes through.
    await page.getByLabel('Image', { exact: true }).setInputFiles(png('real.png'));
    await expect(page.getByText('Image uploaded.')).toBeVisible();
    await expect(page.getByRole('alert').filter({ hasText: wrongType })).toHaveCount(0);
    expect(uploads).toHaveLength(1);
  });

  test('a missing field is marked in place with its message, beside the spec toast', async ({ page, request }) => {
    await signIn(page, request);
    await page.goto('/admin/create-press-release');
    await page.getByLabel('Title', { exact: true }).fill('Only a title so far');
    await page.getByLabel('Created By').fill('Corporate Communications');
    await page.getByRole('button', { name: 'Submit' }).click();
    await expect(page.getByText('All Fields are required!')).toBeVisible();
    const metaTitle = page.getByLabel('Meta Title');
    await expect(metaTitle).toHaveAttribute('aria-invalid', 'true');
    await expect(metaTitle).toHaveAccessibleDescription(/Meta Title is required\./);
    await expect(metaTitle).toBeFocused();
    // The alt text is not the spec's: empty, it is a note, never an error.
    await expect(page.getByLabel('Image alt text')).not.toHaveAttribute('aria-invalid');
    await expect(page.getByText(/alt text is required/i)).toHaveCount(0);
    await expect(page.getByLabel('Title', { exact: true })).not.toHaveAttribute('aria-invalid');
    await checkA11y(page);
    await metaTitle.fill('Now it has one');
    await expect(metaTitle).not.toHaveAttribute('aria-invalid');
    await expect(page.getByText('Meta Title is required.')).toHaveCount(0);
  });

  test('Save draft keeps the editor in the form, now editing the saved draft, which stays off the public list', async ({
    page,
    request,
  }) => {
    await signIn(page, request);
    const title = unique('Embargoed: Nexoria partners with a Nordic bank');
    await page.goto('/admin/create-press-release');
    await page.getByLabel('Title', { exact: true }).fill(title);
    await page.getByLabel('Meta Title').fill(title);
    await page.getByRole('button', { name: 'Save draft' }).click();
    await expect(page.getByText('Draft saved.')).toBeVisible();
    await expect(page).toHaveURL(/\/admin\/update-press\/[\w-]+$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Update Press Release' })).toBeVisible();
    await expect(page.getByText('Draft', { exact: true })).toBeVisible();
    await expect(page.getByLabel('Title', { exact: true })).toHaveValue(title);
    await expect(page.getByRole('button', { name: 'Save draft' })).toBeVisible();

    // Still a draft after a reload: loaded by its id, and never public.
    await page.reload();
    await expect(page.getByLabel('Meta Title')).toHaveValue(title);
    await expect(page.getByText('Draft', { exact: true })).toBeVisible();
    const list = (await (await request.get('/api/getallPressRelease')).json()) as { data: Array<{ title: string }> };
    expect(list.data.some((item) => item.title === title)).toBe(false);
  });

  test('the career Summary is saved and shown on the public career card', async ({ page, request }) => {
    await signIn(page, request);
    const title = unique('Site Reliability Engineer');
    const summary = `Keep ${title} services up for 40 client workloads.`;
    await page.goto('/admin/create-career');
    await page.getByLabel('Career Title').fill(title);
    await page.getByLabel('Image', { exact: true }).setInputFiles(png('career.png'));
    await expect(page.getByText('Image uploaded.')).toBeVisible();
    await page.getByLabel('Image alt text').fill('An engineer watching the on-call dashboards');
    await page.getByLabel('Career Experience Year').fill('4+ years');
    await page.getByLabel('Career Interview process').fill('Screening call, incident drill, culture conversation.');
    await page.getByLabel('Career Location').fill('Remote (India)');
    await page.getByRole('textbox', { name: 'Career Description' }).click();
    await page.keyboard.type('Run the platform, write the runbooks.');
    await page.getByLabel('Summary').fill(summary);
    await expect(page.getByLabel('Summary')).toHaveAccessibleDescription(new RegExp(`${summary.length} of 500 characters`));
    await page.getByRole('button', { name: 'Submit' }).click();
    await expect(page).toHaveURL(/\/admin\/career$/);
    await expect(page.getByText('Career has been created')).toBeVisible();

    // The public careers page is republished on write: wait for the card.
    const card = page.getByRole('article').filter({ has: page.getByRole('heading', { name: title }) });
    await expect(async () => {
      await page.goto('/career');
      await expect(card).toContainText(summary, { timeout: 2_000 });
    }).toPass({ timeout: 60_000 });

    const token = await apiToken(request);
    const careers = (await (await request.get('/api/getAllCareerPost')).json()) as { data: Array<{ _id: string; careerTitle: string }> };
    const mine = careers.data.find((item) => item.careerTitle === title);
    const removed = await request.post('/api/deleteCareerPost', {
      headers: { authorization: `Bearer ${token}` },
      data: { careerListID: mine?._id },
    });
    expect(removed.ok()).toBe(true);
  });
});
