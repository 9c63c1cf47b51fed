/**
 * AWS WAF in front of CloudFront: a rate limit per client IP on each public
 * POST route that writes or authenticates, so one script no longer uses up
 * the API stage's per-route limit for every visitor, plus AWS's common rule set.
 *
 * A CloudFront web ACL can only be created in us-east-1. Rather than a second
 * stack there (cross-region references need custom resources and a region known
 * at synth time, which offline `npm run synth` has not), the web ACL lives in
 * this stack under a CloudFormation condition: deployed in us-east-1 it exists
 * and is attached; deployed elsewhere it is left out (and synth warns when the
 * region is known), the API's own throttling still applies. README says so.
 */
import { Annotations, Aws, CfnCondition, Fn, Stack, Token } from 'aws-cdk-lib';
import { CfnWebACL } from 'aws-cdk-lib/aws-wafv2';
import { Construct } from 'constructs';
import { routes } from '../../functions/contract/routes';

/** Requests per client IP in any 5 minutes, per route. */
export const rateLimits = [
  { name: 'AdminLogin', path: routes.adminLogin.path, limit: 20 },
  { name: 'ContactMail', path: routes.contactMail.path, limit: 10 },
  { name: 'HireUsMail', path: routes.hireUsMail.path, limit: 10 },
  { name: 'NewsletterSubscribe', path: routes.newsletterSubscribe.path, limit: 10 },
] as const;

export const wafRegion = 'us-east-1';

/** The common rule set's body rules. */
export const countedBodyRules = [
  'SizeRestrictions_BODY',
  'CrossSiteScripting_BODY',
  'GenericLFI_BODY',
  'GenericRFI_BODY',
  'EC2MetaDataSSRF_BODY',
];

const visibility = (metricName: string) => ({ cloudWatchMetricsEnabled: true, sampledRequestsEnabled: true, metricName });

export class Firewall extends Construct {
  /** The web ACL's ARN for the distribution, or undefined where CloudFront's WAF is not available. */
  readonly webAclArn?: string;
  readonly webAcl?: CfnWebACL;

  constructor(scope: Construct, id: string) {
    super(scope, id);
    const region = Stack.of(this).region;
    if (!Token.isUnresolved(region) && region !== wafRegion) {
      Annotations.of(this).addWarningV2(
        'site:waf-region',
        `No WAF web ACL: CloudFront's WAF exists only in ${wafRegion} and this stack deploys to ${region}. Deploy in ${wafRegion} for the per-IP rate limits.`,
      );
      return;
    }
    this.webAcl = new CfnWebACL(this, 'WebAcl', {
      scope: 'CLOUDFRONT',
      defaultAction: { allow: {} },
      visibilityConfig: visibility('site'),
      rules: [
        ...rateLimits.map(({ name, path, limit }, index) => ({
          name: `RateLimit${name}`,
          priority: index,
          action: { block: {} },
          visibilityConfig: visibility(`rate-${name}`),
          statement: {
            rateBasedStatement: {
              aggregateKeyType: 'IP',
              limit,
              evaluationWindowSec: 300,
              scopeDownStatement: {
                andStatement: {
                  statements: [
                    {
                      byteMatchStatement: {
                        fieldToMatch: { method: {} },
                        positionalConstraint: 'EXACTLY',
                        searchString: 'POST',
                        textTransformations: [{ priority: 0, type: 'NONE' }],
                      },
                    },
                    {
                      byteMatchStatement: {
                        fieldToMatch: { uriPath: {} },
                        positionalConstraint: 'EXACTLY',
                        searchString: path,
                        textTransformations: [{ priority: 0, type: 'NONE' }],
                      },
                    },
                  ],
                },
              },
            },
          },
        })),
        {
          name: 'AwsCommonRules',
          priority: rateLimits.length,
          overrideAction: { none: {} },
          visibilityConfig: visibility('common'),
          statement: {
            managedRuleGroupStatement: {
              vendorName: 'AWS',
              name: 'AWSManagedRulesCommonRuleSet',
              // Admin content is rich-text HTML (often over 8 KB, with links and markup): body rules only count;
              // the functions validate and sanitize bodies. URI, query and header rules still block.
              ruleActionOverrides: countedBodyRules.map((name) => ({ name, actionToUse: { count: {} } })),
            },
          },
        },
      ],
    });
    if (Token.isUnresolved(region)) {
      const inWafRegion = new CfnCondition(this, 'InWafRegion', { expression: Fn.conditionEquals(Aws.REGION, wafRegion) });
      this.webAcl.cfnOptions.condition = inWafRegion;
      this.webAclArn = Fn.conditionIf(inWafRegion.logicalId, this.webAcl.attrArn, Aws.NO_VALUE).toString();
    } else {
      this.webAclArn = this.webAcl.attrArn;
    }
  }
}
