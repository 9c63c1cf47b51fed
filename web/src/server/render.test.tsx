import { readFileSync } from 'node:fs';
import { JSDOM } from 'jsdom';
import { describe, expect, it } from 'vitest';
import type { CareerPost, EventItem, NewsItem, Service } from '@contract/entities';
import { apiPath, routes } from '@contract/routes';
import { studioMenuKey } from '@contract/studio-menu';
import { seedServices } from '../../../infra/local/seed/services';
import { seedSuccessStories } from '../../../infra/local/seed/success-stories';
import { seedHome } from '../../../infra/local/seed/home';
import { site } from '../config/site';
import { dataNeeds, staticPagePaths } from './data-needs';
import { createRenderer } from './render';

const template = readFileSync(new URL('../../index.html', import.meta.url), 'utf8');
const manifest = {
  'index.html': { file: 'assets/index-abc.js', isEntry: true, css: ['assets/index-abc.css'] },
  'src/features/studio/studio-page.tsx': {
    file: 'assets/studio-page-1.js',
    css: ['assets/studio-page-1.css'],
    imports: ['index.html', '_reveal.js'],
  },
  '_reveal.js': { file: 'assets/reveal-2.js', css: ['assets/reveal-2.css'] },
};
const renderPage = createRenderer({ template, manifest });
const origin = 'https://www.example.com';

async function render(path: string, data: Record<string, unknown> = {}) {
  const page = await renderPage({ path, origin, data });
  const { document } = new JSDOM(page.html).window;
  const meta = (selector: string) => document.querySelector(`meta[${selector}]`)?.getAttribute('content');
  const jsonLd = [...document.querySelectorAll('script[type="application/ld+json"]')].map(
    (script) => JSON.parse(script.textContent ?? '') as Record<string, unknown>,
  );
  return { ...page, document, meta, jsonLd, text: document.getElementById('root')?.textContent ?? '' };
}

const angular = { ...seedServices[0], _id: 's1', added_date: '2026-01-01T00:00:00.000Z' } as Service;
/** A service page as the publisher renders it: its read, and the menu every page reads. */
const angularData = {
  [apiPath(routes.getService, { id: 'angular-dev' })]: angular,
  [studioMenuKey]: [{ slug: angular.slug, menuLabel: angular.menuLabel, menuGroup: angular.menuGroup }],
};

const news: NewsItem = {
  _id: 'n1',
  slug: 'new-office',
  newsTitle: 'We opened a new office',
  newsImageURL: '/media/news/office.png',
  newsCreatedBy: 'Priya Sen',
  metaTitle: 'New office in Singapore',
  metaDescription: 'Our Singapore office opens </script> today.',
  newsContent: '<p>The team moves in on Monday.</p>',
  added_date: '2026-03-01T10:00:00.000Z',
};

