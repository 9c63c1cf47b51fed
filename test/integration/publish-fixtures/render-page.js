// A stand-in for dist/web-ssr/render-page.js with the same interface: it
// renders each page's title and the data it was given, so tests can see
// exactly what the publisher loaded. Detail pages without data answer 404.
export const staticPagePaths = ['/', '/about', '/success-stories', '/success-stories/angular-dev', '/success-stories/react-dev'];

const lists = {
  '/': [{ route: 'getHomePage' }, { route: 'getAllTestimonials' }, { route: 'getAllCaseStudies' }],
  '/news': [{ route: 'getAllNews' }],
  '/press-release': [{ route: 'getAllPressRelease' }],
  '/events': [{ route: 'getAllEvents' }, { route: 'upcomingEvent' }],
  '/career': [{ route: 'getAllCareerPost' }],
  '/about': [{ route: 'getAboutPage' }],
  '/success-stories': [{ route: 'getSuccessStoriesPage' }],
};
const details = [
  { prefix: '/news/', route: 'getNewsDetails', api: '/api/getNewsDetails/' },
  { prefix: '/press-release/', route: 'getPressReleaseDetails', api: '/api/getPressReleaseDetails/' },
  { prefix: '/events/', route: 'getEvent', api: '/api/getEvent/' },
  { prefix: '/career/', route: 'getCareerDetails', api: '/api/getCareerDetails/' },
  { prefix: '/case-studies/', route: 'getCaseStudy', api: '/api/getCaseStudy/' },
  { prefix: '/studio/', route: 'getService', api: '/api/getService/' },
];

// Every page also reads the header's Studio menu.
export function dataNeeds(path) {
  return [...pageNeeds(path), { route: 'getAllServices' }];
}

function pageNeeds(path) {
  if (lists[path]) return lists[path];
  // Each studio tech's success stories show the same document as /success-stories.
  if (path.startsWith('/success-stories/')) return lists['/success-stories'];
  const detail = details.find(({ prefix }) => path.startsWith(prefix) && path.length > prefix.length);
  return detail ? [{ route: detail.route, params: { id: decodeURIComponent(path.slice(detail.prefix.length)) } }] : [];
}

// Like the real pages, only content pages mark their main content for the search index, with their kind.
const kinds = { '/news/': 'News', '/press-release/': 'Press release', '/events/': 'Event', '/case-studies/': 'Case study', '/studio/': 'Service' };
const kindOf = (path, detail) =>
  detail ? kinds[detail.prefix] : staticPagePaths.includes(path) ? 'Page' : null;
/** The item's text fields, tags dropped: what a real page shows of it. */
const itemText = (data) =>
  Object.values(data)
    .flatMap((value) => (value && typeof value === 'object' && !Array.isArray(value) ? Object.values(value) : []))
    .filter((value) => typeof value === 'string')
    .join(' ')
    .replace(/<[^>]*>/g, ' ');

const escape = (text) => String(text).replace(/[&<>]/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;' })[c]);

export async function renderPage({ path, origin, data }) {
  const detail = details.find(({ prefix }) => path.startsWith(prefix) && path.length > prefix.length);
  const missing = path === '/404' || (detail && Object.keys(data).length === 0);
  const status = missing ? 404 : 200;
  const title = missing ? 'Sorry! Page Not Found' : path === '/admin' ? 'Admin' : `Page ${path}`;
  const kind = missing ? null : kindOf(path, detail);
  const main = kind
    ? `<main data-pagefind-body data-pagefind-meta="kind:${kind}"><h1>${escape(title)}</h1><p>${escape(itemText(data))}</p></main>`
    : `<main>${escape(title)}</main>`;
  const html = `<!doctype html><html lang="en"><head><title>${escape(title)}</title><link rel="canonical" href="${origin}${path}"></head><body><header>Site navigation words</header>${main}<script type="application/json" id="page-data">${escape(JSON.stringify(data))}</script>${'<p>filler text for compression</p>'.repeat(60)}</body></html>`;
  return { status, html };
}
