/**
 * The admin's sorts and searches cover the whole list, not the 20 rows shown:
 * with a thousand contact enquiries stored, Name A–Z and Z–A show the
 * alphabetically first and last name of them all, though neither is among the
 * newest; Events search finds an event that is not on the first page.
 */
import type { Page } from '@playwright/test';
import { test, expect } from './fixtures';
import { apiToken, signIn, unique } from './admin-support';
import { firstName as first, lastName as last, seedMarker as marker, storeSeededEnquiries } from './whole-list-seed';

const bodyRows = (page: Page) => page.locator('.admin-table tbody tr');
const firstName = (page: Page) => bodyRows(page).first().getByRole('cell').first();

test.describe('sorts and searches over the whole list', () => {
  test('Name A–Z and Z–A on a thousand enquiries show the first and last name of them all', async ({ page, request }) => {
    // The thousand are written as the core stores enquiries, search tokens included (about 11,000 items).
    test.setTimeout(180_000);
    await storeSeededEnquiries();
    await signIn(page, request);

    // Only the seeded thousand: other specs' enquiries share this server, and one of them ('=Mallory') sorts before any letter.
    // Newest first: neither name is on the first page.
    await page.goto(`/admin/contact-us?q=${marker}`);
    await expect(page.getByTestId('admin-range')).toHaveText(/1 - 20 of \d{4,}/);
    await expect(bodyRows(page)).toHaveCount(20);
    await expect(bodyRows(page).filter({ hasText: first })).toHaveCount(0);
    await expect(bodyRows(page).filter({ hasText: last })).toHaveCount(0);
    await expect(page.getByText(/rows of this page/)).toHaveCount(0);

    await page.getByLabel('Sort by').selectOption({ label: 'Name A–Z' });
    await expect(page).toHaveURL(/[?&]sort=az/);
    await expect(firstName(page)).toHaveText(first);
    await expect(page.getByTestId('admin-range')).toHaveText(/1 - 20 of \d{4,}/);

    await page.getByLabel('Sort by').selectOption({ label: 'Name Z–A' });
    await expect(page).toHaveURL(/[?&]sort=za/);
    await expect(page).toHaveURL(/[?&]q=/);
    await expect(firstName(page)).toHaveText(last);
    await expect(page.getByTestId('admin-range')).toHaveText(/1 - 20 of \d{4,}/);
  });

  test('Events search finds an event that is not on the first page', async ({ page, request }) => {
    const token = await apiToken(request);
    const headers = { authorization: `Bearer ${token}` };
    // Enough later events to push the oldest past page 1 (newest first by event day); drafts need no banner.
    const oldest = unique('Quarterly retro archive');
    const create = (eventName: string, eventDate: string) =>
      request.post('/api/createEvent', { headers, multipart: { eventName, eventDate, status: 'draft' } });
    const fillers = Array.from({ length: 21 }, (_, i) => create(unique(`Later meetup ${i}`), '2030-06-15'));
    const created = [];
    for (const answer of [await create(oldest, '2001-01-15'), ...(await Promise.all(fillers))]) {
      expect(answer.ok(), await answer.text()).toBe(true);
      created.push(((await answer.json()) as { data: { _id: string } }).data._id);
    }

    await signIn(page, request);
    await page.goto('/admin/events');
    await expect(bodyRows(page)).toHaveCount(20);
    await expect(bodyRows(page).filter({ hasText: oldest })).toHaveCount(0);

    await page.getByRole('searchbox', { name: 'Search' }).fill(oldest.toUpperCase());
    await expect(page).toHaveURL(/[?&]q=/);
    await expect(bodyRows(page)).toHaveCount(1);
    await expect(bodyRows(page).first()).toContainText(oldest);
    await expect(page.getByTestId('admin-range')).toHaveText(/1 - 1 of 1\b/);

    // Taken down again: later specs expect the events they create on the list's first page.
    for (const id of created) expect((await request.delete(`/api/admin/deleteEvent/${id}`, { headers })).ok()).toBe(true);
  });
});
