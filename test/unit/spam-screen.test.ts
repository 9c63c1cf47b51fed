/** The spam screen's signals, one by one, and the form token's signature, form, age and tampering. */
import { describe, expect, it } from 'vitest';
import { isDisposable, onlyLinks, type ScreenContext, screen } from '../../functions/core/spam/screen';
import { checkFormToken, signFormToken } from '../../functions/core/spam/token';

const now = 1_800_000_000_000;
const person = { email: 'jane@acme.io', name: 'Jane Doe', message: 'Please call me about a project.' };
const context = (change: Partial<ScreenContext> = {}): ScreenContext => ({
  token: { state: 'valid', issuedAt: now - 20_000 },
  now,
  minFillMs: 3000,
  addressCount: 1,
  clientCount: 1,
  addressLimit: 5,
  clientLimit: 20,
  blocked: false,
  ...change,
});

describe('screen', () => {
  it('finds nothing in a person’s message', () => {
    expect(screen(person, context())).toEqual([]);
  });

  it.each([
    ['honeypot', { ...person, honeypot: 'http://spam.example' }, context()],
    ['no-token', person, context({ token: { state: 'missing' } })],
    ['bad-token', person, context({ token: { state: 'invalid' } })],
    ['too-fast', person, context({ token: { state: 'valid', issuedAt: now - 1200 } })],
    ['link-in-name', { ...person, name: 'Cheap pills www.pills.example' }, context()],
    ['link-in-name', { ...person, name: 'Visit bestdeals.com' }, context()],
    ['only-links', { ...person, message: 'https://a.example/x  http://b.example' }, context()],
    ['disposable-domain', { ...person, email: 'bot@mailinator.com' }, context()],
    ['address-rate', person, context({ addressCount: 6 })],
    ['client-rate', person, context({ clientCount: 21 })],
    ['blocked-sender', person, context({ blocked: true })],
  ] as const)('flags %s', (signal, submission, given) => {
    expect(screen(submission, given)).toEqual([signal]);
  });

  it('lists every signal that applies', () => {
    expect(screen({ ...person, honeypot: 'x', email: 'a@yopmail.com' }, context({ token: { state: 'missing' } }))).toEqual([
      'honeypot',
      'no-token',
      'disposable-domain',
    ]);
  });

  it('passes the exact limits and fill time, and a message with a link among words', () => {
    expect(screen(person, context({ addressCount: 5, clientCount: 20, token: { state: 'valid', issuedAt: now - 3000 } }))).toEqual([]);
    expect(onlyLinks('Our site is https://acme.io, please have a look')).toBe(false);
    expect(onlyLinks('https://acme.io')).toBe(true);
    expect(onlyLinks('   ')).toBe(false);
    expect(isDisposable('x@sub.mailinator.com')).toBe(true);
    expect(isDisposable('x@notmailinator.com')).toBe(false);
  });
});

describe('form token', () => {
  const key = new TextEncoder().encode('k'.repeat(48));
  const day = 24 * 60 * 60 * 1000;

  it('answers when the form was first used, for its own form only', () => {
    const token = signFormToken(key, 'contact', now - 5000);
    expect(checkFormToken(key, token, 'contact', now, day)).toEqual({ state: 'valid', issuedAt: now - 5000 });
    expect(checkFormToken(key, token, 'hire', now, day)).toEqual({ state: 'invalid' });
  });

  it('knows a missing, expired, forged or tampered token', () => {
    expect(checkFormToken(key, undefined, 'contact', now, day)).toEqual({ state: 'missing' });
    expect(checkFormToken(key, '', 'contact', now, day)).toEqual({ state: 'missing' });
    expect(checkFormToken(key, signFormToken(key, 'contact', now - day - 1), 'contact', now, day)).toEqual({ state: 'invalid' });
    const other = new TextEncoder().encode('o'.repeat(48));
    expect(checkFormToken(key, signFormToken(other, 'contact', now), 'contact', now, day)).toEqual({ state: 'invalid' });
    const [, mac] = signFormToken(key, 'contact', now).split('.');
    const earlier = Buffer.from(JSON.stringify({ form: 'contact', issuedAt: now - 60_000 })).toString('base64url');
    expect(checkFormToken(key, `${earlier}.${mac}`, 'contact', now, day)).toEqual({ state: 'invalid' });
    for (const junk of ['x', 'a.b.c', '.', 'abc.', '%%%.%%%'])
      expect(checkFormToken(key, junk, 'contact', now, day)).toEqual({ state: 'invalid' });
  });

  it('refuses a token dated in the future', () => {
    expect(checkFormToken(key, signFormToken(key, 'contact', now + 5 * 60_000), 'contact', now, day)).toEqual({ state: 'invalid' });
  });
});
