/**
 * Newsletter consent and erasure, end to end: a visitor subscribes in the footer, confirms by the
 * mailed link and leaves by the unsubscribe link (each page acts only on its
 * button); an Owner erases one address on /admin/privacy and nothing of it is left.
 */
import type { APIRequestContext } from '@playwright/test';
import { messages } from '../../functions/contract/messages';
import { newsletterMessages } from '../../functions/contract/newsletter-messages';
import { test, expect, checkA11y } from './fixtures';
import { answerConfirm, apiToken, signIn, postAsPerson } from './admin-support';

const confirmSubject = 'Confirm your subscription to Nexoria Technologies news';
const address = (who: string) => `${who}.${Date.now().toString(36)}${Math.random().toString(36).slice(2, 7)}@example.com`;

interface LocalMail {
  subject: string;
  destination: { to: string[] };
  body: { text: string };
}

/** The links (path and query) of the confirmation mail sent to `to`, waiting for it to arrive. */
async function mailedLinks(request: APIRequestContext, to: string): Promise<string[]> {
  let links: string[] = [];
  await expect
    .poll(
      async () => {
        const { emails } = (await (await request.get('/__local/mail')).json()) as { emails: LocalMail[] };
        const mail = emails.filter((item) => item.subject === confirmSubject && item.destination.to.includes(to)).at(-1);
        links = [...(mail?.body.text ?? '').matchAll(/https?:\/\/\S+/g)].map(([link]) => {
          const url = new URL(link);
          return url.pathname + url.search;
        });
        return links.length;
      },
      { message: `the confirmation mail to ${to}` },
    )
    .toBe(2);
  return links;
}

/** Subscribes `email` through the API and confirms it by its mailed link, as a reader would. */
async function subscribeConfirmed(request: APIRequestContext, email: string): Promise<void> {
  expect((await postAsPerson(request, '/api/newsletter/subscribe', { data: { email } })).ok()).toBe(true);
  const [confirmLink] = await mailedLinks(request, email);
  const token = new URLSearchParams((confirmLink as string).split('?')[1]).get('token');
  expect((await request.post('/api/newsletter/confirm', { data: { token } })).ok()).toBe(true);
}

async function subscribers(request: APIRequestContext): Promise<string[]> {
  const headers = { authorization: `Bearer ${await apiToken(request)}` };
  const answer = await request.get('/api/newsletter/admin/subscriberList/1', { headers });
  return ((await answer.json()) as { data: { list: Array<{ email: string }> } }).data.list.map((row) => row.email);
}

