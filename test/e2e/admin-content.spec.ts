import { test, expect, checkA11y } from './fixtures';
import type { Page } from '@playwright/test';
import { answerConfirm, png, signIn, unique } from './admin-support';

const total = (text: string | null) => Number(/of (\d+)/.exec(text ?? '')?.[1]);

/** Delete with the confirmation: dismiss first (nothing happens), then accept. */
async function deleteRow(page: Page, name: string, toast: string) {
  // The row being there means the page and its range have loaded.
  await expect(page.getByRole('button', { name: `Delete ${name}` })).toBeVisible();
  const before = total(await page.getByTestId('admin-range').textContent());
  const remove = () => page.getByRole('button', { name: `Delete ${name}` }).click();
  await answerConfirm(page, remove, 'dismiss');
  await expect(page.getByRole('cell', { name, exact: true })).toBeVisible();
  await answerConfirm(page, remove, 'accept');
  await expect(page.getByText(toast)).toBeVisible();
  await expect(page.getByRole('cell', { name, exact: true })).toHaveCount(0);
  await expect.poll(async () => total(await page.getByTestId('admin-range').textContent())).toBe(before - 1);
}

async function writeRichText(page: Page, label: string, text: string) {
  const editor = page.getByRole('textbox', { name: label });
  await editor.click();
  await page.keyboard.press('Control+b');
  await page.keyboard.type('Highlights:');
  await page.keyboard.press('Control+b');
  await page.keyboard.type(` ${text}`);
}

