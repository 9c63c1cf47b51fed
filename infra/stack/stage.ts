/**
 * A stage is one deployed copy of the site (prod, staging, a developer's own):
 * `-c stage=NAME` (default prod). Its stack is `<stackName>-<stage>`, and its
 * settings may differ per stage through cdk.json's `stages` context
 * (./settings.ts). `npm run deploy -- --stage NAME` passes the same flag.
 */
import type { Node } from 'constructs';

export const defaultStage = 'prod';

/** It goes into the stack's name and every name derived from it (buckets: lower case). */
export const stagePattern = /^[a-z][a-z0-9-]{0,19}$/;
export const stageRule = 'lower-case letters, digits and hyphens (at most 20, a letter first)';

export function readStage(node: Node): string {
  const stage = String(node.tryGetContext('stage') ?? defaultStage).trim();
  if (!stagePattern.test(stage)) throw new Error(`"stage" must be ${stageRule}, got "${stage}".`);
  return stage;
}

export function siteStackName(node: Node): string {
  return `${String(node.tryGetContext('stackName') ?? 'EnterpriseSite')}-${readStage(node)}`;
}
