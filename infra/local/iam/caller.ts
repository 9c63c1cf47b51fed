/**
 * Which function's role a call runs under. The local gateway runs each handler,
 * and the local worker runners each worker, inside `runAs(<function name>)`;
 * anything else (tests' setup, seeding, CLI scripts) runs as the developer,
 * whose own credentials are not restricted.
 */
import { AsyncLocalStorage } from 'node:async_hooks';
import type { RouteName } from '../../../functions/contract/routes';
import type { WorkerName } from '../../../functions/contract/workers';

const caller = new AsyncLocalStorage<string>();

/** Runs `work` as the named function (a route's or worker's name in functions/contract). */
export function runAs<T>(functionName: RouteName | WorkerName, work: () => T): T {
  return caller.run(functionName, work);
}

/** The function the current call runs as, or undefined outside any. */
export function currentFunction(): string | undefined {
  return caller.getStore();
}
