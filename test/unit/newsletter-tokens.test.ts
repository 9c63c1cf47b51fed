import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { forgetSigningKey } from '../../functions/core/auth/signing-key';
import { confirmLinkDays, forgetLinkKey, signLink, verifyLink } from '../../functions/core/newsletter/tokens';
import { newsletterLinkSchema } from '../../functions/contract/schemas/leads';
import { validate } from '../../functions/contract/schemas/validate';

const secret = process.env.JWT_SECRET;
const useSecret = (value: string) => {
  process.env.JWT_SECRET = value;
  forgetSigningKey();
  forgetLinkKey();
};

beforeAll(() => useSecret('unit-test-secret-0123456789-abcdefghij'));
afterAll(() => {
  if (secret === undefined) delete process.env.JWT_SECRET;
  else process.env.JWT_SECRET = secret;
  forgetSigningKey();
  forgetLinkKey();
});

const day = 86_400_000;
const longest = `${'a'.repeat(64)}@${'b'.repeat(63)}.${'c'.repeat(63)}.${'d'.repeat(57)}`;

describe('newsletter link tokens', () => {
  it('round-trips the address for its own purpose, and fits the link schema even for a 254-character address', async () => {
    expect(longest).toHaveLength(250);
    for (const purpose of ['confirm', 'unsubscribe'] as const) {
      const token = await signLink(longest, purpose);
      expect(token.length).toBeLessThanOrEqual(600);
      expect(validate(newsletterLinkSchema, { token }).ok).toBe(true);
      expect(await verifyLink(token, purpose)).toBe(longest);
    }
  });

  it('refuses a token made for the other purpose', async () => {
    expect(await verifyLink(await signLink('a@example.com', 'confirm'), 'unsubscribe')).toBeNull();
    expect(await verifyLink(await signLink('a@example.com', 'unsubscribe'), 'confirm')).toBeNull();
  });

  it('refuses any change to the payload or the signature, even in a character’s spare bits', async () => {
    const token = await signLink('reader@example.com', 'unsubscribe');
    const [payload, mac] = token.split('.') as [string, string];
    const forged = Buffer.from(JSON.stringify({ email: 'victim@example.com', purpose: 'unsubscribe' })).toString('base64url');
    const flip = (text: string, at: number) => text.slice(0, at) + (text[at] === 'A' ? 'B' : 'A') + text.slice(at + 1);
    // The last of 43 base64url characters carries 2 spare bits: 'A' and 'B' decode to the same bytes there.
    const spare = mac.slice(0, -1) + (mac.endsWith('A') ? 'B' : mac.endsWith('B') ? 'A' : mac.endsWith('C') ? 'D' : 'A');
    for (const bad of [
      `${forged}.${mac}`,
      `${flip(payload, 3)}.${mac}`,
      `${payload}.${flip(mac, 0)}`,
      `${payload}.${spare}`,
      `${payload}.${mac}.x`,
      `${payload}.`,
      payload,
      '',
    ]) {
      expect(await verifyLink(bad, 'unsubscribe'), bad).toBeNull();
    }
  });

  it('lets a confirm link expire after its days, while an unsubscribe link never does', async () => {
    const now = Date.now();
    const confirm = await signLink('reader@example.com', 'confirm', now);
    expect(await verifyLink(confirm, 'confirm', now + confirmLinkDays * day - 60_000)).toBe('reader@example.com');
    expect(await verifyLink(confirm, 'confirm', now + confirmLinkDays * day + 1000)).toBeNull();
    const leave = await signLink('reader@example.com', 'unsubscribe', now);
    expect(await verifyLink(leave, 'unsubscribe', now + 3650 * day)).toBe('reader@example.com');
  });

  it('refuses a token signed with another key', async () => {
    const token = await signLink('reader@example.com', 'unsubscribe');
    useSecret('another-secret-0123456789-abcdefghijkl');
    expect(await verifyLink(token, 'unsubscribe')).toBeNull();
    useSecret('unit-test-secret-0123456789-abcdefghij');
    expect(await verifyLink(token, 'unsubscribe')).toBe('reader@example.com');
  });
});
