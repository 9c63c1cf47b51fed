import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

/** Loads a fresh copy of the boot script into the current document (it runs on import, like the page's script). */
async function runBoot() {
  vi.resetModules();
  await import('./boot');
}

describe('boot script', () => {
  let clicks: number;
  beforeEach(() => {
    clicks = 0;
    document.head.innerHTML =
      '<script type="module" src="/assets/boot.js" data-entry="/assets/entry.js" data-preload="/assets/page.js"></script>';
    document.body.innerHTML = '<button type="button">Open</button><a href="#x">Link</a>';
    document.querySelector('button')?.addEventListener('click', () => {
      clicks += 1;
    });
  });
  afterEach(() => {
    dispatchEvent(new Event('app:hydrated'));
  });

  it('starts the app only after the load event and the first contentful paint', async () => {
    // The entry cannot load in a test: the failed import lets a held click through, which shows it was tried.
    let painted = false;
    vi.spyOn(performance, 'getEntriesByName').mockImplementation((name) =>
      painted && name === 'first-contentful-paint' ? [{} as PerformanceEntry] : [],
    );
    await runBoot();
    document.querySelector('button')?.click();
    dispatchEvent(new Event('load'));
    await new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)));
    expect(clicks).toBe(0);
    painted = true;
    await vi.waitFor(() => expect(clicks).toBe(1));
    vi.restoreAllMocks();
  });

  it('starts an empty shell (the admin area) after the load event without waiting for a paint that never comes', async () => {
    document.body.innerHTML = '<div id="root"></div><button type="button">Sign in</button>';
    let signIns = 0;
    document.querySelector('button')?.addEventListener('click', () => {
      signIns += 1;
    });
    vi.spyOn(performance, 'getEntriesByName').mockReturnValue([]);
    await runBoot();
    document.querySelector('button')?.click();
    expect(signIns).toBe(0);
    dispatchEvent(new Event('load'));
    // The entry cannot load in a test: the held click let through shows the import was tried.
    await vi.waitFor(() => expect(signIns).toBe(1), { timeout: 5_000 });
    vi.restoreAllMocks();
  });

  it('starts anyway five seconds after the load event when no paint is ever reported (a background tab)', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout'] });
    vi.spyOn(performance, 'getEntriesByName').mockReturnValue([]);
    await runBoot();
    document.querySelector('button')?.click();
    dispatchEvent(new Event('load'));
    vi.advanceTimersByTime(4_900);
    expect(clicks).toBe(0);
    vi.advanceTimersByTime(100);
    vi.useRealTimers();
    // The entry cannot load in a test: the held click let through shows the import was tried.
    await vi.waitFor(() => expect(clicks).toBe(1));
    vi.restoreAllMocks();
  });

  it('holds a button click until the app has hydrated, then replays it once', async () => {
    await runBoot();
    document.querySelector('button')?.click();
    expect(clicks).toBe(0);
    dispatchEvent(new Event('app:hydrated'));
    expect(clicks).toBe(1);
    document.querySelector('button')?.click();
    expect(clicks).toBe(2);
  });

  it('lets other clicks through: a link works without the app', async () => {
    await runBoot();
    const event = new MouseEvent('click', { bubbles: true, cancelable: true });
    document.querySelector('a')?.dispatchEvent(event);
    expect(event.defaultPrevented).toBe(false);
  });

  it('does nothing on a page without an entry', async () => {
    document.head.innerHTML = '';
    await runBoot();
    document.querySelector('button')?.click();
    expect(clicks).toBe(1);
  });
});
