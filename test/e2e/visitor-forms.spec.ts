/** Contact and hiring enquiries and the newsletter, end to end against the local stack. */
import type { APIRequestContext, Page } from '@playwright/test';
import { test, expect, checkA11y, allowProblems } from './fixtures';

const unique = () => `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;

async function adminList(request: APIRequestContext, path: string): Promise<Array<Record<string, unknown>>> {
  const login = await request.post('/api/admin/login', { data: { email: 'admin@example.com', password: 'local-admin-2024' } });
  const { token } = (await login.json()) as { token: string };
  const answer = await request.get(path, { headers: { authorization: `Bearer ${token}` } });
  return ((await answer.json()) as { data: { list: Array<Record<string, unknown>> } }).data.list;
}

async function mails(request: APIRequestContext): Promise<Array<{ subject: string; body: { text: string } }>> {
  return ((await (await request.get('/__local/mail')).json()) as { emails: Array<{ subject: string; body: { text: string } }> }).emails;
}

const contactForm = (page: Page) => page.getByRole('form', { name: 'Leave us a message' });

test.describe('contact form', () => {
  test('empty, bad values, then a valid message that is stored and mailed', async ({ page, request }) => {
    await page.goto('/contact');
    const form = contactForm(page);
    await expect(form).toBeVisible();
    await form.getByRole('button', { name: /send message/i }).click();
    for (const message of [
      'Full name is required.',
      'Email is required.',
      'Contact number is required.',
      'Message is required.',
      'You must agree to the Privacy Policy.',
    ]) {
      await expect(form.getByText(message)).toBeVisible();
    }
    await checkA11y(page);

    const name = `Priya E2E ${unique()}`;
    await form.getByLabel('Full name').fill(name);
    await form.getByLabel('Contact number').fill('+1 415 555');
    await form.getByLabel('Email').fill('priya@acme');
    await form.getByLabel('Message').fill('We need two React engineers from March for a patient portal.');
    await form.getByRole('checkbox').check();
    await form.getByRole('button', { name: /send message/i }).click();
    await expect(form.getByText('Enter a valid email address.')).toBeVisible();
    await expect(form.getByText('Enter a valid contact number.')).toBeVisible();
    await expect(form.getByText('Full name is required.')).toHaveCount(0);

    await form.getByLabel('Contact number').fill('4155550123');
    await form.getByLabel('Email').fill('priya@acme.io');
    await form.getByRole('button', { name: /send message/i }).click();
    await expect(page.getByText('Form submitted successfully!')).toBeVisible();
    await expect(form.getByLabel('Full name')).toHaveValue('');
    await expect(form.getByLabel('Message')).toHaveValue('');
    await expect(form.getByRole('checkbox')).not.toBeChecked();

    const stored = await adminList(request, '/api/contactList/1');
    expect(stored.find((row) => row.name === name)).toMatchObject({ emailAddress: 'priya@acme.io', contactNo: '4155550123' });
    // The mail goes out from the mail queue, just after the answer.
    await expect.poll(async () => (await mails(request)).some((mail) => mail.subject.includes(name))).toBe(true);
  });

  test('what a visitor types before the page hydrates is kept and sent', async ({ page }) => {
    // The page's scripts are held back while the visitor fills the prerendered form.
    let release = () => {};
    const scriptsHeld = new Promise<void>((resolve) => {
      release = resolve;
    });
    await page.route('**/*.js', async (route) => {
      await scriptsHeld;
      await route.continue();
    });
    let sent: Record<string, unknown> | undefined;
    await page.route('**/api/contactMail', async (route) => {
      sent = route.request().postDataJSON() as Record<string, unknown>;
      await route.fulfill({ status: 200, contentType: 'application/json', body: '{"ack":1,"msg":"Form submitted successfully!"}' });
    });
    await page.goto('/contact', { waitUntil: 'commit' });
    const form = contactForm(page);
    await form.getByLabel('Full name').fill('Early Visitor');
    await form.getByLabel('Contact number').fill('4155550123');
    await form.getByLabel('Email').fill('early@acme.io');
    await form.getByLabel('Message').fill('Typed before the scripts arrived.');
    await form.getByRole('checkbox').check();
    release();
    // Hydrated: React has attached itself to the form.
    await page.waitForFunction(() => {
      const element = document.querySelector('form.contact-enquiry');
      return element !== null && Object.keys(element).some((key) => key.startsWith('__react'));
    });
    await expect(form.getByLabel('Full name')).toHaveValue('Early Visitor');
    await form.getByRole('button', { name: /send message/i }).click();
    await expect(page.getByText('Form submitted successfully!')).toBeVisible();
    expect(sent).toMatchObject({ name: 'Early Visitor', emailAddress: 'early@acme.io', contactNo: '4155550123', terms: true });
  });

  test('a failed submission keeps every field', async ({ page, pageProblems }) => {
    await page.route('**/api/contactMail', (route) =>
      route.fulfill({ status: 503, contentType: 'application/json', body: '{"ack":0,"msg":"down"}' }),
    );
    await page.goto('/contact');
    const form = contactForm(page);
    await form.getByLabel('Full name').fill('Kept Name');
    await form.getByLabel('Contact number').fill('4155550123');
    await form.getByLabel('Email').fill('kept@acme.io');
    await form.getByLabel('Message').fill('Please keep this text.');
    await form.getByRole('checkbox').check();
    await form.getByRole('button', { name: /send message/i }).click();
    await expect(page.getByText('Failed to submit form. Please try again.')).toBeVisible();
    await expect(form.getByLabel('Full name')).toHaveValue('Kept Name');
    await expect(form.getByLabel('Message')).toHaveValue('Please keep this text.');
    await expect(form.getByRole('checkbox')).toBeChecked();
    allowProblems(pageProblems, /503|contactMail/);
  });
});

test.describe('hiring form', () => {
  test('empty, bad values, then a valid enquiry that is stored and mailed', async ({ page, request }) => {
    await page.goto('/hiring');
    const form = page.getByRole('form', { name: 'Send us your requirements' });
    await form.getByRole('button', { name: /send enquiry/i }).click();
    for (const message of [
      'Full name is required.',
      'Valid email is required.',
      'Valid contact number is required.',
      'Country selection is required.',
      'At least one skill must be selected.',
      'Please select one type of hiring.',
    ]) {
      await expect(form.getByText(message)).toBeVisible();
    }
    await expect(form.getByText('Select as many of these as apply')).toBeVisible();
    await checkA11y(page);

    const fullName = `Daniel E2E ${unique()}`;
    await form.getByLabel('Full name').fill(fullName);
    await form.getByLabel('Email').fill('daniel@acme.abcdefg');
    await form.getByLabel('Contact number').fill('415555012');
    await form.getByRole('button', { name: /send enquiry/i }).click();
    await expect(form.getByText('Valid email is required.')).toBeVisible();
    await expect(form.getByText('Valid contact number is required.')).toBeVisible();

    await form.getByLabel('Email').fill('daniel@acme.io');
    await form.getByLabel('Contact number').fill('4155550123');
    const country = form.getByRole('combobox', { name: /country/i });
    await country.fill('singa');
    await page.getByRole('option', { name: 'Singapore' }).click();
    await expect(country).toHaveValue('Singapore');
    await form.getByText('DevOps', { exact: true }).click();
    await form.getByText('SAP', { exact: true }).click();
    await form.getByRole('radio', { name: /fixed price/i }).check();
    await form.getByLabel('Tell us about the project').fill('Two engineers for a six-month migration.');
    await form.getByRole('button', { name: /send enquiry/i }).click();
    await expect(page.getByText('Form submitted successfully!')).toBeVisible();
    await expect(form.getByLabel('Full name')).toHaveValue('');
    await expect(country).toHaveValue('');
    await expect(form.getByRole('checkbox', { name: 'DevOps' })).not.toBeChecked();

    const stored = await adminList(request, '/api/hiredList/1');
    expect(stored.find((row) => row.fullName === fullName)).toMatchObject({
      country: 'Singapore',
      hiringchecked: 'fixed',
      servicechecked: ['DevOps', 'SAP'],
      contactNo: '4155550123',
    });
    await expect.poll(async () => (await mails(request)).some((mail) => mail.subject.includes(fullName))).toBe(true);
  });

  test('a failed submission keeps the values', async ({ page, pageProblems }) => {
    await page.route('**/api/hire-usMail', (route) =>
      route.fulfill({ status: 503, contentType: 'application/json', body: '{"ack":0,"msg":"down"}' }),
    );
    await page.goto('/hiring');
    const form = page.getByRole('form', { name: 'Send us your requirements' });
    await form.getByLabel('Full name').fill('Kept Hire');
    await form.getByLabel('Email').fill('kept@acme.io');
    await form.getByLabel('Contact number').fill('4155550123');
    await form.getByRole('combobox', { name: /country/i }).fill('India');
    await page.getByRole('option', { name: 'India', exact: true }).click();
    await form.getByText('Machine Learning', { exact: true }).click();
    await form.getByRole('radio', { name: /monthly basis/i }).check();
    await form.getByRole('button', { name: /send enquiry/i }).click();
    await expect(page.getByText('Failed to submit form. Please try again.')).toBeVisible();
    await expect(form.getByLabel('Full name')).toHaveValue('Kept Hire');
    await expect(form.getByRole('checkbox', { name: 'Machine Learning' })).toBeChecked();
    allowProblems(pageProblems, /503|hire-usMail/);
  });
});

test('newsletter: validation, subscribe, subscribe again', async ({ page }) => {
  await page.goto('/career');
  // The footer loads its form as it nears the viewport.
  await page.getByRole('region', { name: 'Engineering notes, once a month' }).scrollIntoViewIfNeeded();
  const box = page.getByRole('contentinfo').getByLabel('Your work e-mail');
  const subscribe = page.getByRole('contentinfo').getByRole('button', { name: 'Subscribe' });
  await subscribe.click();
  await expect(page.getByRole('contentinfo').getByText('Email is required.')).toBeVisible();
  await box.fill('reader@acme');
  await subscribe.click();
  await expect(page.getByRole('contentinfo').getByText('Enter a valid email address.')).toBeVisible();

  const email = `reader.${unique()}@acme.io`;
  await box.fill(email);
  await subscribe.click();
  await expect(page.getByText(/thank you for subscribing/i)).toBeVisible();
  await expect(box).toHaveValue('');
  // A second subscription is answered exactly like the first: the answer tells nobody who is subscribed.
  await box.fill(email);
  await subscribe.click();
  await expect(box).toHaveValue(''); // emptied on success only
  await expect(page.getByText(/thank you for subscribing/i).last()).toBeVisible();
  await expect(page.getByText(/already subscribed/i)).toHaveCount(0);
  await checkA11y(page);
});
