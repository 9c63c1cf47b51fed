/**
 * Spam kept out without a captcha: a bot's post straight to the contact
 * route ends in Spam with its reasons (and no mail), a message typed in the
 * contact form is New, and "Not spam" moves the bot's message to New.
 * A lead source (UTM) check for the typed message belongs beside the typed part.
 */
import type { Page } from '@playwright/test';
import { signIn, unique, uniqueAddress } from './admin-support';
import { checkA11y, expect, test } from './fixtures';

const bodyRows = (page: Page) =>
  page
    .getByRole('region', { name: 'Contact Us Database' })
    .getByRole('row')
    .filter({ hasNot: page.getByRole('columnheader') });

test.describe('spam protection', () => {
  test.describe.configure({ timeout: 120_000 });

  test('a bot post ends in Spam while a typed message is New', async ({ page, request }, testInfo) => {
    const bot = unique(`Bot ${testInfo.project.name}`);
    const person = unique(`Typed ${testInfo.project.name}`);

    // The bot posts the contact JSON straight to the route, without the page's token.
    const posted = await request.post('/api/contactMail', {
      data: { name: bot, contactNo: '5551234567', emailAddress: uniqueAddress('bot'), message: `Buy now (${bot})`, terms: true },
    });
    expect(posted.ok()).toBe(true);
    expect(await posted.json()).toMatchObject({ ack: 1, msg: 'Form submitted successfully!' });

    // A person types a message in the contact form.
    await page.goto('/contact');
    const form = page.getByRole('form', { name: 'Leave us a message' });
    await form.getByLabel('Full name').fill(person);
    await form.getByLabel('Contact number').fill('4155550123');
    await form.getByLabel('Email').fill(uniqueAddress('typed'));
    await form.getByLabel('Message').fill(`We need a React team from March. (${person})`);
    await form.getByRole('checkbox').check();
    await form.getByRole('button', { name: /send message/i }).click();
    await expect(page.getByText('Form submitted successfully!')).toBeVisible();
    // The honeypot is in the form, yet out of reach: hidden from assistive technology and the tab order.
    await expect(form.locator('input[name="website"]')).toHaveAttribute('tabindex', '-1');
    await checkA11y(page);

    await signIn(page, request);
    await page.goto(`/admin/contact-us?q=${encodeURIComponent(person)}`);
    await expect(bodyRows(page)).toHaveCount(1);
    await expect(bodyRows(page).first().getByText('New', { exact: true })).toBeVisible();
    // Hook for the lead-source (UTM) check of the typed message.

    // Filtered for Spam, the bot's message is there, with its reasons on its page.
    await page.goto(`/admin/contact-us?status=spam&q=${encodeURIComponent(bot)}`);
    await expect(bodyRows(page)).toHaveCount(1);
    await expect(bodyRows(page).first().getByText('Spam', { exact: true })).toBeVisible();
    await bodyRows(page).first().getByRole('link', { name: bot, exact: true }).click();
    await expect(page.getByRole('heading', { level: 1, name: bot })).toBeVisible();
    const panel = page.getByRole('region', { name: 'Why this is in Spam' });
    await expect(panel.getByRole('listitem')).toHaveText(["Sent without the page's form token"]);
    await expect(panel.getByRole('button', { name: 'Block sender' })).toBeVisible();
    await checkA11y(page);

    // Not spam: New, and its mail goes out.
    await panel.getByRole('button', { name: 'Not spam' }).click();
    await expect(page.getByText('Moved to New; its mail is on its way.')).toBeVisible();
    await expect(panel.getByRole('button', { name: 'Not spam' })).toHaveCount(0);
    await page.goto(`/admin/contact-us?status=new&q=${encodeURIComponent(bot)}`);
    await expect(bodyRows(page)).toHaveCount(1);
    await expect
      .poll(async () => {
        const { emails } = (await (await request.get('/__local/mail')).json()) as { emails: Array<{ subject: string }> };
        return emails.some((mail) => mail.subject === `New contact message from ${bot}`);
      })
      .toBe(true);
  });
});
