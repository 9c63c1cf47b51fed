/** Reading a synthesized SiteStack: resources by type, logical ids, a function's IAM statements. */
import type { Template } from 'aws-cdk-lib/assertions';
import type { IFunction } from 'aws-cdk-lib/aws-lambda';
import { CloudAssembly } from 'aws-cdk-lib/cx-api';
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

export function synthesized(context: Record<string, unknown> = {}, env?: { account: string; region: string }): Synthesized {
  const { stack, template } = synthStack(context, env);
  const resources = template.toJSON().Resources as Resources;
  const ofType = (type: string) => Object.entries(resources).filter(([, r]) => r.Type === type);
  const logicalId = (construct: object) => stack.getLogicalId((construct as { node: { defaultChild: any } }).node.defaultChild);
  const statementsOf = (fn: IFunction) => {
    const roleId = stack.getLogicalId(fn.role!.node.defaultChild as any);
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
