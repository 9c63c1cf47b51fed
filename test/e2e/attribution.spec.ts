/**
 * Where a lead came from, end to end: a visitor lands from a campaign link,
 * browses to the contact page and sends a message; the Sales team sees the
 * campaign on the lead, in the CSV and in Leads by source.
 */
import type { Page } from '@playwright/test';
import { exportedCsv, signIn, unique } from './admin-support';
import { checkA11y, expect, test } from './fixtures';

const contactForm = (page: Page) => page.getByRole('form', { name: 'Leave us a message' });

test.describe('lead attribution', () => {
  test.describe.configure({ timeout: 120_000 });

  test('a typed message is New with its UTM source', async ({ page, request, isMobile }, testInfo) => {
    const name = unique(`Nora Field ${testInfo.project.name}`);
    await page.goto('/?utm_source=newsletter&utm_medium=email&utm_campaign=autumn');
    // Browsing on: the footer's contact link is a second page of the same visit.
    await page.getByRole('link', { name: 'Contact us here' }).click();
    await expect(page).toHaveURL(/\/contact$/);
    const form = contactForm(page);
    await form.getByLabel('Full name').fill(name);
    await form.getByLabel('Contact number').fill('4155550123');
    await form.getByLabel('Email').fill('nora@acme.io');
    await form.getByLabel('Message').fill('A data team for our autumn launch.');
    await form.getByRole('checkbox').check();
    await form.getByRole('button', { name: /send message/i }).click();
    await expect(page.getByText('Form submitted successfully!')).toBeVisible();

    // The lead: New, with where it came from.
    await signIn(page, request);
    await page.goto(`/admin/contact-us?q=${encodeURIComponent(name)}`);
    const row = page.getByRole('region', { name: 'Contact Us Database' }).getByRole('row').filter({ hasText: name });
    await expect(row).toHaveCount(1);
    await expect(row.getByText('New', { exact: true })).toBeVisible();
    await row.getByRole('link', { name, exact: true }).click();
    await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();
    const source = page.getByRole('region', { name: 'Source' });
    const fact = (label: string) => source.locator('.admin-facts__row').filter({ has: page.getByText(label, { exact: true }) });
    await expect(fact('UTM source')).toContainText('newsletter');
    await expect(fact('UTM medium')).toContainText('email');
    await expect(fact('UTM campaign')).toContainText('autumn');
    await expect(fact('Landing page')).toContainText('/');
    await expect(fact('Referrer')).toContainText('Direct');
    await expect(fact('Pages viewed')).toContainText('2');
    await expect(fact('Device')).toContainText(isMobile ? 'Mobile' : 'Desktop');
    await checkA11y(page);

    // The CSV: the seven source columns after the others.
    await page.goto(`/admin/contact-us?q=${encodeURIComponent(name)}`);
    await expect(page.getByRole('region', { name: 'Contact Us Database' }).getByRole('row').filter({ hasText: name })).toHaveCount(1);
    const { lines } = await exportedCsv(page);
    expect(lines[0]?.endsWith(',landing_page,referrer,utm_source,utm_medium,utm_campaign,pages_viewed,device')).toBe(true);
    expect(lines).toHaveLength(3);
    expect(lines[1]).toContain(`,${name},`);
    expect(lines[1]?.endsWith(`,/,,newsletter,email,autumn,2,${isMobile ? 'mobile' : 'desktop'}`)).toBe(true);

    // Leads by source: the campaign is counted, in both periods.
    await page.goto('/admin/lead-sources');
    await expect(page.getByRole('heading', { level: 1, name: 'Leads by source' })).toBeVisible();
    const newsletter = page.getByRole('region', { name: 'Source' }).getByRole('row').filter({ hasText: 'newsletter' });
    await expect(newsletter).toHaveCount(1);
    await expect(page.getByRole('region', { name: 'Campaign' }).getByRole('row').filter({ hasText: 'autumn' })).toHaveCount(1);
    await checkA11y(page);
    await page.getByText('Last 90 days').click();
    await expect(page).toHaveURL(/[?&]days=90/);
    await expect(page.getByRole('radio', { name: 'Last 90 days' })).toBeChecked();
    await expect(page.getByRole('region', { name: 'Source' }).getByRole('row').filter({ hasText: 'newsletter' })).toHaveCount(1);
  });
});
