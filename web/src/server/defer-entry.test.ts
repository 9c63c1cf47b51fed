import { describe, expect, it } from 'vitest';
import { JSDOM } from 'jsdom';
import { deferEntry } from './defer-entry';

const page = `<!doctype html><html><head>
    <link rel="preload" as="font" type="font/woff2" crossorigin href="/assets/inter.woff2" />
    <script type="module" crossorigin src="/assets/index-a.js"></script>
    <link rel="modulepreload" crossorigin href="/assets/react-b.js">
    <link rel="stylesheet" crossorigin href="/assets/index-c.css">
    <link rel="stylesheet" crossorigin href="/assets/news-d.css">
    <link rel="modulepreload" crossorigin href="/assets/news-page-e.js">
    <link rel="modulepreload" crossorigin href="/assets/react-b.js">
  </head><body><div id="root"><p>Text</p></div><script type="application/json" id="page-data">{"a":1}</script></body></html>`;

const parse = (html: string) => new JSDOM(html).window.document;

describe('deferEntry', () => {
  it('hands the entry to the boot script and drops the module preloads, which would fetch the app up front', () => {
    const document = parse(deferEntry(page, '/assets/boot-f.js'));
    const scripts = [...document.querySelectorAll('script[src]')];
    expect(scripts.map((script) => script.getAttribute('src'))).toEqual(['/assets/boot-f.js']);
    expect(scripts[0]?.getAttribute('type')).toBe('module');
    expect(scripts[0]?.getAttribute('data-entry')).toBe('/assets/index-a.js');
    expect(document.querySelectorAll('link[rel="modulepreload"]')).toHaveLength(0);
  });

  it('keeps everything that is not script loading: styles, the font preload, the markup and its data', () => {
    const html = deferEntry(page, '/assets/boot-f.js');
    const document = parse(html);
    expect([...document.querySelectorAll('link[rel="stylesheet"]')].map((link) => link.getAttribute('href'))).toEqual([
      '/assets/index-c.css',
      '/assets/news-d.css',
    ]);
    expect(document.querySelector('link[rel="preload"][as="font"]')?.getAttribute('href')).toBe('/assets/inter.woff2');
    expect(document.getElementById('root')?.innerHTML).toBe('<p>Text</p>');
    expect(JSON.parse(document.getElementById('page-data')?.textContent ?? '')).toEqual({ a: 1 });
    expect(html).not.toMatch(/^\s*$/m);
  });

  it('leaves a page without a module entry as it is', () => {
    const plain = '<html><head><link rel="modulepreload" href="/a.js"></head><body></body></html>';
    expect(deferEntry(plain, '/assets/boot-f.js')).toBe(plain);
  });

  it('escapes the addresses it writes into attributes', () => {
    const odd = '<html><head><script type="module" src=\'/assets/a"b.js\'></script></head><body></body></html>';
    const script = parse(deferEntry(odd, '/assets/boot.js')).querySelector('script');
    expect(script?.getAttribute('data-entry')).toBe('/assets/a"b.js');
  });
});
