// biome-ignore-all lint/suspicious/noTemplateCurlyInString: S3's own ${filename} placeholder in POST keys, not a template
/** The rules behind the local stand-ins' strictness, case by case. */
import { createHmac } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { itemBytes, itemProblem, limitMessages, type KeySchema } from '../../infra/local/dynamodb-limits';
import { mediaKey } from '../../infra/local/media';
import { checkPostPolicy, type PostForm } from '../../infra/local/s3-upload-policy';

describe('item size, the AWS way', () => {
  it('counts names and values in UTF-8 bytes, numbers by significant digits, lists and maps with their overhead', () => {
    expect(itemBytes({ t: { S: '€' } })).toBe(1 + 3);
    expect(itemBytes({ n: { N: '12345' } })).toBe(1 + 1 + 3);
    expect(itemBytes({ n: { N: '-0.00120' } })).toBe(1 + 1 + 1); // "12": two significant digits
    expect(itemBytes({ b: { B: Buffer.from([1, 2, 3]).toString('base64') as unknown as Uint8Array } })).toBe(1 + 3);
    expect(itemBytes({ f: { BOOL: true }, z: { NULL: true } })).toBe(2 + 2);
    expect(itemBytes({ s: { SS: ['ab', 'é'] } })).toBe(1 + 2 + 2);
    expect(itemBytes({ l: { L: [{ S: 'ab' }, { N: '1' }] } })).toBe(1 + 3 + (1 + 2) + (1 + 2));
    expect(itemBytes({ m: { M: { ké: { S: 'x' } } } })).toBe(1 + 3 + (1 + 3 + 1));
  });

  it('answers the DynamoDB message for each limit, index keys included', () => {
    const schema: KeySchema = { table: { partition: 'pk', sort: 'sk' }, indexes: { gsi1: { partition: 'gsi1pk', sort: 'gsi1sk' } } };
    const base = { pk: { S: 'A' }, sk: { S: 'B' } };
    expect(itemProblem({ ...base, body: { S: '€'.repeat(140_000) } }, schema)).toBe(limitMessages.item);
    expect(itemProblem({ ...base, body: { S: '€'.repeat(130_000) } }, schema)).toBeUndefined();
    expect(itemProblem({ ...base, pk: { S: 'é'.repeat(1025) } }, schema)).toBe(limitMessages.partitionKey);
    expect(itemProblem({ ...base, gsi1pk: { S: 'x' }, gsi1sk: { S: 'é'.repeat(513) } }, schema)).toBe(limitMessages.sortKey);
    expect(itemProblem({ ...base, pk: { N: '9'.repeat(38) } }, schema)).toBeUndefined();
  });
});

describe('/media keys', () => {
  it('maps plain paths under media/ and refuses every escape', () => {
    expect(mediaKey('/media/news/a1.png')).toEqual({ key: 'media/news/a1.png' });
    expect(mediaKey('/media/news/caf%C3%A9.png')).toEqual({ key: 'media/news/café.png' });
    for (const path of [
      '/media/..%2Fuploads%2Fx',
      '/media/%2e%2e/uploads/x',
      '/media/news/%2E%2E/x',
      '/media/..%5Cx',
      '/media/a\\b',
      '/media/',
      '/media//x',
      '/media/x/./y',
      '/media/x%00.png',
    ])
      expect({ path, answer: mediaKey(path) }).toEqual({ path, answer: { status: 404 } });
    expect(mediaKey('/media/%ZZ')).toEqual({ status: 400 });
  });
});

describe('POST policy', () => {
  const secret = 'S3RVER';
  const credential = 'S3RVER/20260101/us-east-1/s3/aws4_request';
  const context = {
    bucket: 'b1',
    now: new Date('2026-01-01T00:00:00Z'),
    secretFor: (id: string) => (id === 'S3RVER' ? secret : undefined),
  };

  function form(conditions: unknown[], fields: Record<string, string>, fileSize = 10, expiration = '2026-01-01T00:10:00Z'): PostForm {
    const policy = Buffer.from(JSON.stringify({ expiration, conditions })).toString('base64');
    let key: Buffer = createHmac('sha256', `AWS4${secret}`).update('20260101').digest();
    for (const part of ['us-east-1', 's3', 'aws4_request']) key = createHmac('sha256', key).update(part).digest();
    const signature = createHmac('sha256', key).update(policy).digest('hex');
    const signed = {
      'X-Amz-Algorithm': 'AWS4-HMAC-SHA256',
      'X-Amz-Credential': credential,
      Policy: policy,
      'X-Amz-Signature': signature,
      ...fields,
    };
    return { fields: Object.entries(signed), fileSize, fileName: 'photo.png' };
  }
  const standard = [{ bucket: 'b1' }, { 'x-amz-algorithm': 'AWS4-HMAC-SHA256' }, { 'x-amz-credential': credential }];

  it('accepts starts-with, ${filename} and a Content-Type list whose every value matches', () => {
    const conditions = [
      ...standard,
      ['starts-with', '$key', 'uploads/'],
      ['starts-with', '$Content-Type', 'image/'],
      ['content-length-range', 1, 100],
    ];
    expect(
      checkPostPolicy(form(conditions, { key: 'uploads/${filename}', 'Content-Type': 'image/png, image/gif' }), context),
    ).toBeUndefined();
    expect(checkPostPolicy(form(conditions, { key: 'uploads/a', 'Content-Type': 'image/png, text/html' }), context)).toMatchObject({
      status: 403,
      code: 'AccessDenied',
    });
    expect(checkPostPolicy(form(conditions, { key: 'uploads/a', 'Content-Type': 'image/png' }, 101), context)).toMatchObject({
      status: 400,
      code: 'EntityTooLarge',
    });
    expect(checkPostPolicy(form(conditions, { key: 'uploads/a', 'Content-Type': 'image/png' }, 0), context)).toMatchObject({
      status: 400,
      code: 'EntityTooSmall',
    });
  });

  it('refuses the wrong bucket, an unknown key id, a missing key field, repeated fields and a policy that is not JSON', () => {
    const conditions = [...standard, { key: 'k' }];
    expect(checkPostPolicy(form(conditions, { key: 'k' }), { ...context, bucket: 'other' })).toMatchObject({
      status: 403,
      message: expect.stringContaining('["eq", "$bucket", "b1"]'),
    });
    expect(checkPostPolicy(form(conditions, { key: 'k' }), { ...context, secretFor: () => undefined })).toMatchObject({
      status: 403,
      code: 'InvalidAccessKeyId',
    });
    expect(checkPostPolicy(form(conditions, {}), context)).toMatchObject({ status: 400, code: 'InvalidArgument' });
    const repeated = form(conditions, { key: 'k' });
    expect(checkPostPolicy({ ...repeated, fields: [...repeated.fields, ['KEY', 'other']] }, context)).toMatchObject({
      status: 400,
      code: 'InvalidArgument',
    });
    const garbled = form(conditions, { key: 'k' });
    const policyIndex = garbled.fields.findIndex(([name]) => name === 'Policy');
    garbled.fields[policyIndex] = ['Policy', Buffer.from('not json').toString('base64')];
    expect(checkPostPolicy(garbled, context)).toMatchObject({ status: 403, code: 'SignatureDoesNotMatch' });
    expect(checkPostPolicy({ ...form(conditions, { key: 'k' }), fields: [['key', 'k']] }, context)).toMatchObject({
      status: 403,
      message: 'Access Denied',
    });
  });
});
