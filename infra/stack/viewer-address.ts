/**
 * The viewer's own address for the API, trusted only on requests that came
 * through CloudFront. Behind CloudFront, API Gateway's source IP is an edge
 * server's, shared by many visitors, so the login throttle would count them
 * all as one client (and one attacker could slow everyone's sign-in there).
 * A viewer-request function on /api/* sets x-viewer-address to the viewer's
 * IP, replacing whatever the caller sent, and CloudFront adds a secret origin
 * header that a direct caller of the HTTP API cannot know. Functions that read
 * the address (routes with `viewerAddress` in the route table) trust the
 * header only when that secret matches (functions/core/http/frame.ts); a
 * direct call keeps its own, real, source IP.
 */
import { Function as CloudFrontFunction, FunctionCode, FunctionRuntime } from 'aws-cdk-lib/aws-cloudfront';
import { Secret } from 'aws-cdk-lib/aws-secretsmanager';
import { Construct } from 'constructs';
import { originVerifyHeader, viewerAddressHeader } from '../../functions/core/http/viewer-address';

export const viewerAddressCode = `function handler(event) {
  event.request.headers['${viewerAddressHeader}'] = { value: event.viewer.ip };
  return event.request;
}`;

export class ViewerAddress extends Construct {
  /** The secret CloudFront sends as x-origin-verify. */
  readonly originSecret: Secret;
  readonly function: CloudFrontFunction;

  constructor(scope: Construct, id: string) {
    super(scope, id);
    this.originSecret = new Secret(this, 'OriginVerify', {
      description: `Sent by CloudFront to the API as ${originVerifyHeader}: proves a request came through the distribution`,
      generateSecretString: { passwordLength: 48, excludePunctuation: true, includeSpace: false },
    });
    this.function = new CloudFrontFunction(this, 'Function', {
      comment: `Sets ${viewerAddressHeader} to the viewer's IP on API requests`,
      code: FunctionCode.fromInline(viewerAddressCode),
      runtime: FunctionRuntime.JS_2_0,
    });
  }

  /** The secret's value as CloudFormation resolves it at deploy time (a dynamic reference, never in the template). */
  get originSecretValue(): string {
    return this.originSecret.secretValue.unsafeUnwrap();
  }
}
