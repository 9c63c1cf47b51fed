/**
 * A visitor applies for a job on /career with a CV through "Apply here"
 * (the spec's Apply mail link stays beside it); HR then finds the
 * application, downloads the CV through its short-lived link and moves it to
 * Interview on the Applications screen.
 */
import { applicationMessages } from '../../functions/contract/applications';
import { pdfBytes } from '../integration/cv-files';
import { apiToken, createUserByApi, signIn, signInAs, unique, uploadKey } from './admin-support';
import { adminSectionEntries } from './admin-nav-support';
import { checkA11y, expect, test } from './fixtures';

test.describe('career applications', () => {
  test.describe.configure({ timeout: 120_000 });

  test('a Recruiter lands on Applications after sign-in and is offered only it and Account', async ({ page, request, isMobile }) => {
    const email = `${Date.now().toString(36)}-${isMobile ? 'm' : 'd'}-recruiter@example.org`;
    const password = 'Recruit-er-2026!';
    await createUserByApi(request, email, 'recruiter', password);
    await signInAs(page, email, password);
    await expect(page).toHaveURL(/\/admin\/applications$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Applications' })).toBeVisible();
    expect((await adminSectionEntries(page)).map((entry) => entry.label)).toEqual(['Applications', 'Account']);
    // A lead list is not theirs: the frame sends them back to Applications.
    await page.goto('/admin/contact-us');
    await expect(page).toHaveURL(/\/admin\/applications$/);
  });

  test('a visitor applies with a CV and HR moves the application to Interview', async ({ page, request }) => {
    const token = await apiToken(request);
    const auth = { authorization: `Bearer ${token}` };
    const title = unique('Platform Engineer');
    const created = await request.post('/api/createCareerPost', {
      headers: auth,
      multipart: {
        careerTitle: title,
        careerExperienceYr: '3-5 years',
        careerInterviewProcess: 'Two technical rounds, HR',
        careerLocation: 'Kolkata',
        careerDescription: '<p>Run the platform our clients deploy to.</p>',
        image: await uploadKey(request, token),
      },
    });
    expect(created.status(), await created.text()).toBe(201);
    const careerId = ((await created.json()) as { data: { _id: string } }).data._id;
    const email = `${Date.now().toString(36)}-candidate@example.org`;
    try {
      const card = page.getByRole('article', { name: title });
      // The new job reaches /career once the publisher has written the page: load it until it lists the job.
      await expect(async () => {
        await page.goto('/career');
        await expect(card).toBeVisible({ timeout: 5_000 });
      }).toPass({ timeout: 60_000 });
      // The spec's mail link stays as it was.
      await expect(card.getByRole('link', { name: `Apply for ${title}` })).toHaveAttribute('href', /^mailto:/);
      await card.getByRole('button', { name: `Apply here for ${title}` }).click();
      const form = card.getByRole('form', { name: `Apply for ${title}` });
      await expect(form).toBeVisible();

      // Sent empty: the schema's messages show inline, nothing is uploaded.
      await form.getByRole('button', { name: 'Send application' }).click();
      await expect(form.getByText('Full name is required.')).toBeVisible();
      await expect(form.getByText(applicationMessages.cvMissing)).toBeVisible();

      await form.getByLabel('Full name').fill('Meera Iyer');
      await form.getByLabel('Email').fill(email);
      await form.getByLabel('Phone').fill('+91 98300 12345');
      await form.getByLabel('LinkedIn or portfolio URL').fill('https://www.linkedin.com/in/meera');
      await form.getByLabel('Cover note').fill('I run Kubernetes platforms for banks.');
      await form.getByLabel(/^CV/).setInputFiles({ name: 'meera-cv.pdf', mimeType: 'application/pdf', buffer: Buffer.from(pdfBytes) });
      await form.getByRole('checkbox').check();
      await checkA11y(page);
      await form.getByRole('button', { name: 'Send application' }).click();
      await expect(card.getByRole('status').filter({ hasText: applicationMessages.submitted })).toBeVisible();

      // HR: the application is listed, opens, its CV downloads through the short-lived link, and it moves to Interview.
      await signIn(page, request);
      await page.goto('/admin/applications');
      await expect(page.getByRole('heading', { level: 1, name: 'Applications' })).toBeVisible();
      await page.getByRole('searchbox', { name: 'Search applications' }).fill(email);
      await expect(page).toHaveURL(/[?&]q=/);
      const row = page.getByRole('link', { name: /Meera Iyer/ });
      await expect(row).toHaveCount(1);
      await row.click();
      await expect(page.getByRole('heading', { level: 1, name: 'Meera Iyer' })).toBeVisible();
      await expect(page.getByRole('link', { name: email })).toHaveAttribute('href', `mailto:${email}`);
      await expect(page.getByText(title, { exact: true })).toBeVisible();

      const linkAnswer = page.waitForResponse((response) => /\/api\/admin\/applications\/[^/]+\/cv$/.test(response.url()));
      await page.getByRole('button', { name: 'Download CV' }).click();
      const signed = ((await (await linkAnswer).json()) as { data: { url: string } }).data.url;
      const cv = await request.get(signed);
      expect(cv.status()).toBe(200);
      expect(
        Buffer.from(await cv.body())
          .subarray(0, 5)
          .toString(),
      ).toBe('%PDF-');

      const stage = page.getByRole('combobox', { name: 'Stage' });
      await expect(stage).toHaveValue('applied');
      await stage.selectOption({ label: 'Interview' });
      await expect(page.getByText(applicationMessages.updated)).toBeVisible();
      await expect(page.locator('.status-badge', { hasText: 'Interview' })).toBeVisible();
      await checkA11y(page);

      // What is stored, not only what the screen says.
      const listed = await request.get(`/api/admin/applications?q=${encodeURIComponent(email)}`, { headers: auth });
      const [application] = ((await listed.json()) as { data: { list: Array<{ careerTitle: string; stage: string }> } }).data.list;
      expect(application).toMatchObject({ careerTitle: title, stage: 'interview' });
    } finally {
      await request.post('/api/deleteCareerPost', { headers: auth, data: { careerListID: careerId } });
    }
  });
});
