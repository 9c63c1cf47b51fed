/**
 * The Owner's audit log shows each kind of admin action, so every change can
 * be traced to a person. The actions are performed through the API (their
 * screens are tested in their own specs):
 * an invitation, its acceptance, a failed and a good sign-in of the new user,
 * a role change, a news create/update/delete, a lead status change and an
 * erasure. Then the Owner's Audit log screen lists each, and its filters
 * narrow the list to them.
 */
import type { APIRequestContext, Locator, Page } from '@playwright/test';
import { apiToken, signIn, unique, postAsPerson } from './admin-support';
import { checkA11y, expect, test } from './fixtures';

const inviteSubject = 'You are invited to the Nexoria Technologies admin';

/** An API client with a bearer token: each call must answer `expected`; answers the call's data. */
function apiAs(request: APIRequestContext, token: string) {
  const headers = { authorization: `Bearer ${token}` };
  return async (method: 'post' | 'put' | 'delete' | 'get', path: string, data?: unknown, expected = 200) => {
    const response = await request[method](path, { headers, ...(data === undefined ? {} : { data }) });
    expect(response.status(), `${method.toUpperCase()} ${path}: ${await response.text()}`).toBe(expected);
    return ((await response.json()) as { data?: any }).data;
  };
}

/** The secret of the newest invitation mailed to `email`. */
async function invitationToken(request: APIRequestContext, email: string): Promise<string> {
  let token = '';
  await expect
    .poll(
      async () => {
        const { emails } = (await (await request.get('/__local/mail')).json()) as {
          emails: Array<{ subject: string; destination: { to: string[] }; body: { text: string } }>;
        };
        const mail = emails.filter((item) => item.subject === inviteSubject && item.destination.to.includes(email)).at(-1);
        const link = /https?:\/\/\S+/.exec(mail?.body.text ?? '')?.[0];
        token = link ? (new URL(link).searchParams.get('token') ?? '') : '';
        return token;
      },
      { message: `the invitation to ${email}`, timeout: 15_000 },
    )
    .not.toBe('');
  return token;
}

/**
 * Everything the test does through the API; answers what the log must show.
 * The new user does the editing (as Editor) and the lead work (as Sales), so
 * a filter on their address finds this run's entries among any others.
 */
async function performActions(request: APIRequestContext) {
  const tag = unique('audit').replace(/\W+/g, '-').toLowerCase();
  const user = `${tag}@example.com`;
  const password = 'audit-e2e-password-1';
  const owner = apiAs(request, await apiToken(request));

  await owner('post', '/api/admin/users', { email: user, role: 'editor' }, 201);
  const accepted = await request.post('/api/admin/invitations/accept', { data: { token: await invitationToken(request, user), password } });
  expect(accepted.status(), await accepted.text()).toBe(200);
  const failed = await request.post('/api/admin/login', { data: { email: user, password: 'not-the-password-1' } });
  expect(failed.status()).toBe(401);
  const signedIn = await request.post('/api/admin/login', { data: { email: user, password } });
  expect(signedIn.status(), await signedIn.text()).toBe(200);
  const self = apiAs(request, ((await signedIn.json()) as { token: string }).token);

  const news = { first: `Audit news ${tag}`, second: `Audit news renamed ${tag}` };
  const created = await self('post', '/api/createNews', { status: 'draft', newsTitle: news.first }, 201);
  await self('put', `/api/admin/news/updateNews/${created._id}`, { newsTitle: news.second });
  await self('delete', `/api/news/admin/deleteNews/${created._id}`);

  await owner('put', `/api/admin/users/${encodeURIComponent(user)}`, { role: 'sales' });

  const enquirer = { name: `Audit Enquirer ${tag}`, email: `erase-${tag}@example.org` };
  const sent = await postAsPerson(request, '/api/contactMail', {
    data: {
      name: enquirer.name,
      contactNo: '5551234567',
      emailAddress: enquirer.email,
      message: 'Please call me about a data platform.',
      terms: true,
    },
  });
  expect(sent.ok(), await sent.text()).toBe(true);
  const leads = await self('get', `/api/admin/leads/contact?q=${encodeURIComponent(enquirer.name)}`);
  const lead = (leads.list as Array<{ _id: string; name: string }>).find((item) => item.name === enquirer.name);
  expect(lead, 'the new enquiry in the lead list').toBeTruthy();
  await self('put', `/api/admin/leads/contact/${lead!._id}`, { leadStatus: 'replied' });
  await owner('post', '/api/admin/erasure', { email: enquirer.email });

  return { user, news, enquirer, masked: 'e***@example.org' };
}

