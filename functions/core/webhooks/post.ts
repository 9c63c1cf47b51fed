/**
 * One POST to a receiver, guarded against SSRF: the host name is resolved
 * here and every address it gives is checked (./url-rules), and the
 * connection goes to the checked address, so a name that resolves to a
 * public address when checked cannot point inside by the time we connect
 * (DNS rebinding). 5 s for the whole exchange; redirects are not followed.
 */
import { lookup as dnsLookup, type LookupAddress } from 'node:dns';
import { request as httpRequest } from 'node:http';
import { request as httpsRequest } from 'node:https';
import type { LookupFunction } from 'node:net';
import { isLoopbackAddress, isPrivateAddress, loopbackAllowed, webhookUrlProblem } from './url-rules';

export const deliveryTimeoutMs = 5000;

export interface PostResult {
  status: number;
  durationMs: number;
}

/** Resolves like dns.lookup, refusing a name with any private address (loopback too, unless allowed locally). */
export const guardedLookup =
  (allowLoopback: boolean): LookupFunction =>
  (hostname, options, callback) => {
    dnsLookup(hostname, { ...options, all: true }, (error, addresses: LookupAddress[]) => {
      if (error) return callback(error, '', 0);
      const refused = addresses.find(({ address }) => isPrivateAddress(address) && !(allowLoopback && isLoopbackAddress(address)));
      if (refused || addresses.length === 0)
        return callback(new Error(`The host resolves to a private address (${refused?.address ?? 'none'}).`), '', 0);
      if ((options as { all?: boolean }).all) return (callback as unknown as (e: null, a: LookupAddress[]) => void)(null, addresses);
      const [first] = addresses as [LookupAddress];
      callback(null, first.address, first.family);
    });
  };

export function postJson(
  url: string,
  body: string,
  headers: Record<string, string>,
  allowLoopback = loopbackAllowed(),
): Promise<PostResult> {
  const problem = webhookUrlProblem(url, allowLoopback);
  if (problem) return Promise.reject(new Error(problem));
  const target = new URL(url);
  const request = target.protocol === 'https:' ? httpsRequest : httpRequest;
  const started = Date.now();
  return new Promise((resolve, reject) => {
    const outgoing = request(
      target,
      {
        method: 'POST',
        headers: {
          'content-type': 'application/json',
          'content-length': String(Buffer.byteLength(body)),
          'user-agent': 'site-webhooks',
          ...headers,
        },
        lookup: guardedLookup(allowLoopback),
        timeout: deliveryTimeoutMs,
      },
      (response) => {
        response.resume(); // the answer's body is not needed, only its status
        response.on('end', () => resolve({ status: response.statusCode ?? 0, durationMs: Date.now() - started }));
        response.on('error', reject);
      },
    );
    const deadline = setTimeout(() => outgoing.destroy(new Error(`No answer within ${deliveryTimeoutMs / 1000} s.`)), deliveryTimeoutMs);
    outgoing.on('close', () => clearTimeout(deadline));
    outgoing.on('timeout', () => outgoing.destroy(new Error(`No answer within ${deliveryTimeoutMs / 1000} s.`)));
    outgoing.on('error', reject);
    outgoing.end(body);
  });
}
