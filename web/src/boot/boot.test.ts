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

  it('preloads the entry and the page chunks after the load event and its frame, not before', async () => {
    await runBoot();
    // jsdom's document is complete already: the boot waits for a frame and a task, then starts the app.
    expect(document.querySelectorAll('link[rel="modulepreload"]')).toHaveLength(0);
    await vi.waitFor(() =>
      expect([...document.querySelectorAll('link[rel="modulepreload"]')].map((link) => link.getAttribute('href'))).toEqual([
        '/assets/entry.js',
        '/assets/page.js',
      ]),
    );
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
