/**
 * What raises rights or destroys data is asked first, with what it means:
 * a role change waits for its dialog (an arrow key on the select changes
 * nothing on the server), an erasure shows what is stored before it is
 * offered, and a set-password link that no longer works says so instead of
 * showing its form.
 */
import type { APIRequestContext } from '@playwright/test';
import { messages } from '../../functions/contract/messages';
import { apiToken, createUserByApi, mailLink, mailSubjects, pathOf, signIn, uniqueAddress, postAsPerson } from './admin-support';
import { checkA11y, expect, test } from './fixtures';

/** The role the server holds for `email`, as the Users screen's route answers it. */
async function storedRole(request: APIRequestContext, email: string): Promise<string | undefined> {
  const headers = { authorization: `Bearer ${await apiToken(request)}` };
  const { data } = (await (await request.get('/api/admin/users', { headers })).json()) as { data: Array<{ email: string; role: string }> };
  return data.find((user) => user.email === email)?.role;
}

async function inviteByApi(request: APIRequestContext, email: string, role: string): Promise<void> {
  const headers = { authorization: `Bearer ${await apiToken(request)}` };
  const invited = await request.post('/api/admin/users', { headers, data: { email, role } });
  expect(invited.status(), await invited.text()).toBe(201);
}

test.describe('confirmations', () => {
  // Sign-ins and accepted invitations run scrypt on the server: slow on a busy machine.
  test.describe.configure({ timeout: 120_000 });

  test('a role changes only once its dialog is confirmed', async ({ page, request }, testInfo) => {
    const email = uniqueAddress(`role-${testInfo.project.name}`);
    await inviteByApi(request, email, 'sales');
    await signIn(page, request);
    await page.goto('/admin/users');
    const select = page.getByLabel(`Role for ${email}`);
    await expect(select).toHaveValue('sales');

    // One arrow key on the focused select: a question, and nothing changed on the server.
    await select.focus();
    await select.press('ArrowUp');
    const dialog = page.getByRole('alertdialog', { name: `Change ${email}'s role from Sales to Editor?` });
    await expect(dialog).toBeVisible();
    await expect(dialog).toContainText('With the Editor role they can work on: Careers, news, press releases and events.');
    await expect(dialog.getByRole('button', { name: 'Cancel' })).toBeFocused();
    await checkA11y(page);
    expect(await storedRole(request, email)).toBe('sales');

    await dialog.getByRole('button', { name: 'Cancel' }).click();
    await expect(dialog).toBeHidden();
    await expect(select).toHaveValue('sales');
    await expect(select).toBeFocused();
    expect(await storedRole(request, email)).toBe('sales');

    // Escape cancels too; Confirm changes the role.
    await select.press('ArrowUp');
    await expect(dialog).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
    await expect(select).toBeFocused();
    await select.press('ArrowUp');
    await dialog.getByRole('button', { name: 'Change role' }).click();
    await expect(page.getByText(`${email} is now Editor.`)).toBeVisible();
    await expect(select).toHaveValue('editor');
    await expect(select).toBeFocused();
    expect(await storedRole(request, email)).toBe('editor');
  });

  test('the Privacy screen shows what is stored before it offers to erase it', async ({ page, request }, testInfo) => {
    const email = uniqueAddress(`lookup-${testInfo.project.name}`);
    for (const name of ['Lee Lookup', 'Lee L.']) {
      const sent = await postAsPerson(request, '/api/contactMail', {
        data: { name, emailAddress: email, contactNo: '9876543210', message: 'Please erase me later.', terms: true },
      });
      expect(sent.ok(), await sent.text()).toBe(true);
    }
    const hired = await postAsPerson(request, '/api/hire-usMail', {
      data: {
        fullName: 'Lee Lookup',
        country: 'SG',
        contactNo: '6591234567',
        emailAddress: email,
        note: 'Two engineers.',
        hiringchecked: 'monthly',
        servicechecked: ['Backend Development'],
      },
    });
    expect(hired.ok(), await hired.text()).toBe(true);

    await signIn(page, request);
    await page.goto('/admin/privacy');
    await page.getByLabel('Email').fill(email);
    await page.getByRole('button', { name: 'Continue' }).click();
    await expect(page.getByRole('heading', { name: `Erase everything held for ${email}?` })).toBeFocused();
    await expect(
      page.getByText('Stored for this address: 2 contact messages, 1 hiring enquiry, 0 subscriptions, 0 career applications.'),
    ).toBeVisible();
    await checkA11y(page);

    // The lookup erased nothing: a second lookup through the API counts the same.
    const headers = { authorization: `Bearer ${await apiToken(request)}` };
    const again = await request.get(`/api/admin/erasure?${new URLSearchParams({ email })}`, { headers });
    expect(((await again.json()) as { data: unknown }).data).toEqual({ contact: 2, hire: 1, subscriber: 0, application: 0 });

    await page.getByRole('button', { name: 'Erase everything' }).click();
    await expect(page.getByRole('heading', { name: `Erased the data of ${email}.` })).toBeVisible();
    await page.getByRole('button', { name: 'Erase another address' }).click();

    // An address with nothing stored: said plainly, and nothing to erase.
    await page.getByLabel('Email').fill(email);
    await page.getByRole('button', { name: 'Continue' }).click();
    await expect(page.getByRole('heading', { name: 'Nothing stored for this address.' })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Erase everything' })).toHaveCount(0);
    await checkA11y(page);
  });

  test('a set-password link states the rule up front, and a used one shows the way forward instead of the form', async ({
    page,
    request,
  }, testInfo) => {
    // A working invitation: the form, with the length rule under the password from the start.
    const invited = uniqueAddress(`fresh-${testInfo.project.name}`);
    await inviteByApi(request, invited, 'editor');
    await page.goto(pathOf(await mailLink(request, invited, mailSubjects.invite)));
    const password = page.getByLabel('Password', { exact: true });
    await expect(password).toHaveAccessibleDescription('Use at least 10 characters.');
    await password.fill('short');
    await expect(password).toHaveAccessibleDescription('Use at least 10 characters. 5 more characters to go.');
    await password.fill('long-enough-1');
    await expect(password).toHaveAccessibleDescription('Use at least 10 characters. Long enough.');
    await checkA11y(page);

    // The same kind of link once used: no form, the message and whom to ask.
    const used = uniqueAddress(`used-${testInfo.project.name}`);
    await createUserByApi(request, used, 'sales', 'used-link-password-1');
    await page.goto(pathOf(await mailLink(request, used, mailSubjects.invite)));
    await expect(page.getByRole('alert')).toHaveText(messages.linkInvalid);
    await expect(page.getByText('Ask an Owner to send you a new invitation.')).toBeVisible();
    await expect(page.getByLabel('Password', { exact: true })).toHaveCount(0);
    await checkA11y(page);

    // A reset link the server does not know: the way to a new one.
    await page.goto(`/admin/reset-password?token=${'A'.repeat(43)}`);
    await expect(page.getByRole('alert')).toHaveText(messages.linkInvalid);
    await expect(page.getByRole('link', { name: 'Request a new link' })).toHaveAttribute('href', '/admin/forgot-password');
    await expect(page.getByLabel('New password')).toHaveCount(0);
  });
});