/** Rows of the log holding every one of `texts`. */
const rowWith = (page: Page, ...texts: string[]): Locator =>
  texts.reduce((rows, text) => rows.filter({ hasText: text }), page.getByRole('row').filter({ has: page.getByRole('cell') }));

/** Sets the filters and waits for the screen to read the log with them. */
async function filter(page: Page, { action, user, type }: { action?: string; user?: string; type?: string }) {
  const reading = () => page.waitForResponse((response) => response.url().includes('/api/admin/audit'));
  if (action !== undefined) {
    const read = reading();
    await page.getByLabel('Action').selectOption({ label: action });
    await read;
  }
  if (type !== undefined) {
    const read = reading();
    await page.getByLabel('Item type').selectOption({ label: type });
    await read;
  }
  if (user !== undefined) {
    const read = reading();
    await page.getByLabel('User').fill(user);
    await read;
  }
}

/** Every shown row's Action cell says `label`. */
async function expectOnlyAction(page: Page, label: string) {
  const actions = page
    .getByRole('row')
    .filter({ has: page.getByRole('cell') })
    .locator('td[data-label="Action"]');
  await expect.poll(async () => [...new Set(await actions.allInnerTexts())], { message: `only "${label}" rows` }).toEqual([label]);
}

test.describe('admin audit log', () => {
  test.describe.configure({ timeout: 120_000 });

  test('shows sign-ins, user changes, content writes, a lead status change and an erasure, and filters them', async ({ page, request }) => {
    const done = await test.step('perform the actions through the API', () => performActions(request));
    await signIn(page, request);
    await page.goto('/admin/audit');
    await expect(page.getByRole('heading', { level: 1, name: 'Audit log' })).toBeVisible();
    for (const header of ['When', 'User', 'Action', 'Item', 'Details']) {
      await expect(page.getByRole('columnheader', { name: header })).toBeAttached();
    }
    // Newest first: the erasure was the last action of the test's own run.
    await expect(rowWith(page, 'Erased personal data', done.masked).first()).toBeVisible();
    await checkA11y(page);

    await test.step("the new user's own entries, narrowed by User (any case) and Action", async () => {
      await filter(page, { user: done.user.toUpperCase() });
      await expect(page).toHaveURL(new RegExp(`user=${encodeURIComponent(done.user)}`));
      await expect(rowWith(page, 'Failed sign-in', done.user)).toHaveCount(1);
      await expect(rowWith(page, 'Signed in', done.user)).toHaveCount(1);
      await expect(rowWith(page, 'Accepted invitation', done.user, 'Editor')).toHaveCount(1);
      await expect(rowWith(page, 'Changed enquiry status', done.enquirer.name, 'New → Replied')).toHaveCount(1);
      await expect(rowWith(page, 'Invited user')).toHaveCount(0);
      await filter(page, { action: 'Signed in' });
      await expectOnlyAction(page, 'Signed in');
      await expect(rowWith(page, done.user)).toHaveCount(1);
    });

    await test.step('their news item, each write with its title at the time, narrowed by Item type', async () => {
      await filter(page, { action: 'All actions', type: 'News' });
      await expect(rowWith(page, 'Created', done.news.first, 'Draft')).toHaveCount(1);
      await expect(rowWith(page, 'Updated', done.news.second)).toHaveCount(1);
      await expect(rowWith(page, 'Deleted', done.news.second)).toHaveCount(1);
      await expect(page.getByRole('row').filter({ has: page.getByRole('cell') })).toHaveCount(3);
      await filter(page, { action: 'Deleted' });
      await expectOnlyAction(page, 'Deleted');
      await expect(rowWith(page, done.news.first)).toHaveCount(0);
    });

    await test.step("the Owner's invitation and role change of that user", async () => {
      await page.goto('/admin/audit?type=user');
      await expect(rowWith(page, 'Invited user', done.user, 'Editor')).toHaveCount(1);
      await expect(rowWith(page, 'Changed role', done.user, 'Editor → Sales')).toHaveCount(1);
    });

    await test.step('the erasure, its address never in clear', async () => {
      await filter(page, { action: 'Erased personal data', type: 'All types' });
      await expect(rowWith(page, done.masked, '1 enquiry').first()).toBeVisible();
      await expectOnlyAction(page, 'Erased personal data');
      await expect(page.getByText(done.enquirer.email)).toHaveCount(0);
    });
    await checkA11y(page);
  });
});
