import { CloudFrontClient, CreateInvalidationCommand, ListInvalidationsCommand } from '@aws-sdk/client-cloudfront';
import type { DynamoDBStreamEvent } from 'aws-lambda';
import { mockClient } from 'aws-sdk-client-mock';
import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { cdnPaths, itemPath, pageFile } from '../../functions/core/publish/pages';
import { s3Store } from '../../functions/core/publish/s3-store';
import { robotsTxt, sitemapXml } from '../../functions/core/publish/sitemap';
import { folderStore } from '../../functions/core/publish/store';
import type { StreamListener, TableStream } from '../../infra/local/dynamodb-stream';
import { publishOnWrite } from '../../infra/local/publishing';

describe('page files and CDN paths', () => {
  it('maps URL paths to the files CloudFront and the local server serve', () => {
    expect(pageFile('/')).toBe('index.html');
    expect(pageFile('/404')).toBe('404.html');
    expect(pageFile('/admin')).toBe('admin/index.html');
    expect(pageFile('/news/launch')).toBe('news/launch/index.html');
    expect(cdnPaths('/news/launch')).toEqual(['/news/launch', '/news/launch/index.html']);
    expect(cdnPaths('/sitemap.xml')).toEqual(['/sitemap.xml']);
  });

  it('gives news, press releases and events a page by slug, careers none', () => {
    expect(itemPath('NEWS', { slug: 'launch' })).toBe('/news/launch');
    expect(itemPath('PRESS', { slug: 'results' })).toBe('/press-release/results');
    expect(itemPath('EVENT', { eventSlug: 'summit' })).toBe('/events/summit');
    expect(itemPath('CAREER', { _id: 'x', careerTitle: 'Engineer' })).toBeNull();
  });

  it('writes an escaped sitemap and a robots.txt naming it', () => {
    const xml = sitemapXml('https://www.example.com', [{ path: '/news/a&b', lastmod: '2026-01-02T03:04:05.000Z' }]);
    expect(xml).toContain('<loc>https://www.example.com/news/a&amp;b</loc>\n    <lastmod>2026-01-02T03:04:05.000Z</lastmod>');
    expect(robotsTxt('https://www.example.com')).toContain('Disallow: /admin\nDisallow: /api\n');
  });
});

describe('folder page store', () => {
  it('writes whole files, removes a page with its empty folders, and never leaves the root', async () => {
    const root = mkdtempSync(join(tmpdir(), 'pages-'));
    try {
      const store = folderStore(root);
      await store.write('news/launch/index.html', '<p>launch</p>', 'text/html');
      await store.write('news/index.html', '<p>list</p>', 'text/html');
      expect(readFileSync(join(root, 'news/launch/index.html'), 'utf8')).toBe('<p>launch</p>');
      expect(readdirSync(join(root, 'news/launch'))).toEqual(['index.html']);
      await store.remove('news/launch/index.html');
      expect(existsSync(join(root, 'news/launch'))).toBe(false);
      expect(existsSync(join(root, 'news/index.html'))).toBe(true);
      await expect(store.write('../escaped.html', 'x', 'text/html')).rejects.toThrow(/outside/);
      await expect(store.remove('../../etc/passwd')).rejects.toThrow(/outside/);
    } finally {
      rmSync(root, { recursive: true, force: true });
    }
  });
});

describe('CloudFront invalidation', () => {
  const cloudFront = mockClient(CloudFrontClient);
  afterEach(() => cloudFront.reset());

  it('invalidates the given paths on the configured distribution in one request, beyond 3,000 as one wildcard', async () => {
    cloudFront
      .on(ListInvalidationsCommand)
      .resolves({ InvalidationList: { Items: [], IsTruncated: false, Marker: '', MaxItems: 100, Quantity: 0 } });
    cloudFront.on(CreateInvalidationCommand).resolves({});
    await s3Store('site-bucket', 'E123').invalidate!(['/news/a', '/news/a/index.html', '/api/getallNews*']);
    const paths = Array.from({ length: 3001 }, (_, i) => `/news/item-${i}`);
    await s3Store('site-bucket', 'E123').invalidate!([...paths, '/news/item-0']);
    const calls = cloudFront.commandCalls(CreateInvalidationCommand).map((call) => call.args[0].input);
    expect(calls.map((input) => input.DistributionId)).toEqual(['E123', 'E123']);
    expect(calls.map((input) => input.InvalidationBatch?.Paths?.Items)).toEqual([
      ['/news/a', '/news/a/index.html', '/api/getallNews*'],
      ['/news/item-*'],
    ]);
    expect(new Set(calls.map((input) => input.InvalidationBatch?.CallerReference)).size).toBe(2);
  });
});

describe('local publishing on write', () => {
  function fakeStream() {
    let listener: StreamListener | undefined;
    let queue = Promise.resolve();
    const stream: TableStream = {
      subscribe: (next) => {
        listener = next;
        return () => {
          listener = undefined;
        };
      },
      idle: () => queue,
    };
    const emit = (type: string) => {
      const event: DynamoDBStreamEvent = {
        Records: [{ eventName: 'INSERT', dynamodb: { Keys: { pk: { S: `${type}#1` }, sk: { S: type } }, NewImage: { slug: { S: 'a' } } } }],
      };
      queue = queue.then(() => listener?.(event));
    };
    return { stream, emit };
  }

  it('retries a failed publish with backoff until it succeeds, never failing the stream', async () => {
    const { stream, emit } = fakeStream();
    const publish = vi
      .fn()
      .mockRejectedValueOnce(new Error('down'))
      .mockRejectedValueOnce(new Error('down'))
      .mockResolvedValue({ written: [], removed: [] });
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const publishing = publishOnWrite(stream, publish, [1, 1, 1]);
    emit('NEWS');
    await publishing.settled();
    expect(publish).toHaveBeenCalledTimes(3);
    expect(warn).toHaveBeenCalledTimes(2);
    warn.mockRestore();
  });

  it('gives up after the last retry with a logged hint, and skips writes that change no page', async () => {
    const { stream, emit } = fakeStream();
    const publish = vi.fn().mockRejectedValue(new Error('down'));
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const error = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const publishing = publishOnWrite(stream, publish, [1, 1]);
    emit('CONTACT');
    emit('EVENT');
    await publishing.settled();
    expect(publish).toHaveBeenCalledTimes(3);
    expect(error.mock.calls[0]![0]).toMatch(/gave up after 3 attempts; run `npm run publish -- --local`/);
    warn.mockRestore();
    error.mockRestore();
  });
});
