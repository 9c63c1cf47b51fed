/**
 * A job with a closing date: an editor creates it in the admin, /career lists
 * it and links to its own page, which carries its JobPosting (validThrough,
 * employment type, identifier, url) in the raw HTML crawlers receive (the list
 * carries none); once its closing day is over it leaves /career and the
 * sitemap, its page stays and says the role has closed (no Apply, no
 * JobPosting, noindex), and the admin marks it Closed.
 */
import type { APIRequestContext } from '@playwright/test';
import { calendarDayIn } from '../../functions/contract/job-closing';
import { checkA11y, expect, test } from './fixtures';
import { png, signIn, unique } from './admin-support';

const dayMs = 86_400_000;
/** A calendar day in the company's zone (Kolkata), `offset` days from now. */
const companyDay = (offset: number) => calendarDayIn(new Date(Date.now() + offset * dayMs));

/** What a crawler receives: the HTML as published, no script run. */
const rawHtml = async (request: APIRequestContext, path: string) => (await request.get(path, { headers: { accept: 'text/html' } })).text();

type JsonLdBlock = Record<string, unknown>;
function jsonLd(html: string): JsonLdBlock[] {
  const blocks = [...html.matchAll(/<script type="application\/ld\+json"[^>]*>([\s\S]*?)<\/script>/g)].map((match) =>
    JSON.parse(match[1]!),
  );
  return blocks.flat() as JsonLdBlock[];
}
const postingOf = (html: string, id: string) =>
  jsonLd(html).find((block) => block['@type'] === 'JobPosting' && (block.identifier as { value?: string })?.value === id);

