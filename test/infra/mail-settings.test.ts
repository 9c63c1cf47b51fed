/** A deploy to a real account refuses the example mail addresses that cdk.json ships for offline synth. */
import { CloudAssembly } from 'aws-cdk-lib/cx-api';
import { afterAll, describe, expect, it } from 'vitest';
import { isReservedMailAddress } from '../../infra/stack/mail-settings';
import { deliverableMail, synthStack } from './synth';

afterAll(() => CloudAssembly.cleanupTemporaryDirectories());

const account = { account: '123456789012', region: 'eu-west-1' };

describe('mail settings', () => {
  it('recognises reserved example domains and nothing else', () => {
    for (const address of ['a@example.com', 'a@EXAMPLE.org', 'a@example.net', 'a@mail.example.com', 'a@site.test', 'a@x.invalid']) {
      expect(isReservedMailAddress(address), address).toBe(true);
    }
    for (const address of ['a@acme-it.co', 'a@example.company.com', 'a@myexample.com', 'a@test.io']) {
      expect(isReservedMailAddress(address), address).toBe(false);
    }
  });

  it('refuses to synthesize for an account with the example sender, naming the setting to change', () => {
    expect(() => synthStack({}, account)).toThrow(/"mailFrom" is no-reply@example\.com.*account 123456789012 in eu-west-1.*-c mailFrom=/);
    expect(() => synthStack({ mailFrom: deliverableMail.mailFrom }, account)).toThrow(/"mailTo" is sales@example\.com.*MAIL_TO/);
    expect(() => synthStack({ ...deliverableMail, alarmEmail: 'ops@site.test' }, account)).toThrow(/"alarmEmail"/);
  });

  it('synthesizes for an account with real addresses, and offline with the defaults', () => {
    expect(() => synthStack(deliverableMail, account)).not.toThrow();
    expect(() => synthStack()).not.toThrow();
  });
});
