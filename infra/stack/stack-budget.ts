/**
 * CloudFormation refuses a stack of more than 500 resources. Each stack of
 * the app (the top-level one and each nested route group) stays under 60% of
 * that, so the routes still to come fit without a reshuffle under pressure:
 * synth fails, naming the stack, as soon as one passes the line.
 */
import { CfnResource, Stack } from 'aws-cdk-lib';

export const cloudFormationResourceLimit = 500;
export const resourceBudget = Math.floor(cloudFormationResourceLimit * 0.6);

/** The resources a stack's own template holds (a nested stack counts as one in its parent). */
export function resourceCount(stack: Stack): number {
  return stack.node.findAll().filter((construct) => CfnResource.isCfnResource(construct) && Stack.of(construct) === stack).length;
}

export function keepWithinBudget(stack: Stack): void {
  stack.node.addValidation({
    validate: () => {
      const count = resourceCount(stack);
      return count > resourceBudget
        ? [
            `${stack.node.path} holds ${count} resources, over the budget of ${resourceBudget} (60% of CloudFormation's ${cloudFormationResourceLimit}): ` +
              'give its routes a group of their own (infra/stack/route-groups.ts).',
          ]
        : [];
    },
  });
}
