/**
 * Every content form, filled and submitted with the keyboard alone: each field
 * is reached with Tab from the one before it (never clicked, never filled), so
 * a keyboard trap anywhere on the way (the rich-text editor's Tab once was
 * one) fails the test.
 */
import type { APIRequestContext, APIResponse, Locator, Page } from '@playwright/test';
import { admin, apiToken, png, signIn, unique } from './admin-support';
import { expect, test } from './fixtures';

/** What the keyboard user is on, for a failure message. */
const focusedName = (page: Page) =>
  page.evaluate(() => {
    const active = document.activeElement;
    if (!active || active === document.body) return 'the page';
    const name = active.getAttribute('aria-label') || active.id || active.classList[0] || '';
    return `${active.tagName.toLowerCase()}${name ? ` "${name}"` : ''}`;
  });

/**
 * Presses `key` until `target` has focus, as a keyboard user would, at most
 * `limit` times: a field that Tab cannot reach from the previous one fails.
 */
async function tabTo(page: Page, target: Locator, { limit = 16, key = 'Tab' } = {}): Promise<void> {
  const passed: string[] = [];
  for (let press = 0; press < limit; press++) {
    await page.keyboard.press(key);
    if (await target.evaluate((element) => element === document.activeElement)) return;
    passed.push(await focusedName(page));
  }
  expect(passed, `${key} never reached ${target}; it went through`).toEqual([]);
}

const hasFocus = (target: Locator) => target.evaluate((element) => element === document.activeElement);

/** One field of a form as the keyboard user fills it, in form order. */
type Step =
  | { label: string; type: string }
  | { label: string; richText: string }
  | { label: string; file: string }
  | { label: string; waitFor: string };

/** Tabs to the field and fills it: typing, or the editor's typing, or a file once the input has focus. */
async function fillStep(page: Page, step: Step): Promise<void> {
  if ('richText' in step) {
    const editor = page.getByRole('textbox', { name: step.label });
    // The toolbar's controls come first: a keyboard user passes them to reach the text.
    await tabTo(page, editor);
    await page.keyboard.type(step.richText);
    return;
  }
  const field = page.getByLabel(step.label, { exact: true });
  await tabTo(page, field);
  if ('file' in step) {
    // Playwright cannot drive the browser's native file dialog: the file is handed to the input the keyboard focused.
    await field.setInputFiles(png(step.file));
    await expect(page.getByText('Image uploaded.')).toBeVisible();
  } else if ('type' in step) {
    await page.keyboard.type(step.type);
  }
}

interface KeyboardForm {
  /** Takes the published item down again, so the public pages other specs count stay as seeded. */
  remove: (request: APIRequestContext, token: string, id: string) => Promise<APIResponse>;
  list: string;
  addLink: string;
  toast: string;
  api: string;
  titleKey: string;
  steps: (title: string) => Step[];
}

const forms: Record<string, KeyboardForm> = {
  news: {
    remove: (request, token, id) => request.delete(`/api/news/admin/deleteNews/${id}`, { headers: { authorization: `Bearer ${token}` } }),
    list: '/admin/news',
    addLink: 'Add News',
    toast: 'News has been created',
    api: '/api/getallNews',
    titleKey: 'newsTitle',
    steps: (title) => [
      { label: 'Title', type: title },
      { label: 'Meta Title', type: title },
      { label: 'Meta Description', type: 'A migration finished without a minute of downtime.' },
      { label: 'Image', file: 'news.png' },
      { label: 'News Content', richText: 'Fourteen payment services moved in one night.' },
      { label: 'Source Link', type: 'https://example.org/keyboard-news' },
    ],
  },
  press: {
    remove: (request, token, id) =>
      request.delete(`/api/press-release/admin/delete/${id}`, { headers: { authorization: `Bearer ${token}` } }),
    list: '/admin/press-release',
    addLink: 'Add Press',
    toast: 'Press Release has been created',
    api: '/api/getallPressRelease',
    titleKey: 'title',
    steps: (title) => [
      { label: 'Title', type: title },
      { label: 'Created By', type: 'Corporate Communications' },
      { label: 'Meta Title', type: title },
      { label: 'Meta Description', type: 'A new delivery centre opens with 120 engineers.' },
      { label: 'Image', file: 'press.png' },
      { label: 'Press Content', richText: 'The centre serves clients in four time zones.' },
    ],
  },
  career: {
    remove: (request, token, id) =>
      request.post('/api/deleteCareerPost', { data: { careerListID: id }, headers: { authorization: `Bearer ${token}` } }),
    list: '/admin/career',
    addLink: 'Add Career',
    toast: 'Career has been created',
    api: '/api/getAllCareerPost',
    titleKey: 'careerTitle',
    steps: (title) => [
      { label: 'Career Title', type: title },
      { label: 'Image', file: 'career.png' },
      { label: 'Career Experience Year', type: '3+ years' },
      { label: 'Career Interview process', type: 'Screening call, pairing session, culture conversation.' },
      { label: 'Career Location', type: 'Pune (hybrid)' },
      { label: 'Career Description', richText: 'Build accessible interfaces for enterprise clients.' },
    ],
  },
  event: {
    remove: (request, token, id) => request.delete(`/api/admin/deleteEvent/${id}`, { headers: { authorization: `Bearer ${token}` } }),
    list: '/admin/events',
    addLink: 'Add Events',
    toast: 'Event has been created',
    api: '/api/getallEvents',
    titleKey: 'eventName',
    steps: (title) => [
      { label: 'Event Name', type: title },
      // The date input takes its digits in the browser's order (en-US: month, day, year).
      { label: 'Event Date', type: '03142026' },
      { label: 'Image', file: 'event.png' },
    ],
  },
};

