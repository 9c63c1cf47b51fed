/**
 * HR's inbox and the applications' retention are deploy settings: they reach
 * only the functions that use them, the CV bucket's lifecycle follows the
 * retention, and a setting that makes no sense fails the synth by name.
 */
import { App } from 'aws-cdk-lib';
import { describe, expect, it } from 'vitest';
import { defaultApplicationRetentionDays, defaultApplicationsMailTo } from '../../functions/contract/applications';
import { routeList } from '../../functions/contract/routes';
import { readSettings } from '../../infra/stack/settings';
import { site } from '../../web/src/config/site';
import { cdkJson, deliverableMail, synthStack } from './synth';
import { type Synthesized, synthesized, synthesizedOnce } from './template';

const keptCvsExpiry = (s: Synthesized) => {
  const bucket = s.resources[s.logicalId(s.stack.media.bucket)]!;
  const rule = bucket.Properties.LifecycleConfiguration.Rules.find((r: { Id: string }) => r.Id === 'expire-kept-cvs');
  return rule.ExpirationInDays as number;
};
const envOf = (s: Synthesized, fn: Parameters<Synthesized['logicalId']>[0]) =>
  (s.resources[s.logicalId(fn)]!.Properties.Environment?.Variables ?? {}) as Record<string, unknown>;

describe('application settings by default', () => {
  const s = synthesizedOnce();

  it("mails applications to the careers address from the mail worker only, whose grant names HR's inbox", () => {
    expect(defaultApplicationsMailTo).toBe(site.careersEmail);
    expect(envOf(s, s.stack.mailWorker.fn).APPLICATIONS_MAIL_TO).toBe(defaultApplicationsMailTo);
    for (const route of routeList) expect(envOf(s, s.routeFunction(route.name)).APPLICATIONS_MAIL_TO, route.name).toBeUndefined();
    const mail = s.statementsOf(s.stack.mailWorker.fn).find((st) => JSON.stringify(st.Resource).includes('nexoria.tech'));
    expect(mail).toBeDefined();
  });

  it('keeps applications 365 days in the function that stores them, and their CVs a week longer', () => {
    const holders = routeList.filter((route) => envOf(s, s.routeFunction(route.name)).APPLICATION_RETENTION_DAYS !== undefined);
    expect(holders.map((route) => route.name)).toEqual(['submitApplication']);
    expect(envOf(s, s.routeFunction('submitApplication')).APPLICATION_RETENTION_DAYS).toBe(String(defaultApplicationRetentionDays));
    expect(keptCvsExpiry(s)).toBe(defaultApplicationRetentionDays + 7);
  });
});

describe('application settings from the deploy', () => {
  it('passes a chosen inbox and retention to the functions and the lifecycle rule', () => {
    const s = synthesized({ applicationsMailTo: 'people@acme-it.co', applicationRetentionDays: '90' });
    expect(envOf(s, s.stack.mailWorker.fn).APPLICATIONS_MAIL_TO).toBe('people@acme-it.co');
    expect(envOf(s, s.routeFunction('submitApplication')).APPLICATION_RETENTION_DAYS).toBe('90');
    expect(keptCvsExpiry(s)).toBe(97);
  });

  it('reads them from the environment too', () => {
    const app = new App({ context: cdkJson.context });
    const settings = readSettings(app.node, { APPLICATIONS_MAIL_TO: 'hr@acme-it.co', APPLICATION_RETENTION_DAYS: '730' });
    expect(settings).toMatchObject({ applicationsMailTo: 'hr@acme-it.co', applicationRetentionDays: 730 });
  });

  it('refuses a retention that is not a whole number of days from 1 to 3650, naming the setting', () => {
    for (const bad of ['0', '-5', '30.5', 'a year', '3651', '1e3']) {
      expect(() => synthStack({ applicationRetentionDays: bad }), bad).toThrow(
        `"applicationRetentionDays" must be a whole number of days from 1 to 3650, got "${bad}".`,
      );
    }
    expect(() => synthStack({ applicationRetentionDays: '3650' })).not.toThrow();
  });

  it('refuses an inbox that is not an address, and an example one for a real account', () => {
    expect(() => synthStack({ applicationsMailTo: 'hr at acme' })).toThrow(/"applicationsMailTo" must be an e-mail address/);
    const account = { account: '123456789012', region: 'eu-west-1' };
    expect(() => synthStack({ ...deliverableMail, applicationsMailTo: 'hr@example.com' }, account)).toThrow(
      /"applicationsMailTo" is hr@example\.com.*APPLICATIONS_MAIL_TO/,
    );
  });
});
