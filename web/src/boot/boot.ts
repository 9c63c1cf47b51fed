/**
 * The one script a public page loads up front (see server/defer-entry.ts): it
 * starts the app once the page has loaded and painted, so the app's code never
 * competes with the first paint. Until the app has hydrated it holds a click on
 * a button (which does nothing without the app) and replays it afterwards.
 * Tiny and import-free: every page's first load carries it.
 */
const { entry, preload = '' } = document.querySelector<HTMLScriptElement>('script[data-entry]')?.dataset ?? {};
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

const start = (url: string) => {
  // The entry and the page's chunks download in parallel, not one after another as their imports are found.
  for (const href of `${url} ${preload}`.split(' '))
    if (href) document.head.append(Object.assign(document.createElement('link'), { rel: 'modulepreload', href }));
  import(/* @vite-ignore */ url).catch(release);
};

if (entry) {
  document.addEventListener('click', hold, true);
  addEventListener('app:hydrated', release, { once: true });
  // After the frame that follows the load event: the first paint is on screen by then.
  const afterPaint = () => requestAnimationFrame(() => setTimeout(start, 0, entry));
  if (document.readyState === 'complete') afterPaint();
  else addEventListener('load', afterPaint, { once: true });
}