describe('renderPage', () => {
  it('renders a studio page with its own head, breadcrumb data, styles and text', async () => {
    const page = await render('/studio/angular-dev', angularData);
    expect(page.status).toBe(200);
    expect(page.document.title).toBe(`Angular Development | ${site.name}`);
    expect(page.meta('name="description"')).toMatch(/^Angular development services/);
    expect(page.document.querySelector('link[rel="canonical"]')?.getAttribute('href')).toBe(`${origin}/studio/angular-dev`);
    expect(page.meta('property="og:url"')).toBe(`${origin}/studio/angular-dev`);
    expect(page.meta('property="og:image"')).toBe(`${origin}/brand-card.png`);
    expect(page.meta('property="og:site_name"')).toBe(site.name);
    expect(page.meta('name="twitter:card"')).toBe('summary_large_image');
    expect(page.document.querySelector('h1')?.textContent).toBe('Angular Development');
    expect(page.jsonLd).toContainEqual(expect.objectContaining({ '@type': 'BreadcrumbList' }));
    // The route's CSS is in the HTML (styled without scripts), the entry's is not repeated.
    const styles = [...page.document.querySelectorAll('link[rel="stylesheet"]')].map((link) => link.getAttribute('href'));
    expect(styles).toEqual(expect.arrayContaining(['/assets/studio-page-1.css', '/assets/reveal-2.css']));
    expect(styles).not.toContain('/assets/index-abc.css');
    expect(page.document.querySelector('link[rel="modulepreload"][href="/assets/studio-page-1.js"]')).not.toBeNull();
    // Slide-in cards are visible in the HTML.
    expect(page.document.querySelector('.reveal--waiting')).toBeNull();
    expect(page.document.querySelectorAll('meta[name="description"]')).toHaveLength(1);
    // The CSP allows no inline script: every script is external or inert data.
    const inline = [...page.document.querySelectorAll('script:not([src])')].filter(
      (script) => !['application/json', 'application/ld+json'].includes(script.getAttribute('type') ?? ''),
    );
    expect(inline).toEqual([]);
    expect(page.html).not.toContain('<template');
    // The header's Studio menu, from the published services' links the page was rendered with.
    expect(page.document.querySelector('.site-studio a[href="/studio/angular-dev"]')?.textContent).toBe('Angular');
  });

  it('gives home the Organization with logo, contact points and social profiles, and its head from the document', async () => {
    const home = { ...seedHome, _id: 'h1', added_date: '2026-01-01T00:00:00.000Z' };
    const page = await render('/', { [routes.getHomePage.path]: home });
    expect(page.document.title).toBe(`${seedHome.metaTitle} | ${site.name}`);
    expect(page.meta('name="description"')).toBe(`${site.name}: ${seedHome.metaDescription}`);
    expect(page.document.querySelector('h1')?.textContent).toBe(seedHome.heroTitle);
    const org = page.jsonLd.find((block) => block['@type'] === 'Organization');
    expect(org).toMatchObject({ name: site.name, url: origin, logo: `${origin}/logo.png`, sameAs: Object.values(site.social) });
    expect(org?.contactPoint).toEqual(
      expect.arrayContaining(site.phones.map((phone) => expect.objectContaining({ telephone: phone.number }))),
    );
    expect(page.document.querySelector('link[rel="canonical"]')?.getAttribute('href')).toBe(`${origin}/`);
  });

  it('renders an article from its data, which travels in the page as inert JSON', async () => {
    const key = apiPath(routes.getNewsDetails, { id: news.slug });
    const page = await render(`/news/${news.slug}`, { [key]: news });
    expect(page.status).toBe(200);
    expect(page.document.title).toBe(`New office in Singapore | ${site.name}`);
    expect(page.meta('property="og:type"')).toBe('article');
    expect(page.meta('property="og:image"')).toBe(`${origin}/media/news/office.png`);
    expect(page.text).toContain('The team moves in on Monday.');
    expect(page.jsonLd).toContainEqual(
      expect.objectContaining({
        '@type': 'NewsArticle',
        headline: news.newsTitle,
        datePublished: news.added_date,
        image: [`${origin}${news.newsImageURL}`],
      }),
    );
    expect(page.html).not.toContain('opens </script> today');
    const pageData = page.document.getElementById('page-data');
    expect(pageData?.getAttribute('type')).toBe('application/json');
    expect(JSON.parse(pageData?.textContent ?? '')).toEqual({ [key]: news });
  });

  const job = (id: string, title: string): CareerPost => ({
    _id: id,
    slug: title.toLowerCase().replace(/ /g, '-'),
    careerTitle: title,
    imageUrl: '/media/careers/x.png',
    careerExperienceYr: '3-5 years',
    careerInterviewProcess: 'Two rounds',
    careerLocation: 'Kolkata',
    metaDescription: `${title} role`,
    careerDescription: `<p>${title} details</p>`,
    added_date: '2026-02-01T00:00:00.000Z',
    closingDate: '2026-12-15',
  });

  it('lists the openings on /career without JobPosting: each is on its own page', async () => {
    const page = await render('/career', { [routes.getAllCareerPost.path]: [job('a', 'React Engineer'), job('b', 'QA Engineer')] });
    expect(page.jsonLd.flat().filter((block) => block['@type'] === 'JobPosting')).toEqual([]);
    expect(page.text).toContain('QA Engineer');
    expect(page.document.querySelector('a[href="/career/qa-engineer"]')?.textContent).toContain('View role');
  });

  it("puts an open job's JobPosting on its own page, and a closed job's page says so, noindex and without one", async () => {
    const open = job('a', 'React Engineer');
    const key = apiPath(routes.getCareerDetails, { id: 'react-engineer' });
    const page = await render('/career/react-engineer', { [key]: { ...open, closed: false } });
    expect(page.status).toBe(200);
    const postings = page.jsonLd.flat().filter((block) => block['@type'] === 'JobPosting');
    expect(postings).toEqual([
      expect.objectContaining({
        title: 'React Engineer',
        url: `${origin}/career/react-engineer`,
        validThrough: '2026-12-15T23:59:59+05:30',
      }),
    ]);
    expect(page.meta('name="robots"')).toBeUndefined();
    expect(page.text).toContain('Apply here');

    const closed = await render('/career/react-engineer', { [key]: { ...open, closingDate: '2026-11-20', closed: true } });
    expect(closed.status).toBe(200);
    expect(closed.document.querySelector('h2')?.textContent).toBe('This role has closed');
    expect(closed.meta('name="robots"')).toBe('noindex');
    expect(closed.jsonLd.flat().filter((block) => block['@type'] === 'JobPosting')).toEqual([]);
    expect(closed.text).not.toContain('Apply here');
  });

  it('describes an event with its date, place and image', async () => {
    const item: EventItem = {
      _id: 'e1',
      eventSlug: 'cloud-summit',
      eventName: 'Cloud Summit',
      eventBanner: '/media/events/summit.png',
      eventDate: '2026-05-04',
      createdDate: '2026-01-01',
      eventImages: [],
    };
    const page = await render('/events/cloud-summit', { [apiPath(routes.getEvent, { id: 'cloud-summit' })]: item });
    expect(page.jsonLd).toContainEqual(
      expect.objectContaining({
        '@type': 'Event',
        name: 'Cloud Summit',
        startDate: '2026-05-04',
        image: [`${origin}/media/events/summit.png`],
      }),
    );
    expect(page.jsonLd[0]).toHaveProperty('location');
    expect(page.meta('property="og:image"')).toBe(`${origin}/media/events/summit.png`);
  });

  it('answers 404 with the not-found page, out of the index, for unknown paths and techs', async () => {
    const unknown = await render('/no-such-page');
    expect(unknown.status).toBe(404);
    expect(unknown.text).toContain('404 - Page Not Found');
    expect(unknown.meta('name="robots"')).toBe('noindex');
    expect(unknown.document.querySelector('link[rel="canonical"]')).toBeNull();
    // An unknown service has no read to render with: the publisher writes no page for it, and the 404 page answers.
    const page = await render('/success-stories/cobol');
    expect(page.status).toBe(404);
    expect(page.text).toContain('Sorry! Page Not Found');
  });

  it('renders a tech page of the success stories from their document, readable without scripts', async () => {
    const stories = { ...seedSuccessStories, _id: 'st1', added_date: '2026-01-01T00:00:00.000Z' };
    const page = await render('/success-stories/react-dev', { [apiPath(routes.getSuccessStoriesPage)]: stories });
    expect(page.status).toBe(200);
    expect(page.document.querySelector('h1')?.textContent).toBe('Results our React teams helped deliver');
    expect(page.text).toContain('On-time milestones');
    expect(page.document.querySelectorAll('table tbody tr')).toHaveLength(4);
    expect(page.meta('name="description"')).toBe(
      `How ${site.name} helped healthcare, cybersecurity and enterprise clients grow from 2019 to 2022: clients by year, growth and delivery metrics.`,
    );
  });

  it('serves the admin area as an empty, unindexed shell', async () => {
    const page = await render('/admin/news');
    expect(page.status).toBe(200);
    expect(page.meta('name="robots"')).toBe('noindex');
    expect(page.document.getElementById('root')?.childNodes).toHaveLength(0);
  });
});

