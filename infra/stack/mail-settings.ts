/**
 * cdk.json ships example.com mail addresses so that an offline `npm run synth`
 * works on a clean clone. Deployed, they fail silently: SES refuses the sender
 * and every enquiry mail ends in the dead-letter queue. So a stack that targets
 * a real account (account and region known) refuses reserved domains.
 */
import type { SiteSettings } from './settings';

/** Domains that never receive or send mail (RFC 2606 and RFC 6761). */
const reservedDomain = /(^|\.)(example\.(com|org|net)|example|test|invalid|localhost)$/i;

export const isReservedMailAddress = (address: string): boolean => reservedDomain.test(address.split('@').pop() ?? '');

const mailSettings = [
  ['mailFrom', 'MAIL_FROM', 'the SES-verified sender of enquiry and account mails'],
  ['mailTo', 'MAIL_TO', 'the address that receives the enquiries'],
  ['applicationsMailTo', 'APPLICATIONS_MAIL_TO', "HR's address that receives the career applications"],
  ['alarmEmail', 'ALARM_EMAIL', 'the address that receives the alarms'],
] as const;

/** Throws, naming the setting to change, if a mail setting still holds a reserved example address. */
export function assertDeliverableMail(settings: SiteSettings, target: string): void {
  for (const [key, variable, meaning] of mailSettings) {
    const value = settings[key];
    if (value && isReservedMailAddress(value)) {
      throw new Error(
        `"${key}" is ${value}, a reserved example address that never gets mail, and this stack deploys to ${target}. ` +
          `Set ${key} (${meaning}) with -c ${key}=... (or per stage in cdk.json) or ${variable}.`,
      );
    }
  }
}
