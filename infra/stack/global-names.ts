/**
 * CloudFront's origin access controls, response headers policies, cache
 * policies and functions are global: their names must be unique in the
 * account, whatever the region. CDK names some from the construct path only,
 * so a second region (or stage) of the site in one account collided. Every
 * such name here is `<stack name, which holds the stage>-<region>-<unique part>`.
 */
import { Aws, CfnResource, type IAspect, Names, Stack } from 'aws-cdk-lib';
import type { IConstruct } from 'constructs';

/** Resource type → where its name is and CloudFront's longest name. */
const namedProperty: Record<string, { path: string; maxLength: number }> = {
  'AWS::CloudFront::OriginAccessControl': { path: 'OriginAccessControlConfig.Name', maxLength: 64 },
  'AWS::CloudFront::ResponseHeadersPolicy': { path: 'ResponseHeadersPolicyConfig.Name', maxLength: 128 },
  'AWS::CloudFront::CachePolicy': { path: 'CachePolicyConfig.Name', maxLength: 128 },
  'AWS::CloudFront::Function': { path: 'Name', maxLength: 64 },
};

/** The longest region name (ap-southeast-4) and the two hyphens around it. */
const regionRoom = 16;

export function globalName(resource: IConstruct, maxLength: number): string {
  const { stackName } = Stack.of(resource);
  const unique = Names.uniqueResourceName(resource, { maxLength: maxLength - stackName.length - regionRoom, separator: '-' });
  return `${stackName}-${Aws.REGION}-${unique}`;
}

export class GlobalNames implements IAspect {
  visit(node: IConstruct): void {
    if (!CfnResource.isCfnResource(node)) return;
    const named = namedProperty[node.cfnResourceType];
    if (named) node.addPropertyOverride(named.path, globalName(node, named.maxLength));
  }
}