describe('marking for site search', () => {
  const searchBody = (page: Awaited<ReturnType<typeof render>>) => page.document.querySelector('[data-pagefind-body]');

  it('marks the main content of a news item and a service page with their kind, never the header or footer', async () => {
    const key = apiPath(routes.getNewsDetails, { id: news.slug });
    const article = await render(`/news/${news.slug}`, { [key]: news });
    expect(searchBody(article)?.id).toBe('main');
    expect(searchBody(article)?.getAttribute('data-pagefind-meta')).toBe('kind:News');
    expect(article.document.querySelectorAll('[data-pagefind-body]')).toHaveLength(1);
    expect(searchBody(article)?.closest('header, footer')).toBeNull();
    expect(searchBody(await render('/studio/angular-dev', angularData))?.getAttribute('data-pagefind-meta')).toBe('kind:Service');
  });

  it('leaves lists, the 404 page, search itself and the admin shell out', async () => {
    for (const path of ['/news', '/no-such-page', '/search', '/admin'])
      expect(searchBody(await render(path, path === '/news' ? { [routes.getAllNews.path]: [news] } : {})), path).toBeNull();
  });
});

describe('page lists', () => {
  it('names every page without API data', () => {
    // Service pages are content: the publisher renders one per published service.
    expect(staticPagePaths).toHaveLength(22);
    expect(staticPagePaths).toEqual(
      expect.arrayContaining([
        '/',
        '/about',
        '/contact',
        '/hiring',
        '/success-stories',
        '/privacy-policy',
        '/success-stories/react-dev',
        '/success-stories/SAP',
      ]),
    );
    expect(staticPagePaths.filter((path) => path.startsWith('/studio/'))).toEqual([]);
  });

  it('names the API calls each page is rendered with, the Studio menu on every one', () => {
    const menu = { route: 'getAllServices' };
    expect(dataNeeds('/news')).toEqual([{ route: 'getAllNews' }, menu]);
    expect(dataNeeds('/news/a-slug')).toEqual([{ route: 'getNewsDetails', params: { id: 'a-slug' } }, menu]);
    expect(dataNeeds('/events')).toEqual([{ route: 'getAllEvents' }, { route: 'upcomingEvent' }, menu]);
    expect(dataNeeds('/events/x')).toEqual([{ route: 'getEvent', params: { id: 'x' } }, menu]);
    expect(dataNeeds('/press-release/y/')).toEqual([{ route: 'getPressReleaseDetails', params: { id: 'y' } }, menu]);
    expect(dataNeeds('/career')).toEqual([{ route: 'getAllCareerPost' }, menu]);
    expect(dataNeeds('/case-studies/health')).toEqual([{ route: 'getCaseStudy', params: { id: 'health' } }, menu]);
    expect(dataNeeds('/studio/SAP')).toEqual([{ route: 'getService', params: { id: 'SAP' } }, menu]);
    expect(dataNeeds('/about')).toEqual([{ route: 'getAboutPage' }, menu]);
    // Each studio tech's success stories show the same document as /success-stories.
    for (const path of ['/success-stories', '/success-stories/react-dev', '/success-stories/SAP/'])
      expect(dataNeeds(path), path).toEqual([{ route: 'getSuccessStoriesPage' }, menu]);
    expect(dataNeeds('/')).toEqual([{ route: 'getHomePage' }, { route: 'getAllTestimonials' }, { route: 'getAllCaseStudies' }, menu]);
    expect(apiPath(routes.getAllServices)).toBe(studioMenuKey);
  });
});

