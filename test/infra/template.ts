/** Reading a synthesized SiteStack and its nested stacks: resources by type, logical ids, a function's IAM statements. */
import { type CfnElement, NestedStack, Stack } from 'aws-cdk-lib';
import { Template } from 'aws-cdk-lib/assertions';
import type { IFunction } from 'aws-cdk-lib/aws-lambda';
import { CloudAssembly } from 'aws-cdk-lib/cx-api';
import type { IConstruct } from 'constructs';
import { afterAll, beforeAll } from 'vitest';
import type { RouteName } from '../../functions/contract/routes';
import type { SiteStack } from '../../infra/stack/site-stack';
import { synthStack } from './synth';

export type Resource = {
  Type: string;
  Properties: Record<string, any>;
  DependsOn?: string | string[];
  Condition?: string;
  DeletionPolicy?: string;
};
export type Resources = Record<string, Resource>;
export type Statement = { Effect: string; Action: string | string[]; Resource: unknown; Condition?: Record<string, any> };

export interface Synthesized {
  stack: SiteStack;
  template: Template;
  resources: Resources;
  ofType(type: string): Array<[string, Resource]>;
  /** The one resource of a type (throws unless there is exactly one). */
  only(type: string): [string, Resource];
  logicalId(construct: object): string;
  /** Every statement of every policy attached to the function's role. */
  statementsOf(fn: IFunction): Statement[];
  /** The same, flattened to action names. */
  actionsOf(fn: IFunction): string[];
  /** The Lambda function of an API route. */
  routeFunction(name: RouteName): IFunction;
}

export const actionList = (statement: Statement): string[] => (Array.isArray(statement.Action) ? statement.Action : [statement.Action]);

type Json = unknown;

/** Every value of a template with `replace` applied wherever it returns something, depth first. */
function rewrite(value: Json, replace: (value: Record<string, Json>) => Json | undefined): Json {
  if (Array.isArray(value)) return value.map((v) => rewrite(v, replace));
  if (!value || typeof value !== 'object') return value;
  const replaced = replace(value as Record<string, Json>);
  if (replaced !== undefined) return replaced;
  return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, rewrite(v, replace)]));
}

/**
 * The stack and its nested stacks (the API's route groups) as one template:
 * a nested stack's parameter is replaced by the value its parent passes, and
 * a parent's read of a nested output by that output's value, so a reference
 * reads as it would within one stack. Logical ids are each stack's own.
 */
export function flattenedResources(stack: Stack): Resources {
  const own = Template.fromStack(stack).toJSON();
  const merged: Resources = {};
  const outputs = new Map<string, Json>();
  for (const nested of nestedStacks(stack)) {
    const parentId = stack.getLogicalId(nested.nestedStackResource as CfnElement);
    const parameters = own.Resources[parentId].Properties.Parameters ?? {};
    const template = Template.fromStack(nested).toJSON();
    const local = rewrite(template, (value) =>
      typeof value.Ref === 'string' && value.Ref in parameters ? parameters[value.Ref] : undefined,
    ) as { Resources: Resources; Outputs?: Record<string, { Value: Json }> };
    for (const [id, output] of Object.entries(local.Outputs ?? {})) outputs.set(`${parentId}.Outputs.${id}`, output.Value);
    for (const [id, resource] of Object.entries(local.Resources)) {
      if (id in merged) throw new Error(`Logical id ${id} is in two nested stacks`);
      merged[id] = resource;
    }
  }
  const parent = rewrite(own.Resources, (value) => {
    const getAtt = value['Fn::GetAtt'];
    return Array.isArray(getAtt) ? outputs.get(`${getAtt[0]}.${getAtt[1]}`) : undefined;
  }) as Resources;
  for (const [id, resource] of Object.entries(parent)) {
    if (id in merged) throw new Error(`Logical id ${id} is in the stack and a nested stack`);
    merged[id] = resource;
  }
  return merged;
}

export const nestedStacks = (stack: Stack): NestedStack[] =>
  stack.node.findAll().filter((construct): construct is NestedStack => NestedStack.isNestedStack(construct));

/** A construct's (or its default child's) logical id in its own stack, nested or not. */
export function logicalIdOf(construct: IConstruct): string {
  const element = (construct.node.defaultChild ?? construct) as CfnElement;
  return Stack.of(element).getLogicalId(element);
}

export function synthesized(context: Record<string, unknown> = {}, env?: { account: string; region: string }): Synthesized {
  const { stack, template } = synthStack(context, env);
  const resources = flattenedResources(stack);
  const ofType = (type: string) => Object.entries(resources).filter(([, r]) => r.Type === type);
  const logicalId = (construct: object) => logicalIdOf(construct as IConstruct);
  const statementsOf = (fn: IFunction) => {
    const roleId = logicalIdOf(fn.role!);
    return ofType('AWS::IAM::Policy')
      .filter(([, policy]) => (policy.Properties.Roles as Array<{ Ref: string }>).some((role) => role.Ref === roleId))
      .flatMap(([, policy]) => policy.Properties.PolicyDocument.Statement as Statement[]);
  };
  const only = (type: string): [string, Resource] => {
    const found = ofType(type);
    if (found.length !== 1) throw new Error(`Expected one ${type}, found ${found.length}`);
    return found[0]!;
  };
  const routeFunction = (name: RouteName) => {
    const found = stack.api.functions.find((f) => f.route.name === name);
    if (!found) throw new Error(`No function for route ${name}`);
    return found.fn;
  };
  return {
    stack,
    template,
    resources,
    ofType,
    only,
    logicalId,
    statementsOf,
    actionsOf: (fn) => statementsOf(fn).flatMap(actionList),
    routeFunction,
  };
}

/** A test file's one synthesis: filled in beforeAll (synthesis is slow), its temporary folders removed afterwards. */
export function synthesizedOnce(): Synthesized {
  const s = {} as Synthesized;
  beforeAll(() => {
    Object.assign(s, synthesized());
  });
  afterAll(() => CloudAssembly.cleanupTemporaryDirectories());
  return s;
}

/** A value as JSON, to look for a reference or name inside a template fragment. */
export const json = (value: unknown) => JSON.stringify(value);

/** The table statements of a role: sorted actions, the pk prefixes LeadingKeys confines them to, the resource, and whether it is the list index. */
export function tableAccess(statements: Statement[]) {
  return statements
    .filter((st) => actionList(st).some((a) => a.startsWith('dynamodb:')))
    .map((st) => {
      const resource = JSON.stringify(st.Resource);
      const leadingKeys = st.Condition?.['ForAllValues:StringLike']?.['dynamodb:LeadingKeys'] as string[] | undefined;
      return { actions: actionList(st).sort(), leadingKeys: leadingKeys?.slice().sort(), resource, index: resource.includes('/index/') };
    });
}