test.describe('jobs that close', () => {
  test.describe.configure({ timeout: 150_000 });

  test('a job with a closing date has its own page with its JobPosting; once the day is over it leaves /career and its page says it has closed', async ({
    page,
    request,
  }) => {
    const token = await signIn(page, request);
    const auth = { authorization: `Bearer ${token}` };
    const title = unique('Data Platform Engineer');
    const closingDate = companyDay(30);
    let id: string | undefined;
    try {
      await page.goto('/admin/create-career');
      await page.getByLabel('Career Title').fill(title);
      await page.getByLabel('Image', { exact: true }).setInputFiles(png('career.png'));
      await expect(page.getByText('Image uploaded.')).toBeVisible();
      await page.getByLabel('Career Experience Year').fill('4-6 years');
      await page.getByLabel('Career Interview process').fill('Coding round, data modelling round, HR discussion.');
      await page.getByLabel('Career Location').fill('Kolkata');
      await page.getByRole('textbox', { name: 'Career Description' }).click();
      await page.keyboard.type('Build the pipelines our healthcare clients report from.');
      await page.getByLabel('Closing Date').fill(closingDate);
      await page.getByLabel('Employment Type').selectOption({ label: 'Contract' });
      await checkA11y(page);
      await page.getByRole('button', { name: 'Submit' }).click();
      await expect(page).toHaveURL(/\/admin\/career$/);
      await expect(page.getByRole('cell', { name: title, exact: true })).toBeVisible();

      const listed = (await (await request.get('/api/getAllCareerPost')).json()) as {
        data: Array<{ _id: string; careerTitle: string; closingDate?: string; employmentType?: string; slug?: string }>;
      };
      const job = listed.data.find((item) => item.careerTitle === title);
      expect(job).toMatchObject({ closingDate, employmentType: 'CONTRACTOR', slug: expect.any(String) });
      id = job!._id;

      // Published: /career links to the job's page, whose raw HTML carries the JobPosting Google for Jobs accepts.
      const path = `/career/${job!.slug}`;
      const jobPage = () => rawHtml(request, path);
      await expect
        .poll(async () => postingOf(await jobPage(), id!), { timeout: 15_000 })
        .toMatchObject({
          title,
          validThrough: `${closingDate}T23:59:59+05:30`,
          employmentType: 'CONTRACTOR',
          directApply: true,
          identifier: { '@type': 'PropertyValue', value: id },
          url: expect.stringMatching(new RegExp(`${path}$`)),
        });
      // Lists carry no JobPosting: Google reads it on the job's own page.
      expect(jsonLd(await rawHtml(request, '/career')).filter((block) => block['@type'] === 'JobPosting')).toEqual([]);
      expect(await rawHtml(request, '/sitemap.xml')).toContain(`${path}</loc>`);

      await page.goto('/career');
      await expect(page.getByRole('heading', { name: title })).toBeVisible();
      await page.getByRole('link', { name: `View role ${title}` }).click();
      await expect(page).toHaveURL(new RegExp(`${path}$`));
      await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
      const trail = page.getByRole('navigation', { name: 'Breadcrumb' });
      await expect(trail.getByRole('link', { name: 'Careers' })).toHaveAttribute('href', '/career');
      await expect(trail.getByText(title)).toBeVisible();
      const facts = page.getByRole('list').filter({ hasText: 'Employment type' });
      for (const fact of ['Kolkata', '4-6 years', 'Coding round, data modelling round, HR discussion.', 'Contract', 'Apply by']) {
        await expect(facts).toContainText(fact);
      }
      await expect(page.getByText('Build the pipelines our healthcare clients report from.')).toBeVisible();
      await expect(page.getByRole('link', { name: `Apply for ${title}` })).toHaveAttribute('href', /^mailto:/);
      await page.getByRole('button', { name: `Apply here for ${title}` }).click();
      await expect(page.getByLabel('Full name')).toBeVisible();
      await checkA11y(page);

      // Its closing day passes: the closing date becomes yesterday in Kolkata.
      const form = { closingDate: companyDay(-1) };
      const closed = await request.put(`/api/admin/career/updateCareer/${id}`, { headers: auth, multipart: form });
      expect(closed.status(), await closed.text()).toBe(200);

      await expect
        .poll(
          async () => {
            const html = await rawHtml(request, '/career');
            return !html.includes(title);
          },
          { timeout: 15_000 },
        )
        .toBe(true);
      const api = (await (await request.get('/api/getAllCareerPost')).json()) as { data: Array<{ _id: string }> };
      expect(api.data.map((item) => item._id)).not.toContain(id);
      await expect.poll(async () => (await rawHtml(request, '/sitemap.xml')).includes(`${path}</loc>`), { timeout: 15_000 }).toBe(false);
      await page.goto('/career');
      await expect(page.getByRole('heading', { name: 'Open positions' })).toBeVisible();
      await expect(page.getByRole('heading', { name: title })).toHaveCount(0);

      // The shared link still answers, and says the role has closed: no Apply, no JobPosting, noindex.
      await expect.poll(async () => (await jobPage()).includes('This role has closed'), { timeout: 15_000 }).toBe(true);
      const answer = await request.get(path, { headers: { accept: 'text/html' } });
      expect(answer.status()).toBe(200);
      const closedHtml = await answer.text();
      expect(postingOf(closedHtml, id!)).toBeUndefined();
      expect(closedHtml).toMatch(/<meta name="robots" content="noindex"/);
      // Opened from a shared link, the page hydrates from the data it was published with: no second read of the job.
      const reads: string[] = [];
      page.on('request', (sent) => {
        if (sent.url().includes('/api/getCareerDetails/')) reads.push(sent.url());
      });
      await page.goto(path);
      await expect(page.getByRole('heading', { name: 'This role has closed' })).toBeVisible();
      await expect(page.getByText(/Applications closed at the end of/)).toBeVisible();
      await expect(page.getByRole('link', { name: `Apply for ${title}` })).toHaveCount(0);
      await expect(page.getByRole('button', { name: `Apply here for ${title}` })).toHaveCount(0);
      await checkA11y(page);
      expect(reads).toEqual([]);
      await page.getByRole('link', { name: 'See the open roles' }).click();
      await expect(page).toHaveURL(/\/career$/);
      await expect(page.getByRole('heading', { name: 'Open positions' })).toBeVisible();

      // The admin still lists it, marked Closed.
      await page.goto('/admin/career');
      const row = page.getByRole('row').filter({ hasText: title });
      await expect(row).toBeVisible();
      await expect(row.getByText('Closed', { exact: true })).toBeVisible();
    } finally {
      if (id) {
        const removed = await request.post('/api/deleteCareerPost', { headers: auth, data: { careerListID: id } });
        expect(removed.status()).toBe(200);
      }
    }
  });
});