test.describe('admin careers, press releases and events', () => {
  // Image uploads and the editor on a busy machine take longer than the default.
  test.describe.configure({ timeout: 150_000 });

  test('career: create, edit, delete', async ({ page, request }) => {
    await signIn(page, request);
    const title = unique('Senior Platform Engineer');
    await page.goto('/admin/career');
    await expect(page.getByRole('heading', { level: 1, name: 'Career Database' })).toBeVisible();
    await page.getByRole('link', { name: 'Add Career' }).click();
    await expect(page).toHaveURL(/\/admin\/create-career$/);
    await page.getByLabel('Career Title').fill(title);
    await page.getByLabel('Image', { exact: true }).setInputFiles(png('career.png'));
    // The banner's alt text (optional: without it the image is decorative).
    await page.getByLabel('Image alt text').fill('An engineer at a whiteboard planning a cluster');
    await expect(page.getByText('Image uploaded.')).toBeVisible();
    await page.getByLabel('Career Experience Year').fill('5+ years');
    await page.getByLabel('Career Interview process').fill('Screening call, system design round, pairing session, culture conversation.');
    await page.getByLabel('Career Location').fill('Kolkata (hybrid)');
    await writeRichText(page, 'Career Description', 'own the Kubernetes platform behind 40 client workloads.');
    await checkA11y(page);
    await page.getByRole('button', { name: 'Submit' }).click();
    await expect(page).toHaveURL(/\/admin\/career$/);
    await expect(page.getByText('Career has been created')).toBeVisible();
    await expect(page.getByRole('cell', { name: title, exact: true })).toBeVisible();
    await checkA11y(page);

    await page.getByRole('button', { name: `Edit ${title}` }).click();
    await expect(page).toHaveURL(/\/admin\/update-career\/[\w-]+$/);
    await expect(page.getByLabel('Career Location')).toHaveValue('Kolkata (hybrid)');
    await page.getByLabel('Career Location').fill('Bengaluru (hybrid)');
    await page.getByRole('button', { name: 'Submit' }).click();
    await expect(page).toHaveURL(/\/admin\/career$/);
    // Read from the row's text: a phone's compact row shows only the title, status and date.
    await expect(page.getByRole('row').filter({ hasText: title }).first()).toContainText('Bengaluru (hybrid)');
    const careers = (await (await request.get('/api/getAllCareerPost')).json()) as {
      data: Array<{ careerTitle: string; careerLocation: string }>;
    };
    expect(careers.data.find((item) => item.careerTitle === title)?.careerLocation).toBe('Bengaluru (hybrid)');

    await deleteRow(page, title, 'Career has been deleted');
  });

  test('press release: create, edit, delete', async ({ page, request }) => {
    await signIn(page, request);
    const title = unique('Nexoria opens a security operations centre in Pune');
    await page.goto('/admin/press-release');
    await expect(page.getByRole('heading', { level: 1, name: 'Press Release Database' })).toBeVisible();
    await page.getByRole('link', { name: 'Add Press' }).click();
    await expect(page).toHaveURL(/\/admin\/create-press-release$/);
    await page.getByLabel('Title', { exact: true }).fill(title);
    await page.getByLabel('Created By').fill('Corporate Communications');
    await page.getByLabel('Meta Title').fill(title);
    await page.getByLabel('Meta Description').fill('A 24/7 SOC with 60 analysts serving clients in healthcare and finance.');
    await page.getByLabel('Image', { exact: true }).setInputFiles(png('press.png'));
    // The banner's alt text (optional: without it the image is decorative).
    await page.getByLabel('Image alt text').fill('Analysts at the Pune security operations centre');
    await expect(page.getByText('Image uploaded.')).toBeVisible();
    await writeRichText(page, 'Press Content', '60 analysts, 24/7 monitoring.');
    await page.getByRole('button', { name: 'Submit' }).click();
    await expect(page).toHaveURL(/\/admin\/press-release$/);
    await expect(page.getByText('Press Release has been created')).toBeVisible();
    await expect(page.getByRole('cell', { name: title, exact: true })).toBeVisible();
    const list = (await (await request.get('/api/getallPressRelease')).json()) as { data: Array<{ title: string; slug: string }> };
    const mine = list.data.find((item) => item.title === title)!;
    expect(mine).toBeTruthy();

    await page.getByRole('button', { name: `Edit ${title}` }).click();
    await expect(page).toHaveURL(/\/admin\/update-press\/[\w-]+$/);
    await expect(page.getByLabel('Created By')).toHaveValue('Corporate Communications');
    await page.getByLabel('Created By').fill('Investor Relations');
    await page.getByRole('button', { name: 'Submit' }).click();
    await expect(page).toHaveURL(/\/admin\/press-release$/);
    await expect(page.getByText('Press Release has been updated')).toHaveCount(0);
    const detail = (await (await request.get(`/api/getPressReleaseDetails/${mine.slug}`)).json()) as {
      data: { createdBy: string; content: string };
    };
    expect(detail.data.createdBy).toBe('Investor Relations');
    expect(detail.data.content).toContain('<strong>Highlights:</strong>');

    await deleteRow(page, title, 'Press Release has been deleted');
  });

  test('event with gallery images: create, edit the gallery, delete', async ({ page, request }) => {
    await signIn(page, request);
    const name = unique('Cloud Cost Summit');
    await page.goto('/admin/events');
    await expect(page.getByRole('heading', { level: 1, name: 'Events Database' })).toBeVisible();
    await page.getByRole('link', { name: 'Add Events' }).click();
    await expect(page).toHaveURL(/\/admin\/create-event$/);
    await page.getByLabel('Event Name').fill(name);
    await page.getByLabel('Event Date').fill('2026-03-14');
    await page.getByLabel('Image', { exact: true }).setInputFiles(png('event.png'));
    // The banner's alt text (optional: without it the image is decorative).
    await page.getByLabel('Image alt text').fill('The summit stage before the keynote');
    await expect(page.getByText('Image uploaded.')).toBeVisible();
    await page.getByLabel('Gallery images', { exact: true }).setInputFiles([png('g1.png'), png('g2.png'), png('g3.png')]);
    await expect(page.getByRole('img', { name: /^Gallery image \d$/ })).toHaveCount(3);
    await expect(page.getByRole('button', { name: 'Submit' })).toBeEnabled();
    await page.getByRole('button', { name: 'Remove gallery image 3' }).click();
    await expect(page.getByRole('img', { name: /^Gallery image \d$/ })).toHaveCount(2);
    await checkA11y(page);
    await page.getByRole('button', { name: 'Submit' }).click();
    await expect(page).toHaveURL(/\/admin\/events$/);
    await expect(page.getByText('Event has been created')).toBeVisible();
    const row = page.getByRole('row').filter({ hasText: name });
    await expect(row).toContainText('2 images');
    await expect(row).toContainText('Mar 14, 2026');
    await checkA11y(page);

    // Edit: remove one gallery image, add another; the server keeps the order asked for.
    await page.getByRole('button', { name: `Edit ${name}` }).click();
    await expect(page).toHaveURL(/\/admin\/update-event\/[\w-]+$/);
    await expect(page.getByLabel('Event Name')).toHaveValue(name);
    await expect(page.getByLabel('Event Date')).toHaveValue('2026-03-14');
    await expect(page.getByRole('img', { name: /^Gallery image \d$/ })).toHaveCount(2);
    await page.getByRole('button', { name: 'Remove gallery image 1' }).click();
    await page.getByLabel('Gallery images', { exact: true }).setInputFiles([png('g4.png'), png('g5.png')]);
    await expect(page.getByRole('img', { name: /^Gallery image \d$/ })).toHaveCount(3);
    await expect(page.getByRole('button', { name: 'Submit' })).toBeEnabled();
    await page.getByRole('button', { name: 'Submit' }).click();
    await expect(page).toHaveURL(/\/admin\/events$/);
    await expect(page.getByRole('row').filter({ hasText: name })).toContainText('3 images');

    const events = (await (await request.get('/api/getallEvents')).json()) as { data: Array<{ eventName: string; eventSlug: string }> };
    const mine = events.data.find((item) => item.eventName === name)!;
    expect(mine).toBeTruthy();
    const detail = (await (await request.get(`/api/getEvent/${mine.eventSlug}`)).json()) as {
      data: { eventImages: Array<{ imageUrl: string }> };
    };
    expect(detail.data.eventImages).toHaveLength(3);
    expect((await request.get(detail.data.eventImages[0]!.imageUrl)).ok()).toBe(true);

    await deleteRow(page, name, 'Event has been deleted');
  });

  test('leaving a form with unsaved changes asks first', async ({ page, request }) => {
    await signIn(page, request);
    await page.goto('/admin/create-career');
    await page.getByLabel('Career Title').fill('Draft title');
    const back = () => page.getByRole('link', { name: 'Back to the list' }).click();
    expect(await answerConfirm(page, back, 'dismiss')).toContain('unsaved changes');
    await expect(page).toHaveURL(/\/admin\/create-career$/);
    await expect(page.getByLabel('Career Title')).toHaveValue('Draft title');
    await answerConfirm(page, back, 'accept');
    await expect(page).toHaveURL(/\/admin\/career$/);
  });
});
