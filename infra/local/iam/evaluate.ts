/**
 * A small IAM evaluator for the subset the stack synthesizes: Allow statements,
 * `*` and `?` wildcards in actions (case-insensitive) and resources, and the
 * condition operators StringEquals, StringLike and ForAllValues:StringLike.
 * What no statement allows is denied (the implicit deny). An operator outside
 * the subset throws, so a stack that starts using one cannot pass unchecked.
 */
import type { PolicyStatementJson } from '../../stack/grant-statements';

/** One call as IAM sees it. */
export interface IamRequest {
  readonly action: string;
  /**
   * What the call touches: each entry must be allowed on one of its ARNs
   * (an SES identity is an address or its domain, whichever is verified).
   */
  readonly resources: readonly (readonly string[])[];
  /** Condition keys and their values (several for multivalued keys such as dynamodb:LeadingKeys). */
  readonly context: Readonly<Record<string, readonly string[]>>;
}

/** Allowed, or the first resource no statement allows the action on. */
export type Decision = { readonly allowed: true } | { readonly allowed: false; readonly resource: string };

const patterns = new Map<string, RegExp>();

function wildcard(pattern: string, flags = ''): RegExp {
  const cacheKey = `${flags}:${pattern}`;
  let found = patterns.get(cacheKey);
  if (!found) {
    const source = pattern
      .replace(/[.+^${}()|[\]\\]/g, '\\$&')
      .replace(/\*/g, '.*')
      .replace(/\?/g, '.');
    found = new RegExp(`^${source}$`, flags);
    patterns.set(cacheKey, found);
  }
  return found;
}

const list = <T>(value: T | readonly T[]): readonly T[] => (Array.isArray(value) ? value : [value as T]);

const operators: Record<string, (values: readonly string[] | undefined, expected: readonly string[]) => boolean> = {
  StringEquals: (values, expected) => values !== undefined && values.length > 0 && values.every((value) => expected.includes(value)),
  StringLike: (values, expected) => values !== undefined && values.length > 0 && values.every((value) => likeAny(value, expected)),
  // True when the key is absent or empty, as on AWS: each value present must match.
  'ForAllValues:StringLike': (values, expected) => (values ?? []).every((value) => likeAny(value, expected)),
};

function likeAny(value: string, patternsOf: readonly string[]): boolean {
  return patternsOf.some((pattern) => wildcard(pattern).test(value));
}

function conditionsHold(statement: PolicyStatementJson, context: IamRequest['context']): boolean {
  for (const [operator, keys] of Object.entries(statement.Condition ?? {})) {
    const test = operators[operator];
    if (!test) throw new Error(`The local IAM check does not evaluate the condition operator ${operator}.`);
    for (const [key, expected] of Object.entries(keys)) if (!test(context[key], list(expected))) return false;
  }
  return true;
}

function allows(statement: PolicyStatementJson, request: IamRequest, resource: string): boolean {
  return (
    statement.Effect === 'Allow' &&
    list(statement.Action).some((action) => wildcard(action, 'i').test(request.action)) &&
    list(statement.Resource).some((pattern) => wildcard(pattern).test(resource)) &&
    conditionsHold(statement, request.context)
  );
}

export function evaluate(statements: readonly PolicyStatementJson[], request: IamRequest): Decision {
  for (const alternatives of request.resources) {
    const allowed = alternatives.some((resource) => statements.some((statement) => allows(statement, request, resource)));
    if (!allowed) return { allowed: false, resource: alternatives[0] ?? '*' };
  }
  return { allowed: true };
}
