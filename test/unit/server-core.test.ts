import { describe, expect, it } from 'vitest';
import { sniffImageType } from '../../functions/core/images/file-type';
import { sanitizeHtml } from '../../functions/core/content/html';
import { plainText } from '../../functions/contract/text';
import { slugify } from '../../functions/core/content/slug';
import { hashPassword, verifyPassword } from '../../functions/core/auth/password';
import { parseBody } from '../../functions/core/http/body';
import { apiPath, matchPath, routeList, routes } from '../../functions/contract/routes';
import { messages } from '../../functions/contract/messages';

const bytes = (...values: Array<number | string>) =>
  Uint8Array.from(values.flatMap((value) => (typeof value === 'string' ? [...value].map((char) => char.charCodeAt(0)) : [value])));

describe('sniffImageType', () => {
  it.each([
    ['image/jpeg', bytes(0xff, 0xd8, 0xff, 0xe0)],
    ['image/png', bytes(0x89, 'PNG\r\n', 0x1a, '\n')],
    ['image/gif', bytes('GIF89a')],
    ['image/webp', bytes('RIFF', 0, 0, 0, 0, 'WEBPVP8 ')],
    ['image/avif', bytes(0, 0, 0, 0x1c, 'ftypavif', 0, 0, 0, 0, 'avifmif1miaf')],
    ['image/avif', bytes(0, 0, 0, 0x1c, 'ftypmif1', 0, 0, 0, 0, 'mif1avifmiaf')],
  ])('recognises %s by its first bytes', (type, header) => {
    expect(sniffImageType(header)?.contentType).toBe(type);
  });

  it.each([
    ['SVG', bytes('<svg xmlns="http://www.w3.org/2000/svg">')],
    ['HEIC', bytes(0, 0, 0, 0x18, 'ftypheic', 0, 0, 0, 0, 'mif1heic')],
    ['text', bytes('hello world')],
    ['empty', bytes()],
  ])('refuses %s', (_name, header) => {
    expect(sniffImageType(header)).toBeNull();
  });
});

describe('sanitizeHtml', () => {
  it('keeps the editor formatting and removes scripts, handlers and unsafe links', () => {
    const dirty =
      '<h2 class="ql-align-center">Title</h2><p onclick="x()">Text <a href="javascript:alert(1)">bad</a> <a href="https://ok.example" target="_blank">ok</a></p><script>alert(1)</script><iframe src="https://evil"></iframe><img src=x onerror=alert(1)>';
    expect(sanitizeHtml(dirty)).toBe(
      '<h2 class="ql-align-center">Title</h2><p>Text <a>bad</a> <a href="https://ok.example" target="_blank">ok</a></p>',
    );
  });

  it('derives plain text for descriptions', () => {
    expect(plainText('<p>Build&nbsp;<em>payment</em> services.</p>', 160)).toBe('Build payment services.');
    expect(plainText('<p>abcdefghij</p>', 5)).toBe('abcd…');
  });
});

describe('slugify', () => {
  it('makes readable ASCII slugs', () => {
    expect(slugify('Nexoria & Partners: Café Launch 2026!')).toBe('nexoria-and-partners-cafe-launch-2026');
    expect(slugify('!!!')).toBe('item');
    expect(slugify('x'.repeat(100))).toHaveLength(80);
  });
});

describe('passwords', () => {
  it('hashes with scrypt at N=2^17, r=8, p=1 and verifies', async () => {
    const hash = await hashPassword('correct horse battery');
    expect(hash).toMatch(/^scrypt\$131072\$8\$1\$/);
    expect(await verifyPassword('correct horse battery', hash)).toBe(true);
    expect(await verifyPassword('wrong horse battery', hash)).toBe(false);
    expect(await verifyPassword('x', 'garbage')).toBe(false);
  });
});

describe('parseBody', () => {
  it('reads JSON, URL-encoded and multipart bodies', async () => {
    expect(await parseBody('{"a":1}', false, 'application/json')).toEqual({ a: 1 });
    expect(await parseBody('a=1&b=2&b=3&c[]=x', false, 'application/x-www-form-urlencoded')).toEqual({ a: '1', b: ['2', '3'], c: ['x'] });
    const form = new FormData();
    form.append('title', 'Hello');
    form.append('eventImages', 'one');
    form.append('eventImages', 'two');
    const request = new Request('http://x', { method: 'POST', body: form });
    const raw = Buffer.from(await request.arrayBuffer()).toString('base64');
    expect(await parseBody(raw, true, request.headers.get('content-type')!)).toEqual({ title: 'Hello', eventImages: ['one', 'two'] });
  });

  it('refuses files and malformed multipart, keeps an empty file input as a field', async () => {
    const type = 'multipart/form-data; boundary=XyZ';
    const part = (name: string, value: string, extra = '') =>
      `--XyZ\r\nContent-Disposition: form-data; name="${name}"${extra}\r\n\r\n${value}\r\n`;
    await expect(parseBody(`${part('a', '1')}${part('f', 'data', '; filename="x.png"')}--XyZ--\r\n`, false, type)).rejects.toMatchObject({
      status: 400,
      message: messages.filesNotAccepted,
    });
    expect(await parseBody(`${part('a', '1')}${part('f', '', '; filename=""')}--XyZ--\r\n`, false, type)).toEqual({ a: '1', f: '' });
    await expect(parseBody(part('a', '1'), false, type)).rejects.toMatchObject({ status: 400, message: messages.badRequest });
    await expect(parseBody('x', false, 'multipart/form-data')).rejects.toMatchObject({ status: 400 });
    const many = Array.from({ length: 205 }, (_, i) => part(`k${i}`, String(i))).join('');
    expect(Object.keys(await parseBody(`${many}--XyZ--\r\n`, false, type))).toHaveLength(200);
  });

  it('refuses bodies that are not objects', async () => {
    await expect(parseBody('[1]', false, 'application/json')).rejects.toMatchObject({ status: 400 });
    await expect(parseBody('{', false, undefined)).rejects.toMatchObject({ status: 400 });
  });
});

describe('route table', () => {
  it('has one handler module per route and unique method + path pairs', () => {
    const keys = routeList.map((route) => `${route.method} ${route.path}`);
    expect(new Set(keys).size).toBe(keys.length);
    expect(new Set(routeList.map((route) => route.handler)).size).toBe(routeList.length);
  });

  it('fills and matches path parameters', () => {
    expect(apiPath(routes.getNewsDetails, { id: 'a b' })).toBe('/api/getNewsDetails/a%20b');
    expect(matchPath(routes.eventList.path, '/api/event/admin/eventList/3')).toEqual({ page: '3' });
    expect(matchPath(routes.deleteCareerPost.path, '/api/deleteCareerPost/')).toEqual({});
    expect(matchPath(routes.getNewsDetails.path, '/api/getNewsDetails/a/b')).toBeNull();
    expect(() => apiPath(routes.getNewsDetails)).toThrow();
  });
});
