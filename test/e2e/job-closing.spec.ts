/**
 * A job with a closing date: an editor creates it in the admin, /career lists
 * it with its JobPosting (validThrough, employment type, identifier) in the raw
 * HTML crawlers receive; once its closing day is over it leaves /career, its
 * structured data and the sitemap's /career, and the admin marks it Closed.
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

const careerLastmod = async (request: APIRequestContext) =>
  /<loc>[^<]*\/career<\/loc>\s*<lastmod>([^<]+)<\/lastmod>/.exec(await rawHtml(request, '/sitemap.xml'))?.[1];

test.describe('jobs that close', () => {
  test.describe.configure({ timeout: 150_000 });

  test('a job with a closing date is on /career with its JobPosting, and leaves it once the day is over', async ({ page, request }) => {
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
        data: Array<{ _id: string; careerTitle: string; closingDate?: string; employmentType?: string }>;
      };
      const job = listed.data.find((item) => item.careerTitle === title);
      expect(job).toMatchObject({ closingDate, employmentType: 'CONTRACTOR' });
      id = job!._id;

      // Published: /career's raw HTML lists it with a JobPosting Google for Jobs accepts.
      await expect
        .poll(async () => postingOf(await rawHtml(request, '/career'), id!), { timeout: 15_000 })
        .toMatchObject({
          title,
          validThrough: `${closingDate}T23:59:59+05:30`,
          employmentType: 'CONTRACTOR',
          directApply: true,
          identifier: { '@type': 'PropertyValue', value: id },
        });
      await page.goto('/career');
      await expect(page.getByRole('heading', { name: title })).toBeVisible();

      // Its closing day passes: the closing date becomes yesterday in Kolkata.
      const form = { closingDate: companyDay(-1) };
      const closed = await request.put(`/api/admin/career/updateCareer/${id}`, { headers: auth, multipart: form });
      expect(closed.status(), await closed.text()).toBe(200);
      const { updatedAt } = ((await closed.json()) as { data: { updatedAt: string } }).data;

      await expect
        .poll(
          async () => {
            const html = await rawHtml(request, '/career');
            return !html.includes(title) && postingOf(html, id!) === undefined;
          },
          { timeout: 15_000 },
        )
        .toBe(true);
      const api = (await (await request.get('/api/getAllCareerPost')).json()) as { data: Array<{ _id: string }> };
      expect(api.data.map((item) => item._id)).not.toContain(id);
      // Jobs have no page of their own: the sitemap's /career no longer dates from this job's change.
      await expect.poll(() => careerLastmod(request), { timeout: 15_000 }).not.toBe(updatedAt);
      await page.goto('/career');
      await expect(page.getByRole('heading', { name: 'Open positions' })).toBeVisible();
      await expect(page.getByRole('heading', { name: title })).toHaveCount(0);

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