describe('renderPage with the boot script', () => {
  const bootManifest = { ...manifest, 'src/boot/boot.ts': { file: 'assets/boot-9.js', isEntry: true } };
  const builtTemplate = template.replace(
    '<script type="module" src="/src/main.tsx"></script>',
    '<script type="module" crossorigin src="/assets/index-abc.js"></script>',
  );
  const renderBooted = createRenderer({ template: builtTemplate, manifest: bootManifest });

  it('loads no app code up front: the boot script gets the entry to import after the first paint', async () => {
    const { html } = await renderBooted({ path: '/studio/angular-dev', origin, data: angularData });
    const { document } = new JSDOM(html).window;
    const scripts = [...document.querySelectorAll('script[src]')];
    expect(scripts.map((script) => script.getAttribute('src'))).toEqual(['/assets/boot-9.js']);
    expect(scripts[0]?.getAttribute('data-entry')).toBe('/assets/index-abc.js');
    expect(document.querySelectorAll('link[rel="modulepreload"]')).toHaveLength(0);
    // Still styled and readable without any script.
    expect(document.querySelector('link[rel="stylesheet"][href="/assets/studio-page-1.css"]')).not.toBeNull();
    expect(document.querySelector('h1')?.textContent).toBe('Angular Development');
  });

  it('boots the admin shell the same way', async () => {
    const { html } = await renderBooted({ path: '/admin', origin, data: {} });
    expect(new JSDOM(html).window.document.querySelector('script[src="/assets/boot-9.js"]')?.getAttribute('data-entry')).toBe(
      '/assets/index-abc.js',
    );
  });
});
