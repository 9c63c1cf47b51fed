/**
 * The sales team's journey from an enquiry to a reply: an Owner invites a Sales user from the Users
 * screen; the user sets a password from the mailed link, meets only the
 * sales sections, finds a new enquiry by search and status, marks it Replied
 * with a note and exports the list as filtered.
 */
import type { Page } from '@playwright/test';
import { acceptInvitation, exportedCsv, inviteUser, signIn, unique, uniqueAddress, postAsPerson } from './admin-support';
import { adminSectionEntries } from './admin-nav-support';
import { checkA11y, expect, test } from './fixtures';

/** Where the admin bar's sections go (the mobile menu and the bar's menus opened, as a user would). */
const sectionPaths = async (page: Page) => (await adminSectionEntries(page)).map((entry) => entry.path);

/** The table's rows once it has loaded (the header row aside). */
const bodyRows = (page: Page) =>
  page
    .getByRole('region', { name: 'Contact Us Database' })
    .getByRole('row')
    .filter({ hasNot: page.getByRole('columnheader') });

test.describe('sales journey', () => {
  test.describe.configure({ timeout: 180_000 });

  test('a Sales user invited by an Owner works an enquiry: Replied with a note, found by status and search, exported', async ({
    page,
    request,
    isMobile,
  }, testInfo) => {
    const salesEmail = uniqueAddress(`sales-${testInfo.project.name}`);
    const name = unique(`Grace Hopper ${testInfo.project.name}`);
    const enquirer = uniqueAddress('enquirer');
    const sent = await postAsPerson(request, '/api/contactMail', {
      data: {
        name,
        contactNo: '5551234567',
        emailAddress: enquirer,
        message: `Quote for a compiler audit, please. (${name})`,
        terms: true,
      },
    });
    expect(sent.ok(), await sent.text()).toBe(true);

    // The Owner invites through the Users screen; the invitee sets a password from the mail.
    await signIn(page, request);
    await page.goto('/admin/users');
    await inviteUser(page, salesEmail, 'Sales');
    await acceptInvitation(page, request, salesEmail, 'sales-password-1');
    await expect(page).toHaveURL(/\/admin\/contact-us$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Contact Us Database' })).toBeVisible();
    expect(await sectionPaths(page)).toEqual([
      '/admin/contact-us',
      '/admin/hire-us',
      '/admin/subscribers',
      '/admin/lead-sources',
      '/admin/account',
    ]);

    // Search covers the whole list on the server: the new enquiry is the only row.
    await page.getByRole('searchbox', { name: 'Search enquiries' }).fill(name);
    await expect(page).toHaveURL(/[?&]q=/);
    await expect(bodyRows(page)).toHaveCount(1);
    const row = bodyRows(page).first();
    await expect(row.getByRole('cell', { name, exact: true })).toBeVisible();
    await expect(row.getByText('New', { exact: true })).toBeVisible();
    // A phone's row shows name, status and date; the rest is on the lead's page.
    if (!isMobile) {
      await expect(row.getByRole('link', { name: enquirer })).toHaveAttribute('href', `mailto:${enquirer}`);
      await expect(row.getByRole('link', { name: '5551234567' })).toHaveAttribute('href', 'tel:5551234567');
    }
    await expect(page.getByRole('status').filter({ hasText: 'Loading' })).toHaveCount(0);
    await checkA11y(page);

    // The lead: every field, then Replied, assigned to the Sales user, with a note.
    await row.getByRole('link', { name, exact: true }).click();
    await expect(page).toHaveURL(/\/admin\/contact-us\/[0-9a-f-]{36}$/);
    await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();
    await expect(page.getByText(`Quote for a compiler audit, please. (${name})`)).toBeVisible();
    await expect(page.getByRole('button', { name: 'Delete' })).toHaveCount(0);
    // Each choice saves as it is made.
    await page.getByLabel('Status', { exact: true }).selectOption({ label: 'Replied' });
    await page.getByLabel('Assigned to').selectOption({ label: salesEmail });
    await expect(page.getByLabel('Status', { exact: true })).toHaveAttribute('aria-busy', 'false');
    await expect(page.getByLabel('Assigned to')).toHaveAttribute('aria-busy', 'false');
    const note = `Sent the quote by mail (${name}).`;
    await page.getByLabel('Note', { exact: true }).fill(note);
    await page.getByRole('button', { name: 'Add note' }).click();
    const added = page.getByRole('listitem').filter({ hasText: note });
    await expect(added).toBeVisible();
    await expect(added).toContainText(salesEmail);
    await expect(page.getByLabel('Note', { exact: true })).toHaveValue('');
    await checkA11y(page);

    // Back to the list as it was left: the row now says Replied and who has it.
    await page.getByRole('link', { name: /Contact Us Database/ }).click();
    await expect(page).toHaveURL(/\/admin\/contact-us\?q=/);
    await expect(bodyRows(page)).toHaveCount(1);
    await expect(bodyRows(page).first().getByText('Replied', { exact: true })).toBeVisible();
    if (!isMobile) await expect(bodyRows(page).first().getByRole('cell', { name: salesEmail })).toBeVisible();

    // The status filter finds it under Replied and not under New.
    await page.getByLabel('Status', { exact: true }).selectOption({ label: 'New' });
    await expect(page).toHaveURL(/status=new/);
    await expect(page.getByText(`No enquiries match “${name}” with status New.`)).toBeVisible();
    await page.getByLabel('Status', { exact: true }).selectOption({ label: 'Replied' });
    await expect(page).toHaveURL(/status=replied/);
    await expect(bodyRows(page).first().getByRole('cell', { name, exact: true })).toBeVisible();

    // Export CSV: the list as filtered on screen.
    const { fileName, lines } = await exportedCsv(page);
    expect(fileName).toMatch(/^contact-enquiries-\d{4}-\d{2}-\d{2}\.csv$/);
    expect(lines[0]).toBe(
      'received_at,name,email,contact_no,message,status,assigned_to,last_changed_at,last_changed_by,landing_page,referrer,utm_source,utm_medium,utm_campaign,pages_viewed,device',
    );
    expect(lines).toHaveLength(3);
    expect(lines[1]).toContain(`,${name},${enquirer},5551234567,`);
    expect(lines[1]).toContain(`,Replied,${salesEmail},`);
    // Last changed: when, and by the Sales user (the note is on the lead's own screen).
    // Then the seven source columns, empty for an enquiry sent straight to the API.
    expect(lines[1]).toMatch(/,\d{4}-\d{2}-\d{2}T[\d:.]+Z,[^,]+,{7}$/);
    expect(lines[1]?.endsWith(`,${salesEmail},,,,,,,`)).toBe(true);
    await expect(page.getByText('Exported 1 enquiry.')).toBeVisible();
  });
});