/** Signs in on the login screen: Tab to each field, type, Enter. */
async function signInByKeyboard(page: Page): Promise<void> {
  await page.goto('/admin/login');
  await tabTo(page, page.getByLabel('Email'));
  await page.keyboard.type(admin.email);
  await tabTo(page, page.getByLabel('Password'));
  await page.keyboard.type(admin.password);
  await page.keyboard.press('Enter');
  await expect(page.getByText('Admin Login successfully')).toBeVisible();
}

test.describe('content forms with the keyboard alone', () => {
  // Image uploads and the editor on a busy machine take longer than the default.
  test.describe.configure({ timeout: 150_000 });
  test.use({ locale: 'en-US' });

  for (const [kind, form] of Object.entries(forms)) {
    test(`${kind}: every required field reached with Tab, submitted with Enter`, async ({ page, request }) => {
      await signInByKeyboard(page);
      const title = unique(`Keyboard ${kind}`);
      await page.goto(form.list);
      // The whole admin navigation lies between the top of the page and the list's Add link.
      await tabTo(page, page.getByRole('link', { name: form.addLink }), { limit: 80 });
      await page.keyboard.press('Enter');
      await expect(page).toHaveURL(/\/admin\/create-/);
      for (const step of form.steps(title)) await fillStep(page, step);

      await tabTo(page, page.getByRole('button', { name: 'Submit' }));
      await page.keyboard.press('Enter');
      await expect(page.getByText(form.toast)).toBeVisible();
      await expect(page).toHaveURL(new RegExp(`${form.list}$`));
      await expect(page.getByRole('cell', { name: title, exact: true })).toBeVisible();
      const stored = (await (await request.get(form.api)).json()) as { data: Array<Record<string, string>> };
      const created = stored.data.find((item) => item[form.titleKey] === title);
      expect(created, `${title} in ${form.api}`).toBeDefined();

      const removed = await form.remove(request, await apiToken(request), created!._id!);
      expect(removed.ok(), await removed.text()).toBe(true);
    });
  }

  test('the rich-text editor: Shift+Tab reaches its toolbar, Tab and Escape leave it, and no tab is typed', async ({ page, request }) => {
    await signIn(page, request);
    await page.goto('/admin/create-news');
    const editor = page.getByRole('textbox', { name: 'News Content' });
    const sourceLink = page.getByLabel('Source Link');
    await tabTo(page, editor, { limit: 80 });
    await page.keyboard.type('First line.');

    // Shift+Tab: back to the toolbar's last control; Tab: into the text again.
    await page.keyboard.press('Shift+Tab');
    expect(await page.evaluate(() => document.activeElement?.closest('.ql-toolbar') !== null)).toBe(true);
    await page.keyboard.press('Tab');
    expect(await hasFocus(editor)).toBe(true);
    // Tab moves on to the next field.
    await page.keyboard.press('Tab');
    expect(await hasFocus(sourceLink)).toBe(true);
    // Escape leaves too.
    await tabTo(page, editor, { key: 'Shift+Tab' });
    await page.keyboard.press('Escape');
    expect(await hasFocus(sourceLink)).toBe(true);
    await expect(editor).toHaveText('First line.');

    // The toolbar says how to indent, and the editor tells assistive technology so.
    await expect(editor).toHaveAccessibleDescription(/Tab and Escape move to the next field; use the toolbar to indent\./);
    await expect(page.getByRole('button', { name: 'Increase indent' })).toBeVisible();
  });
});
