/**
 * The edge store's writer against the KeyValueStore stand-in, through the
 * real SDK (SigV4A, ETags): puts and removals land, a stale ETag is retried
 * from a fresh one, a removal already gone is done, and the store's limits
 * answer clear 4xx errors before the service would refuse.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { edgeStoreLimits, redirectMessages } from '../../functions/contract/redirects';
import { resetClients } from '../../functions/core/aws/endpoints';
import { applyToEdge } from '../../functions/core/redirects/edge';
import { startKeyValueStore, type KeyValueStoreStandIn } from '../../infra/local/key-value-store';

let store: KeyValueStoreStandIn;
const redirect = (from: string, to: string) => ({ from, to, kind: 'manual' as const, at: '2026-11-27T00:00:00.000Z', by: 'o@x' });

beforeAll(async () => {
  store = await startKeyValueStore();
  Object.assign(process.env, {
    AWS_REGION: 'us-east-1',
    AWS_ACCESS_KEY_ID: 'local',
    AWS_SECRET_ACCESS_KEY: 'local',
    KVS_ENDPOINT: store.url.replace('127.0.0.1', 'localhost'),
    REDIRECTS_KVS_ARN: store.arn,
  });
  resetClients();
});
afterAll(async () => {
  await store.close();
});

describe('the edge store writer', () => {
  it('puts and removes keys, each write with the ETag the last one answered', async () => {
    await applyToEdge({ put: [redirect('/a', '/about'), redirect('/b', '/contact')], remove: [] });
    expect([store.get('/a'), store.get('/b')]).toEqual(['/about', '/contact']);
    await applyToEdge({ put: [redirect('/c', '/about')], remove: ['/a'] });
    expect([store.get('/a'), store.get('/c')]).toEqual([undefined, '/about']);
  });

  it('treats a removal the store no longer holds as done', async () => {
    await expect(applyToEdge({ put: [], remove: ['/never-there', '/b'] })).resolves.toBeUndefined();
    expect(store.get('/b')).toBeUndefined();
  });

  it('refuses a full store with a clear 409, and an oversized key with a 400', async () => {
    await expect(applyToEdge({ put: [redirect(`/${'k'.repeat(600)}`, '/about')], remove: [] })).rejects.toMatchObject({ status: 400 });
    for (let i = 0; i < Math.ceil(edgeStoreLimits.storeBytes / 1000); i++) store.load([[`/f${i}`, 'y'.repeat(1000)]]);
    await expect(applyToEdge({ put: [redirect('/one-more', '/about')], remove: [] })).rejects.toMatchObject({
      status: 409,
      message: redirectMessages.edgeFull,
    });
  });
});
