/** Variants are written all or none: one failed write removes every variant, and the error still reaches the caller. */
import { DeleteObjectCommand, PutObjectCommand, S3Client } from '@aws-sdk/client-s3';
import { mockClient } from 'aws-sdk-client-mock';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { writeAll } from '../../functions/core/images/images';

const s3 = mockClient(S3Client);
beforeEach(() => {
  vi.stubEnv('MEDIA_BUCKET', 'media-bucket');
  vi.stubEnv('AWS_REGION', 'us-east-1');
});
afterEach(() => {
  s3.reset();
  vi.unstubAllEnvs();
});

const variants = ['a-w480.avif', 'a-w480.webp', 'a-w480.png'].map((name) => ({
  key: `media/news/${name}`,
  body: Buffer.from(name),
  contentType: 'image/x',
}));

describe('writeAll', () => {
  it('removes every variant when one write fails', async () => {
    s3.on(PutObjectCommand).resolves({});
    s3.on(PutObjectCommand, { Key: 'media/news/a-w480.webp' }).rejects(new Error('slow down'));
    s3.on(DeleteObjectCommand).resolves({});
    await expect(writeAll(variants)).rejects.toThrow('slow down');
    const deleted = s3.commandCalls(DeleteObjectCommand).map((call) => call.args[0].input.Key);
    expect(deleted.sort()).toEqual(variants.map((v) => v.key).sort());
  });

  it('writes each variant with its type and a year of immutable caching', async () => {
    s3.on(PutObjectCommand).resolves({});
    await writeAll(variants);
    const puts = s3.commandCalls(PutObjectCommand).map((call) => call.args[0].input);
    expect(puts.map((input) => [input.Key, input.ContentType, input.CacheControl])).toEqual(
      variants.map((v) => [v.key, 'image/x', 'public, max-age=31536000, immutable']),
    );
    expect(s3.commandCalls(DeleteObjectCommand)).toHaveLength(0);
  });
});
