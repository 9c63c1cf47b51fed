/**
 * Redirects at the edge: the CloudFront KeyValueStore the page-routing
 * function reads (old path → new path). Every write names the store's
 * current ETag, as the service requires; the store's limits are checked
 * first, so a refusal is a clear 4xx rather than the service's error.
 */
import { DeleteKeyCommand, DescribeKeyValueStoreCommand, PutKeyCommand } from '@aws-sdk/client-cloudfront-keyvaluestore';
import { edgeStoreLimits, redirectMessages } from '../../contract/redirects';
import { keyValueStore } from '../aws/keyvaluestore';
import { config } from '../config';
import { HttpError } from '../http/errors';
import type { RedirectPlan } from './rules';

const bytes = (text: string) => Buffer.byteLength(text, 'utf8');

/** Why a key and value cannot be stored, or null: CloudFront's per-key and per-value limits. */
export function edgeEntryProblem(key: string, value: string): string | null {
  if (bytes(key) > edgeStoreLimits.keyBytes) return `A redirect's old path may be at most ${edgeStoreLimits.keyBytes} bytes.`;
  if (bytes(value) > edgeStoreLimits.valueBytes) return `A redirect's new path may be at most ${edgeStoreLimits.valueBytes} bytes.`;
  return null;
}

const named = (error: unknown, name: string) => (error as { name?: string } | null)?.name === name;

/**
 * Writes a plan to the edge store: puts first, then removals, each with the
 * ETag the last write answered. Another writer in between (a stale ETag) makes
 * a write start again from a fresh one, once; a removal the store no longer
 * holds is already done.
 */
export async function applyToEdge(plan: RedirectPlan): Promise<void> {
  if (plan.put.length === 0 && plan.remove.length === 0) return;
  const KvsARN = config.redirectsStoreArn;
  const client = keyValueStore();
  const describe = async () => client.send(new DescribeKeyValueStoreCommand({ KvsARN }));
  const described = await describe();
  let etag = described.ETag;
  const adding = plan.put.reduce((sum, redirect) => sum + bytes(redirect.from) + bytes(redirect.to), 0);
  if ((described.TotalSizeInBytes ?? 0) + adding > edgeStoreLimits.storeBytes) throw new HttpError(409, redirectMessages.edgeFull);
  const write = async (send: (IfMatch: string | undefined) => Promise<{ ETag?: string }>) => {
    try {
      ({ ETag: etag } = await send(etag));
    } catch (error) {
      if (!named(error, 'ConflictException')) throw error;
      ({ ETag: etag } = await send((await describe()).ETag));
    }
  };
  for (const redirect of plan.put) {
    const problem = edgeEntryProblem(redirect.from, redirect.to);
    if (problem) throw new HttpError(400, problem);
    await write((IfMatch) => client.send(new PutKeyCommand({ KvsARN, Key: redirect.from, Value: redirect.to, IfMatch })));
  }
  for (const from of plan.remove) {
    try {
      await write((IfMatch) => client.send(new DeleteKeyCommand({ KvsARN, Key: from, IfMatch })));
    } catch (error) {
      if (!named(error, 'ResourceNotFoundException')) throw error;
      etag = (await describe()).ETag;
    }
  }
}
