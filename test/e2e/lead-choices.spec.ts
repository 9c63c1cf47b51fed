/**
 * An enquiry's page never loses a choice: status saves as it is chosen (and
 * Undo takes it back), a note added after it leaves it alone, and a note
 * half typed survives leaving the page, counted as it is typed.
 */
import type { APIRequestContext, Page } from '@playwright/test';
import { answerConfirm, signIn, unique, uniqueAddress, postAsPerson } from './admin-support';
import { checkA11y, expect, test } from './fixtures';

/** A fresh contact enquiry, opened from the list by its name. */
async function openNewEnquiry(page: Page, request: APIRequestContext, project: string): Promise<string> {
  const name = unique(`Ada Choices ${project}`);
  const sent = await postAsPerson(request, '/api/contactMail', {
    data: { name, contactNo: '5551234567', emailAddress: uniqueAddress('choices'), message: `About ${name}`, terms: true },
  });
  expect(sent.ok(), await sent.text()).toBe(true);
  await signIn(page, request);
  await page.goto(`/admin/contact-us?q=${encodeURIComponent(name)}`);
  await page.getByRole('link', { name, exact: true }).click();
  await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();
  return name;
}

const status = (page: Page) => page.getByLabel('Status', { exact: true });
const noteBox = (page: Page) => page.getByLabel('Note', { exact: true });

test.describe('lead choices', () => {
  test.describe.configure({ timeout: 120_000 });

  test('Replied then a note: both are there after a reload, and Undo takes a change back', async ({ page, request }, testInfo) => {
    await openNewEnquiry(page, request, testInfo.project.name);
    await expect(status(page)).toHaveValue('new');
    await expect(page.getByRole('button', { name: 'Save' })).toHaveCount(0);

    await status(page).selectOption({ label: 'Replied' });
    await expect(page.getByText('Enquiry updated.')).toBeVisible();
    await expect(status(page)).toHaveAttribute('aria-busy', 'false');
    const note = unique('Quote sent by mail');
    await noteBox(page).fill(note);
    await page.getByRole('button', { name: 'Add note' }).click();
    await expect(page.getByRole('listitem').filter({ hasText: note })).toBeVisible();
    await expect(status(page)).toHaveValue('replied');

    await page.reload();
    await expect(status(page)).toHaveValue('replied');
    await expect(page.getByRole('listitem').filter({ hasText: note })).toBeVisible();

    // Undo, reached from the keyboard: the toast waits while its button has the focus.
    await status(page).selectOption({ label: 'Closed' });
    const undo = page.getByRole('button', { name: 'Undo' });
    await expect(undo).toBeVisible();
    await checkA11y(page);
    await undo.focus();
    await page.keyboard.press('Enter');
    await expect(status(page)).toHaveValue('replied');
    await expect(status(page)).toHaveAttribute('aria-busy', 'false');
    await expect(undo).toHaveCount(0);
    await page.reload();
    await expect(status(page)).toHaveValue('replied');
    await expect(page.getByRole('listitem').filter({ hasText: note })).toBeVisible();
  });

  test('a note half typed survives leaving and coming back; its length is counted and a long one refused', async ({
    page,
    request,
  }, testInfo) => {
    const name = await openNewEnquiry(page, request, testInfo.project.name);
    await expect(page.getByText('0/2,000')).toBeVisible();
    await noteBox(page).fill('Call them back on Mon');
    await expect(page.getByText('21/2,000')).toBeVisible();

    const warning = await answerConfirm(page, () => page.getByRole('link', { name: /Contact Us Database/ }).click(), 'accept');
    expect(warning).toBe('You have unsaved changes. Leave this page and lose them?');
    await expect(page.getByRole('heading', { level: 1, name: 'Contact Us Database' })).toBeVisible();

    await page.getByRole('link', { name, exact: true }).click();
    await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();
    await expect(noteBox(page)).toHaveValue('Call them back on Mon');
    await expect(page.getByText('Unsaved changes restored.')).toBeVisible();

    // A paste over the limit stays whole, counted and refused in words.
    const long = 'x'.repeat(2100);
    await noteBox(page).fill(long);
    await expect(noteBox(page)).toHaveValue(long);
    await expect(page.getByText('2,100/2,000')).toBeVisible();
    await expect(page.getByText('Note must be at most 2000 characters.')).toBeVisible();
    await page.getByRole('button', { name: 'Add note' }).click();
    await expect(page.getByText('No notes yet.')).toBeVisible();
    await checkA11y(page);
  });
});