test.describe('newsletter double opt-in', () => {
  test.describe.configure({ timeout: 90_000 });

  test('subscribe in the footer, confirm by the mailed link, then unsubscribe by its link', async ({ page, request }) => {
    const email = address('optin');
    await page.goto('/about');
    await page.getByRole('region', { name: 'Engineering notes, once a month' }).scrollIntoViewIfNeeded();
    const footer = page.getByRole('contentinfo');
    await footer.getByLabel('Your work e-mail').fill(email);
    await footer.getByRole('button', { name: 'Subscribe' }).click();
    await expect(page.getByText(messages.subscribed)).toBeVisible();
    await expect(footer.getByText(newsletterMessages.subscribeConfirmPrompt)).toBeVisible();
    expect(await subscribers(request)).not.toContain(email);

    const [confirmLink, unsubscribeLink] = await mailedLinks(request, email);
    expect(confirmLink).toMatch(/^\/newsletter\/confirm\?token=[\w.-]+$/);
    expect(unsubscribeLink).toMatch(/^\/newsletter\/unsubscribe\?token=[\w.-]+$/);

    // Opening the link changes nothing: only the button confirms.
    await page.goto(confirmLink as string);
    await expect(page.getByRole('heading', { level: 1, name: 'Confirm your subscription' })).toBeVisible();
    await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', /noindex/);
    expect(await subscribers(request)).not.toContain(email);
    await checkA11y(page);
    await page.getByRole('button', { name: 'Confirm subscription' }).click();
    await expect(page.getByRole('status').filter({ hasText: newsletterMessages.subscriptionConfirmed })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Confirm subscription' })).toHaveCount(0);
    expect(await subscribers(request)).toContain(email);

    await page.goto(unsubscribeLink as string);
    await expect(page.getByRole('heading', { level: 1, name: 'Unsubscribe from our news' })).toBeVisible();
    expect(await subscribers(request)).toContain(email);
    await page.getByRole('button', { name: 'Unsubscribe' }).click();
    await expect(page.getByRole('status').filter({ hasText: newsletterMessages.unsubscribed })).toBeVisible();
    expect(await subscribers(request)).not.toContain(email);
    await checkA11y(page);
  });

  test('the link pages are prerendered, readable without JavaScript and kept out of the sitemap', async ({ browser, request }) => {
    const context = await browser.newContext({ javaScriptEnabled: false });
    const page = await context.newPage();
    const answer = await page.goto('/newsletter/unsubscribe?token=abc.def');
    expect(answer?.status()).toBe(200);
    await expect(page.getByRole('heading', { level: 1, name: 'Unsubscribe from our news' })).toBeVisible();
    await expect(page.getByText(/Please turn on JavaScript to press the button/)).toBeVisible();
    await context.close();
    const sitemap = await (await request.get('/sitemap.xml')).text();
    expect(sitemap).toContain('<loc>');
    expect(sitemap).not.toContain('/newsletter/');
  });
});

test.describe('subscriber deletion', () => {
  test.describe.configure({ timeout: 90_000 });

  test('the sales team deletes a subscriber from the Subscribers screen, after the confirm', async ({ page, request }) => {
    const email = address('delete.me');
    await subscribeConfirmed(request, email);

    await signIn(page, request);
    await page.goto('/admin/subscribers');
    const remove = page.getByRole('button', { name: `Delete ${email}` });
    await expect(remove).toBeVisible();
    expect(await answerConfirm(page, () => remove.click(), 'accept')).toBe(messages.deleteConfirm);
    await expect(page.getByText(newsletterMessages.subscriberDeleted)).toBeVisible();
    await expect(page.getByRole('cell', { name: email, exact: true })).toHaveCount(0);
    expect(await subscribers(request)).not.toContain(email);
  });
});

test.describe('erasure', () => {
  test.describe.configure({ timeout: 90_000 });

  test('an Owner erases every enquiry and the subscription of one address on /admin/privacy', async ({ page, request }) => {
    const email = address('erase.me');
    for (const name of ['Erin Example', 'Erin E.']) {
      const sent = await postAsPerson(request, '/api/contactMail', {
        data: { name, emailAddress: email, contactNo: '9876543210', message: 'Please forget me afterwards.', terms: true },
      });
      expect(sent.ok(), await sent.text()).toBe(true);
    }
    await subscribeConfirmed(request, email);
    expect(await subscribers(request)).toContain(email);

    await signIn(page, request);
    await page.goto('/admin/privacy');
    await expect(page.getByRole('heading', { level: 1, name: 'Erase personal data' })).toBeVisible();
    await page.getByLabel('Email').fill(email.toUpperCase());
    await page.getByRole('button', { name: 'Continue' }).click();
    await expect(page.getByRole('heading', { name: `Erase everything held for ${email}?` })).toBeVisible();
    await checkA11y(page);
    await page.getByRole('button', { name: 'Erase everything' }).click();
    await expect(page.getByRole('heading', { name: `Erased the data of ${email}.` })).toBeVisible();
    await expect(
      page.getByText('2 contact messages, 0 hiring enquiries, 1 subscription and 0 career applications deleted.'),
    ).toBeAttached();
    await checkA11y(page);

    // Nothing is left for the address.
    const headers = { authorization: `Bearer ${await apiToken(request)}` };
    const contacts = (await (await request.get('/api/contactList/1', { headers })).json()) as {
      data: { list: Array<{ emailAddress: string }> };
    };
    expect(contacts.data.list.map((row) => row.emailAddress)).not.toContain(email);
    expect(await subscribers(request)).not.toContain(email);
    const again = await request.post('/api/admin/erasure', { headers, data: { email } });
    expect(((await again.json()) as { data: unknown }).data).toEqual({ contact: 0, hire: 0, subscriber: 0, application: 0 });
  });
});
