/**
 * The spec's create, update and delete of news, press releases, events and
 * careers (§2, §4, §5, §8), filling exactly the spec's labels and nothing we
 * added beside them (alt text, summary, source link, publish time): a complete
 * spec form lands on its list with the server's message, an update goes back
 * to the list without one, a delete toasts the server's message. An image left
 * without alt text is published as decorative (alt=""), the form says so
 * without blocking, and the list's Missing alt text filter finds the item.
 */
import type { APIRequestContext, Page } from '@playwright/test';
import { checkA11y, expect, test } from './fixtures';
import { answerConfirm, png, signIn, unique } from './admin-support';

/** How a spec label is filled: typed text, a date, the image, or the rich-text editor. */
type Input = 'text' | 'date' | 'image' | 'rich';

interface ContentFlow {
  type: string;
  /** What the server's messages call it ("News has been created"). */
  noun: string;
  heading: string;
  addLink: string;
  /** The admin paths: `/admin/<list>`, `/admin/create-<form>`, `/admin/update-<update>/{id}`. */
  paths: { list: string; form: string; update: string };
  /** The spec's form labels in form order (§2), how each is filled and with what; the first names the item. */
  labels: Array<[label: string, input: Input, value: string]>;
  /** The public list answer, and where its items keep their name, banner and key. */
  publicList: string;
  field: { title: string; image: string; key: string };
  /** The published HTML that shows the banner: the item's own page, or the list card for kinds without one. */
  publicPath: (key: string) => string;
}

const article = (content: string): ContentFlow['labels'] => [
  ['Title', 'text', ''],
  ['Created By', 'text', 'Corporate Communications'],
  ['Meta Title', 'text', 'Nexoria opens a delivery centre in Porto'],
  ['Meta Description', 'text', 'Two hundred engineers for clients across Europe by the end of next year.'],
  ['Image', 'image', ''],
  [content, 'rich', 'The Porto centre opens with sixty engineers.'],
];

const flows: ContentFlow[] = [
  {
    type: 'news',
    noun: 'News',
    heading: 'News Database',
    addLink: 'Add News',
    paths: { list: 'news', form: 'news', update: 'news' },
    labels: article('News Content'),
    publicList: '/api/getallNews',
    field: { title: 'newsTitle', image: 'newsImageURL', key: 'slug' },
    publicPath: (slug) => `/news/${slug}`,
  },
  {
    type: 'press release',
    noun: 'Press Release',
    heading: 'Press Release Database',
    addLink: 'Add Press',
    paths: { list: 'press-release', form: 'press-release', update: 'press' },
    labels: article('Press Content'),
    publicList: '/api/getallPressRelease',
    field: { title: 'title', image: 'imageUrl', key: 'slug' },
    publicPath: (slug) => `/press-release/${slug}`,
  },
  {
    type: 'event',
    noun: 'Event',
    heading: 'Events Database',
    addLink: 'Add Events',
    paths: { list: 'events', form: 'event', update: 'event' },
    // A day far ahead, so the new event heads the list ordered by event day.
    labels: [
      ['Event Name', 'text', ''],
      ['Event Date', 'date', '2099-06-15'],
      ['Image', 'image', ''],
    ],
    publicList: '/api/getallEvents',
    field: { title: 'eventName', image: 'eventBanner', key: 'eventSlug' },
    // The events page's card shows the banner; the gallery page shows the photos.
    publicPath: () => '/events',
  },
  {
    type: 'career',
    noun: 'Career',
    heading: 'Career Database',
    addLink: 'Add Career',
    paths: { list: 'career', form: 'career', update: 'career' },
    labels: [
      ['Career Title', 'text', ''],
      ['Image', 'image', ''],
      ['Career Experience Year', 'text', '5+ years'],
      ['Career Interview process', 'text', 'Screening call, system design round, pairing session.'],
      ['Career Location', 'text', 'Porto (hybrid)'],
      ['Career Description', 'rich', 'Own the delivery platform behind forty client workloads.'],
    ],
    publicList: '/api/getAllCareerPost',
    field: { title: 'careerTitle', image: 'imageUrl', key: '_id' },
    // Careers have no page of their own: /career lists them with their banners.
    publicPath: () => '/career',
  },
];

const field = (page: Page, label: string) => page.getByLabel(label, { exact: true });

async function fill(page: Page, label: string, input: Input, value: string): Promise<void> {
  if (input === 'image') {
    await field(page, label).setInputFiles(png('banner.png'));
    await expect(page.getByText('Image uploaded.')).toBeVisible();
  } else if (input === 'rich') {
    await page.getByRole('textbox', { name: label }).click();
    await page.keyboard.type(value);
  } else await field(page, label).fill(value);
}

/** The total in the table footer ("start - end of total"). */
const total = async (page: Page) => Number(/of (\d+)/.exec((await page.getByTestId('admin-range').textContent()) ?? '')?.[1]);

/** The published HTML a crawler gets. */
const publishedHtml = async (request: APIRequestContext, path: string) =>
  (await request.get(path, { headers: { accept: 'text/html' } })).text();

