/**
 * The one script a public page loads up front (see server/defer-entry.ts): it
 * starts the app once the page has loaded and painted, so the app's code never
 * competes with the first paint. Until the app has hydrated it holds a click on
 * a button (which does nothing without the app) and replays it afterwards.
 * Tiny and import-free: every page's first load carries it.
 */
// A module (its names stay its own), with nothing to export.
export {};

const entry = document.querySelector<HTMLScriptElement>('script[data-entry]')?.dataset.entry;
let held: HTMLElement | null | undefined;

const hold = (event: Event) => {
  const button = (event.target as Element).closest?.<HTMLElement>('button,[role=button]');
  if (!button) return;
  event.preventDefault();
  event.stopPropagation();
  held = button;
};

/** main.tsx fires `app:hydrated` once React has the page. */
const release = () => {
  document.removeEventListener('click', hold, true);
  held?.click();
};

// The entry's imports and the page's chunks follow with it (Vite's preload helper fetches a route's imports together).
let started = false;
// A plain variable: Vite leaves such an import alone (a template string would get its preload helper).
const start = (url = entry as string) => {
  if (started) return;
  started = true;
  import(/* @vite-ignore */ url).catch(release);
};

/**
 * Starts the app once the first contentful paint is on screen, at the earliest in the frame after this one;
 * an empty shell (the admin area, rendered in the browser) never paints anything contentful, so it starts then.
 */
const whenPainted = () =>
  started ||
  (performance.getEntriesByName('first-contentful-paint').length || document.querySelector('#root:empty')
    ? setTimeout(start)
    : requestAnimationFrame(whenPainted));

if (entry) {
  document.addEventListener('click', hold, true);
  addEventListener('app:hydrated', release, { once: true });
  // A module script runs before the load event, and after it on a busy phone the page may not have painted yet:
  // the largest paint is then the priority image, once decoded, or the first paint of the text.
  addEventListener('load', () => {
    const painted = () => requestAnimationFrame(whenPainted);
    document.querySelector<HTMLImageElement>('img[fetchpriority=high]')?.decode().then(painted, painted) ?? painted();
    // A page loaded in a background tab reports no paint (and a browser may not time paints): start anyway.
    setTimeout(start, 5000);
  });
}
