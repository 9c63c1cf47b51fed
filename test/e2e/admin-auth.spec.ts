import { test, expect, checkA11y, allowProblems } from './fixtures';
import { admin, postAsPerson } from './admin-support';

test.describe('admin login, guard and logout', () => {
  // Image uploads and the editor on a busy machine take longer than the default.
  test.describe.configure({ timeout: 90_000 });

  test('an admin screen without a token redirects to the login', async ({ page }) => {
    await page.goto('/admin/news');
    await expect(page).toHaveURL(/\/admin\/login$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Admin Login' })).toBeVisible();
    // No top navigation on login paths, no footer in the admin area.
    await expect(page.locator('header.site-header')).toHaveCount(0);
    await expect(page.locator('footer')).toHaveCount(0);
    await checkA11y(page);
  });

  test('the login prompts follow the spec rules', async ({ page }) => {
    await page.goto('/admin/login');
    await page.getByLabel('Email').fill('not-an-address');
    await page.getByLabel('Password').focus();
    await expect(page.getByText('Please Enter a Valid Email')).toBeVisible();
    await page.getByLabel('Email').fill('');
    await page.getByLabel('Password').fill('x');
    await page.getByLabel('Password').blur();
    await expect(page.getByText('Enter Email', { exact: true })).toBeVisible();
    await page.getByLabel('Password').fill('');
    await page.getByLabel('Email').fill(admin.email);
    await page.getByRole('button', { name: 'Login' }).click();
    await expect(page.getByText('Enter password', { exact: true })).toBeVisible();
    await expect(page).toHaveURL(/\/admin\/login$/);
  });

  test('a wrong password shows the server message', async ({ page, pageProblems }) => {
    await page.goto('/admin/login');
    await page.getByLabel('Email').fill(admin.email);
    await page.getByLabel('Password').fill('definitely-not-it');
    await page.getByRole('button', { name: 'Login' }).click();
    await expect(page.getByRole('alert').filter({ hasText: 'Invalid email or password.' })).toBeVisible();
    await expect(page).toHaveURL(/\/admin\/login$/);
    // The browser logs the 401 answer; that is the expected outcome here.
    allowProblems(pageProblems, /status of 401/);
  });

  test('login lands on contact-us with the enquiries; logout removes the token', async ({ page, request }) => {
    const name = `E2E Enquirer ${Date.now().toString(36)}`;
    const sent = await postAsPerson(request, '/api/contactMail', {
      data: {
        name,
        contactNo: '5551234567',
        emailAddress: 'enquirer@example.org',
        message: 'We would like a quote for a cloud migration of our claims platform.',
        terms: true,
      },
    });
    expect(sent.ok()).toBe(true);
    // The mail worker sends the notification off the request path; wait for it to arrive.
    await expect.poll(async () => JSON.stringify(await (await request.get('/__local/mail')).json()), { timeout: 15_000 }).toContain(name);

    await page.goto('/admin/login');
    await page.getByLabel('Email').fill(admin.email);
    await page.getByLabel('Password').fill(admin.password);
    await page.getByRole('button', { name: 'Login' }).click();
    await expect(page).toHaveURL(/\/admin\/contact-us$/);
    await expect(page.getByText('Admin Login successfully')).toBeVisible();
    await expect(page.getByRole('heading', { level: 1, name: 'Contact Us Database' })).toBeVisible();
    await expect(page.getByRole('cell', { name, exact: true })).toBeVisible();
    // Beside the spec's columns, chosen in Columns on a wide screen: the enquiry's mail status.
    if ((page.viewportSize()?.width ?? 1280) >= 768) {
      await page.getByRole('button', { name: 'Columns' }).click();
      await page.getByRole('checkbox', { name: 'Mail' }).check();
      await page.keyboard.press('Escape');
      await expect(page.getByRole('columnheader', { name: 'Mail', exact: true })).toBeVisible();
      await expect(page.getByRole('row').filter({ hasText: name }).getByRole('cell', { name: 'Sent', exact: true })).toBeVisible();
    }
    await expect(page.getByText(/^Item Per Page: \d+$/)).toBeVisible();
    // Read-only: no edit or delete on contact enquiries.
    await expect(page.getByRole('button', { name: /^(Edit|Delete) / })).toHaveCount(0);
    expect(await page.evaluate(() => sessionStorage.getItem('token'))).toBeTruthy();
    await checkA11y(page);

    // The admin bar: the highlight follows the clicked section.
    const isMobile = (page.viewportSize()?.width ?? 1280) < 768;
    if (isMobile) await page.locator('label[for="admin-bar-toggle"]').click();
    await page.getByRole('link', { name: 'Hire Us' }).click();
    await expect(page).toHaveURL(/\/admin\/hire-us$/);
    // The mobile menu closes after a choice; open it again to see the highlight.
    if (isMobile) await page.locator('label[for="admin-bar-toggle"]').click();
    await expect(page.getByRole('link', { name: 'Hire Us' })).toHaveAttribute('aria-current', 'page');
    await expect(page.getByRole('link', { name: 'Contact Us' })).not.toHaveAttribute('aria-current', 'page');
    await expect(page.getByRole('heading', { level: 1, name: 'Hire Us Database' })).toBeVisible();
    await expect(page.getByRole('status').filter({ hasText: 'Loading' })).toHaveCount(0);
    await checkA11y(page);

    await page.getByRole('button', { name: 'Log out' }).click();
    await expect(page).toHaveURL(/\/admin\/login$/);
    expect(await page.evaluate(() => sessionStorage.getItem('token'))).toBeNull();
    await page.goto('/admin/contact-us');
    await expect(page).toHaveURL(/\/admin\/login$/);
  });

  test('an expired or forged token is sent back to the login', async ({ page }) => {
    await page.addInitScript(() => sessionStorage.setItem('token', 'x.eyJleHAiOjF9.y'));
    await page.goto('/admin/events');
    await expect(page).toHaveURL(/\/admin\/login$/);
  });
});
