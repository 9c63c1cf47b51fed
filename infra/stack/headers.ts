/**
 * Turns the one header definition (infra/security-headers.ts) into a
 * CloudFront ResponseHeadersPolicy: the CSP, HSTS, frame options, nosniff and
 * referrer policy into their typed slots, everything else as custom headers.
 * A value the typed slots cannot express exactly is an error, so the cloud
 * and the local gateway cannot drift apart silently.
 */
import { Duration, Token } from 'aws-cdk-lib';
import {
  HeadersFrameOption,
  HeadersReferrerPolicy,
  ResponseHeadersPolicy,
  type ResponseCustomHeader,
  type ResponseSecurityHeadersBehavior,
} from 'aws-cdk-lib/aws-cloudfront';
import { Construct } from 'constructs';
import { securityHeaders, type SecurityHeaderOptions } from '../security-headers';

/** CloudFront's limit on the contentSecurityPolicy field. */
export const cloudFrontCspLimit = 1783;

export interface HeaderPolicyParts {
  securityHeadersBehavior: ResponseSecurityHeadersBehavior;
  customHeaders: ResponseCustomHeader[];
}

export function headerPolicyParts(headers: Record<string, string>): HeaderPolicyParts {
  const security: {
    -readonly [K in keyof ResponseSecurityHeadersBehavior]: ResponseSecurityHeadersBehavior[K];
  } = {};
  const customHeaders: ResponseCustomHeader[] = [];
  for (const [name, value] of Object.entries(headers)) {
    switch (name.toLowerCase()) {
      case 'content-security-policy':
        if (!Token.isUnresolved(value) && value.length > cloudFrontCspLimit) {
          throw new Error(`The CSP is ${value.length} characters; CloudFront accepts ${cloudFrontCspLimit}.`);
        }
        security.contentSecurityPolicy = { contentSecurityPolicy: value, override: true };
        break;
      case 'strict-transport-security': {
        const found = /^max-age=(\d+)(; includeSubDomains)?(; preload)?$/.exec(value);
        if (!found) throw new Error(`Unsupported Strict-Transport-Security value: ${value}`);
        security.strictTransportSecurity = {
          accessControlMaxAge: Duration.seconds(Number(found[1])),
          includeSubdomains: Boolean(found[2]),
          preload: Boolean(found[3]),
          override: true,
        };
        break;
      }
      case 'x-frame-options':
        if (value !== 'DENY' && value !== 'SAMEORIGIN') throw new Error(`Unsupported X-Frame-Options value: ${value}`);
        security.frameOptions = { frameOption: value === 'DENY' ? HeadersFrameOption.DENY : HeadersFrameOption.SAMEORIGIN, override: true };
        break;
      case 'x-content-type-options':
        if (value !== 'nosniff') throw new Error(`Unsupported X-Content-Type-Options value: ${value}`);
        security.contentTypeOptions = { override: true };
        break;
      case 'referrer-policy': {
        const policy = Object.values(HeadersReferrerPolicy).find((known) => known === value);
        if (!policy) throw new Error(`Unsupported Referrer-Policy value: ${value}`);
        security.referrerPolicy = { referrerPolicy: policy, override: true };
        break;
      }
      default:
        customHeaders.push({ header: name, value, override: true });
    }
  }
  return { securityHeadersBehavior: security, customHeaders };
}

export class SecurityHeadersPolicy extends Construct {
  readonly policy: ResponseHeadersPolicy;

  constructor(scope: Construct, id: string, options: SecurityHeaderOptions) {
    super(scope, id);
    const parts = headerPolicyParts(securityHeaders(options));
    this.policy = new ResponseHeadersPolicy(this, 'Policy', {
      comment: 'Security headers of infra/security-headers.ts',
      securityHeadersBehavior: parts.securityHeadersBehavior,
      customHeadersBehavior: { customHeaders: parts.customHeaders },
    });
  }
}
