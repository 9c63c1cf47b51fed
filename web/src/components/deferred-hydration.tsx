import { lazy, memo, Suspense, useEffect, type ComponentType, type LazyExoticComponent } from 'react';

/**
 * Progressive hydration of a prerendered region: its markup is already on the
 * page, so its code only has to arrive before someone uses it. Until then React
 * keeps the server's HTML (a suspended boundary is left dehydrated).
 */

/**
 * The first interaction anywhere loads every waiting region: a navigation
 * changes the router's context, and React holds a transition that reaches a
 * dehydrated boundary until that boundary can hydrate.
 */
const documentIntents = ['pointerdown', 'keydown'] as const;
const waiting = new Set<() => void>();
let listening = false;

function loadAllOnIntent() {
  if (listening) return;
  listening = true;
  const loadAll = () => {
    listening = false;
    for (const name of documentIntents) document.removeEventListener(name, loadAll, { capture: true });
    window.removeEventListener('popstate', loadAll);
    for (const start of [...waiting]) start();
  };
  for (const name of documentIntents) document.addEventListener(name, loadAll, { capture: true, passive: true });
  window.addEventListener('popstate', loadAll);
}

interface Region {
  /** Resolves when the region's code should load. */
  needed: Promise<void>;
  /** Called once the region is hydrated: replays a click React had to drop meanwhile. */
  hydrated: () => void;
}

/** Waits for the region's server markup to come near the viewport or be touched; without markup (a client navigation), at once. */
function watchRegion(id: string, rootMargin: string): Region {
  const element = typeof document === 'undefined' ? null : document.querySelector(`[data-deferred="${id}"]`);
  if (!element?.firstElementChild) return { needed: Promise.resolve(), hydrated: () => {} };
  let clicked: HTMLElement | undefined;
  // React drops a click on a region it cannot hydrate yet: hold it and click again once hydrated.
  const holdClick = (event: MouseEvent) => {
    if (!(event.target instanceof HTMLElement) || !element.contains(event.target)) return;
    event.preventDefault();
    event.stopPropagation();
    clicked = event.target;
  };
  document.addEventListener('click', holdClick, true);
  const needed = new Promise<void>((resolve) => {
    const observer = new IntersectionObserver((entries) => entries.some((entry) => entry.isIntersecting) && start(), { rootMargin });
    for (const child of element.children) observer.observe(child);
    loadAllOnIntent();
    waiting.add(start);
    function start() {
      observer.disconnect();
      waiting.delete(start);
      resolve();
    }
  });
  const hydrated = () => {
    document.removeEventListener('click', holdClick, true);
    if (clicked?.isConnected) clicked.click();
    clicked = undefined;
  };
  return { needed, hydrated };
}

/** Regions by id, for the signal that they hydrated. */
const regions = new Map<string, Region>();

/**
 * A component whose code loads only when its server markup nears the viewport
 * (or the visitor interacts). `id` names the region in the markup; `load`
 * imports the component from its own chunk. Its CSS must be imported by the
 * caller, so the prerendered page links it. Render it with <DeferredRegion>.
 */
export function deferredComponent(
  id: string,
  load: () => Promise<ComponentType>,
  rootMargin = '300px',
): LazyExoticComponent<ComponentType> {
  // Watched from the moment this module runs, before hydration starts: hydration is a transition that yields,
  // so a visitor can click the region before React reaches it, and that click must be held too.
  const region = watchRegion(id, rootMargin);
  regions.set(id, region);
  return lazy(async () => {
    await region.needed;
    return { default: await load() };
  });
}

/** Inside the boundary: its effect runs once the region's markup is hydrated. */
function HydratedSignal({ id }: { id: string }) {
  useEffect(() => regions.get(id)?.hydrated(), [id]);
  return null;
}

interface DeferredRegionProps {
  id: string;
  component: LazyExoticComponent<ComponentType>;
}

/** Memo: a parent's re-render never reaches the boundary while it waits (an update there would drop the server markup or hold the update). */
export const DeferredRegion = memo(function DeferredRegion({ id, component: Component }: DeferredRegionProps) {
  // display: contents: the wrapper only names the region, the layout is the children's.
  return (
    <div data-deferred={id} style={{ display: 'contents' }}>
      <Suspense fallback={null}>
        <Component />
        <HydratedSignal id={id} />
      </Suspense>
    </div>
  );
});