/** The `<img>` tags of `html` that show the stored image (its variants keep the stored file's name). */
const imagesOf = (html: string, imageUrl: string) => {
  const stem =
    imageUrl
      .split('/')
      .pop()
      ?.replace(/\.[a-z0-9]+$/i, '') ?? imageUrl;
  return [...html.matchAll(/<img\b[^>]*>/g)].map((match) => match[0]).filter((tag) => tag.includes(stem));
};

test.describe("the spec's content flows, with the spec's fields only", () => {
  // Uploads, the editor and the publisher on a busy machine take longer than the default.
  test.describe.configure({ timeout: 180_000 });

  for (const flow of flows) {
    test(`${flow.type}: create, update and delete by the spec's labels; no alt text means decorative`, async ({ page, request }) => {
      await signIn(page, request);
      const name = unique(`Spec ${flow.type}`);
      const listPath = `/admin/${flow.paths.list}`;
      const [[nameLabel]] = flow.labels as [[string, Input, string]];

      // Create: the list's Add link, the spec's labels, Submit.
      await page.goto(listPath);
      await expect(page.getByRole('heading', { level: 1, name: flow.heading })).toBeVisible();
      await page.getByRole('link', { name: flow.addLink }).click();
      await expect(page).toHaveURL(new RegExp(`/admin/create-${flow.paths.form}$`));
      for (const [label, input, value] of flow.labels) await fill(page, label, input, label === nameLabel ? name : value);

      // The alt text left empty: a note tied to its field, never an error or an alert.
      const alt = page.getByLabel('Image alt text');
      await expect(alt).toHaveValue('');
      await expect(alt).toHaveAccessibleDescription(/No alt text: the image will be published as decorative/);
      await expect(alt).not.toHaveAttribute('aria-invalid');
      await expect(page.getByRole('alert')).toHaveCount(0);
      await checkA11y(page);

      await page.getByRole('button', { name: 'Submit' }).click();
      await expect(page).toHaveURL(new RegExp(`${listPath}$`));
      await expect(page.getByText(`${flow.noun} has been created`)).toBeVisible();
      await expect(page.getByRole('cell', { name, exact: true })).toBeVisible();

      const listed = (await (await request.get(flow.publicList)).json()) as { data: Array<Record<string, string | undefined>> };
      const stored = listed.data.find((item) => item[flow.field.title] === name);
      expect(stored, `${name} on the public list`).toBeTruthy();
      expect(stored?.imageAlt).toBeUndefined();
      const imageUrl = String(stored?.[flow.field.image]);

      // Published: the banner is decorative, alt="" (never missing, never "undefined").
      const publicPath = flow.publicPath(String(stored?.[flow.field.key]));
      await expect
        .poll(async () => imagesOf(await publishedHtml(request, publicPath), imageUrl).length, { timeout: 20_000 })
        .toBeGreaterThan(0);
      for (const tag of imagesOf(await publishedHtml(request, publicPath), imageUrl)) expect(tag).toMatch(/\salt=""/);

      // Missing alt text lists the item, over the whole list.
      const everything = await total(page);
      const filter = page.getByRole('checkbox', { name: 'Missing alt text' });
      // The box follows the URL: a click changes both.
      await filter.click();
      await expect(filter).toBeChecked();
      await expect(page).toHaveURL(/[?&]alt=missing/);
      await expect(page.getByRole('cell', { name, exact: true })).toBeVisible();
      // Every seeded item has its alt text: the filtered list is shorter.
      await expect.poll(() => total(page)).toBeLessThan(everything);
      await filter.click();
      await expect(filter).not.toBeChecked();
      await expect(page).not.toHaveURL(/alt=missing/);

      // Update: the handed-over item, its name changed, Submit; back on the list without a toast (§4).
      await page.getByRole('button', { name: `Edit ${name}` }).click();
      await expect(page).toHaveURL(new RegExp(`/admin/update-${flow.paths.update}/[\\w-]+$`));
      await expect(field(page, nameLabel)).toHaveValue(name);
      const renamed = `${name} (updated)`;
      await field(page, nameLabel).fill(renamed);
      await page.getByRole('button', { name: 'Submit' }).click();
      await expect(page).toHaveURL(new RegExp(`${listPath}$`));
      await expect(page.getByRole('cell', { name: renamed, exact: true })).toBeVisible();
      await expect(page.getByText(/has been updated/)).toHaveCount(0);

      // Delete, from the Missing alt text list: the spec's confirmation, the server's message; gone from both lists.
      await filter.click();
      await expect(filter).toBeChecked();
      await expect(page.getByRole('cell', { name: renamed, exact: true })).toBeVisible();
      await answerConfirm(page, () => page.getByRole('button', { name: `Delete ${renamed}` }).click(), 'accept');
      await expect(page.getByText(`${flow.noun} has been deleted`)).toBeVisible();
      await expect(page.getByRole('cell', { name: renamed, exact: true })).toHaveCount(0);
      await filter.click();
      await expect(filter).not.toBeChecked();
      await expect(page.getByTestId('admin-range')).toBeVisible();
      await expect(page.getByRole('cell', { name: renamed, exact: true })).toHaveCount(0);
      const after = (await (await request.get(flow.publicList)).json()) as { data: Array<Record<string, string | undefined>> };
      expect(after.data.map((item) => item[flow.field.title])).not.toContain(renamed);
    });
  }
});
