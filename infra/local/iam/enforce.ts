/**
 * The local stack's IAM check: middleware on every SDK client the functions
 * create (functions/core/aws/endpoints.ts), which evaluates each command
 * against the statements of the function it runs as (./caller) and fails a
 * call outside them as AWS does: AccessDeniedException (HTTP 400), or
 * AccessDenied (403) from S3. Calls outside any function are not checked.
 */
import type { HandlerExecutionContext, InitializeHandler, InitializeHandlerArguments, Pluggable } from '@smithy/types';
import { clientPlugins } from '../../../functions/core/aws/endpoints';
import { localArns } from './arns';
import { currentFunction } from './caller';
import { evaluate, type IamRequest } from './evaluate';
import { statementsOf } from './policies';
import { iamRequests } from './requests';

export class LocalAccessDenied extends Error {
  readonly $fault = 'client';
  readonly $metadata: { httpStatusCode: number; attempts: number; totalRetryDelay: number };

  constructor(name: string, status: number, message: string) {
    super(message);
    this.name = name;
    this.$metadata = { httpStatusCode: status, attempts: 1, totalRetryDelay: 0 };
  }
}

/** The error AWS answers, in its wording (SES still words it the old way). */
export function accessDenied(functionName: string, request: IamRequest, resource: string): LocalAccessDenied {
  const user = localArns.caller(functionName);
  const service = request.action.slice(0, request.action.indexOf(':'));
  if (service === 's3')
    return new LocalAccessDenied(
      'AccessDenied',
      403,
      `User: ${user} is not authorized to perform: ${request.action} on resource: "${resource}" because no identity-based policy allows the ${request.action} action`,
    );
  if (service === 'ses')
    return new LocalAccessDenied(
      'AccessDeniedException',
      400,
      `User \`${user}' is not authorized to perform \`${request.action}' on resource \`${resource}'`,
    );
  return new LocalAccessDenied(
    'AccessDeniedException',
    400,
    `User: ${user} is not authorized to perform: ${request.action} on resource: ${resource} because no identity-based policy allows the ${request.action} action`,
  );
}

/** Throws the AWS error when the function's role does not allow the command. */
export function checkCommand(functionName: string, clientName: string, commandName: string, input: Record<string, unknown>): void {
  const statements = statementsOf(functionName);
  for (const request of iamRequests(clientName, commandName, input)) {
    const decision = evaluate(statements, request);
    if (!decision.allowed) throw accessDenied(functionName, request, decision.resource);
  }
}

const checkMiddleware =
  // biome-ignore lint/suspicious/noExplicitAny: every client's input and output
  (next: InitializeHandler<any, any>, context: HandlerExecutionContext) => async (args: InitializeHandlerArguments<any>) => {
    const functionName = currentFunction();
    if (functionName) checkCommand(functionName, context.clientName ?? '', context.commandName ?? '', args.input);
    return next(args);
  };

// biome-ignore lint/suspicious/noExplicitAny: every client's input and output
export const iamCheck: Pluggable<any, any> = {
  applyToStack(stack) {
    // First of all: a denied call is never signed, sent or retried.
    stack.add(checkMiddleware, { step: 'initialize', priority: 'high', name: 'localIamCheck' });
  },
};

/** Adds the check to every client created from now on (idempotent); resetClients() drops those made without it. */
export function enforceGrants(): void {
  if (!clientPlugins.includes(iamCheck)) clientPlugins.push(iamCheck);
}
