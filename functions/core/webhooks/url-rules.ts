/**
 * Where a webhook may post: a public https address only. A webhook URL is
 * typed by an Owner but fetched by our servers, so a URL naming a private,
 * loopback or link-local address (the cloud's metadata service at
 * 169.254.169.254, an internal host) would let it read inside the network
 * (SSRF). The URL is checked when saved, and the name is resolved again at
 * each delivery and every address it resolves to is checked (./post.ts), so
 * a name that later points inside is refused too.
 *
 * Locally WEBHOOKS_ALLOW_LOOPBACK=1 (set only by the local stack's start and
 * the tests) lets http://127.0.0.1:<port> through, so a receiver on this
 * machine can be tried; never set in the cloud.
 */
import { isIP } from 'node:net';
import { webhookUrlMessages } from '../../contract/schemas/webhook';

export const urlRuleMessages = {
  ...webhookUrlMessages,
  https: 'The URL must start with https://.',
  privateHost: 'The URL must name a public host, not a private, local or IP address.',
} as const;

export const loopbackAllowed = () => process.env.WEBHOOKS_ALLOW_LOOPBACK === '1';

const loopbackHosts = new Set(['127.0.0.1', 'localhost', '[::1]']);

/** Host names that never resolve to a public address. */
const privateNames = /(^|\.)(localhost|local|internal|intranet|lan|home\.arpa)$/i;

/** Why a webhook URL may not be used, or null when it may. */
export function webhookUrlProblem(raw: string, allowLoopback = loopbackAllowed()): string | null {
  let url: URL;
  try {
    url = new URL(raw);
  } catch {
    return urlRuleMessages.invalid;
  }
  if (url.username || url.password) return urlRuleMessages.credentials;
  const host = url.hostname.toLowerCase();
  if (allowLoopback && loopbackHosts.has(host) && (url.protocol === 'http:' || url.protocol === 'https:')) return null;
  if (url.protocol !== 'https:') return urlRuleMessages.https;
  const bare = host.replace(/^\[|\]$/g, '');
  if (isIP(bare) !== 0 || privateNames.test(host) || !host.includes('.')) return urlRuleMessages.privateHost;
  return null;
}

/** IPv4 ranges that are not the public internet (RFC 6890 special-purpose blocks). */
const privateV4: Array<[string, number]> = [
  ['0.0.0.0', 8],
  ['10.0.0.0', 8],
  ['100.64.0.0', 10],
  ['127.0.0.0', 8],
  ['169.254.0.0', 16],
  ['172.16.0.0', 12],
  ['192.0.0.0', 24],
  ['192.0.2.0', 24],
  ['192.168.0.0', 16],
  ['198.18.0.0', 15],
  ['198.51.100.0', 24],
  ['203.0.113.0', 24],
  ['224.0.0.0', 4],
  ['240.0.0.0', 4],
];

const v4Number = (address: string) => address.split('.').reduce((sum, part) => sum * 256 + Number(part), 0);

function isPrivateV4(address: string): boolean {
  const value = v4Number(address);
  return privateV4.some(([base, bits]) => {
    const size = 2 ** (32 - bits);
    const start = v4Number(base);
    return value >= start && value < start + size;
  });
}

/** An IPv6 address as eight 16-bit groups (an embedded IPv4 tail counts as two). */
function v6Groups(address: string): number[] | null {
  let text = address.toLowerCase().split('%')[0] ?? '';
  const tail = /(\d+\.\d+\.\d+\.\d+)$/.exec(text)?.[1];
  if (tail) {
    const n = v4Number(tail);
    text = `${text.slice(0, -tail.length)}${(n >>> 16).toString(16)}:${(n & 0xffff).toString(16)}`;
  }
  const [head = '', rest] = text.split('::');
  const left = head ? head.split(':') : [];
  const right = rest ? rest.split(':') : [];
  const missing = 8 - left.length - right.length;
  if (rest === undefined ? left.length !== 8 : missing < 0) return null;
  const groups = [...left, ...Array<string>(rest === undefined ? 0 : missing).fill('0'), ...right].map((group) =>
    Number.parseInt(group, 16),
  );
  return groups.every((group) => Number.isInteger(group) && group >= 0 && group <= 0xffff) ? groups : null;
}

function isPrivateV6(address: string): boolean {
  const g = v6Groups(address);
  if (!g) return true;
  const [a = 0, b = 0, , , , , c = 0, d = 0] = g;
  const v4Tail = () => `${c >> 8}.${c & 255}.${d >> 8}.${d & 255}`;
  if (g.slice(0, 7).every((group) => group === 0)) return true; // :: and ::1
  if (g.slice(0, 5).every((group) => group === 0) && g[5] === 0xffff) return isPrivateV4(v4Tail()); // IPv4-mapped
  if (a === 0x64 && b === 0xff9b) return isPrivateV4(v4Tail()); // NAT64
  if ((a & 0xfe00) === 0xfc00) return true; // unique local fc00::/7
  if ((a & 0xffc0) === 0xfe80) return true; // link-local fe80::/10
  if ((a & 0xff00) === 0xff00) return true; // multicast
  if (a === 0x2001 && b === 0x0db8) return true; // documentation
  return false;
}

/** Whether an address (v4 or v6) is anything but the public internet; what is not an address counts as private. */
export function isPrivateAddress(address: string): boolean {
  const family = isIP(address);
  if (family === 4) return isPrivateV4(address);
  if (family === 6) return isPrivateV6(address);
  return true;
}

/** Loopback addresses, the only private ones WEBHOOKS_ALLOW_LOOPBACK lets through. */
export const isLoopbackAddress = (address: string) =>
  (isIP(address) === 4 && address.startsWith('127.')) || address === '::1' || address === '::ffff:127.0.0.1';
