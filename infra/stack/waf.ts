/**
 * AWS WAF in front of CloudFront: a rate limit per client IP on each route the
 * route table marks `throttle: 'strict'` (public routes that write or
 * authenticate), plus AWS's common rule set. Limits are per client on purpose:
 * a limit shared by all clients (an API Gateway route throttle) lets one
 * script deny every visitor the forms and every admin the sign-in.
 *
 * A CloudFront web ACL can only be created in us-east-1. Rather than a second
 * stack there (cross-region references need custom resources and a region known
 * at synth time, which offline `npm run synth` has not), the web ACL lives in
 * this stack under a CloudFormation condition: deployed in us-east-1 it exists
 * and is attached; deployed elsewhere it is left out (and synth warns when the
 * region is known), the API's own throttling still applies. docs/security.md says so.
 */
import { Annotations, Aws, CfnCondition, Fn, Stack, Token } from 'aws-cdk-lib';
import { CfnWebACL } from 'aws-cdk-lib/aws-wafv2';
import { Construct } from 'constructs';
import { routeList } from '../../functions/contract/routes';

/** Requests one client IP may make to one strict route in any 5 minutes: a person never needs more. */
export const perClientLimit = 20;

/** One rule per strict route of the route table, matched by method and path. */
export const rateLimits = routeList
  .filter((route) => route.throttle === 'strict')
  .map((route) => ({
    name: route.name.charAt(0).toUpperCase() + route.name.slice(1),
    method: route.method,
    // A path with parameters is matched by its fixed start.
    path: route.path.replace(/\{.*$/, ''),
    exact: !route.path.includes('{'),
    limit: perClientLimit,
  }));

/** The path as API Gateway routes it: repeated slashes and dot segments folded, compared case-insensitively. */
const pathTransformations = [
  { priority: 0, type: 'NORMALIZE_PATH' },
  { priority: 1, type: 'LOWERCASE' },
];

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
        ...rateLimits.map(({ name, method, path, exact, limit }, index) => ({
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
                        searchString: method,
                        textTransformations: [{ priority: 0, type: 'NONE' }],
                      },
                    },
                    {
                      byteMatchStatement: {
                        fieldToMatch: { uriPath: {} },
                        positionalConstraint: exact ? 'EXACTLY' : 'STARTS_WITH',
                        searchString: path.toLowerCase(),
                        textTransformations: pathTransformations,
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
