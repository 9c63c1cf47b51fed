/**
 * `npm run deploy -- --stage NAME`: deploys one stage of the stack in three
 * steps, stopping at the first that fails: `cdk synth` into its own cloud
 * assembly (cdk.out/stage-NAME), `cdk diff` of that assembly against what is
 * deployed, `cdk deploy` of the same assembly, so what was shown is what is
 * deployed. The CDK app reads the stage as `-c stage=NAME` and names the stack
 * `<stackName>-<stage>`.
 *
 * Options: `-c key=value` (repeatable) is passed to the synth; `--yes` deploys
 * without CDK's prompt on security-relevant changes (CI, after the diff was read).
 * Build the web app first (`npm run build:web`): the publisher carries its renderer.
 */
import { spawn } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { stagePattern, stageRule } from '../stack/stage';

export interface DeployOptions {
  stage: string;
  context: string[];
  yes: boolean;
}

export interface Command {
  step: 'synth' | 'diff' | 'deploy';
  args: string[];
}

/** Runs `cdk` with these arguments and answers its exit code. */
export type Runner = (args: string[]) => Promise<number>;

export class UsageError extends Error {}

export const usage = 'Usage: npm run deploy -- --stage NAME [-c key=value ...] [--yes]';

export function parseArgs(argv: readonly string[]): DeployOptions {
  const options: DeployOptions = { stage: '', context: [], yes: false };
  for (let i = 0; i < argv.length; i++) {
    const arg = argv[i] ?? '';
    const [name, inline] =
      arg.startsWith('--') && arg.includes('=') ? [arg.slice(0, arg.indexOf('=')), arg.slice(arg.indexOf('=') + 1)] : [arg];
    const value = () => {
      const next = inline ?? argv[++i];
      if (next === undefined || next.startsWith('-')) throw new UsageError(`${name} needs a value.\n${usage}`);
      return next;
    };
    if (name === '--stage') options.stage = value();
    else if (name === '-c' || name === '--context') options.context.push(value());
    else if (name === '--yes' && inline === undefined) options.yes = true;
    else throw new UsageError(`Unknown argument ${arg}.\n${usage}`);
  }
  if (!options.stage) throw new UsageError(`--stage is required: name the stage to deploy, e.g. --stage staging.\n${usage}`);
  if (!stagePattern.test(options.stage)) throw new UsageError(`Stage "${options.stage}" is not valid: ${stageRule}.`);
  if (options.context.some((pair) => pair.startsWith('stage='))) throw new UsageError('Set the stage with --stage, not -c stage=.');
  return options;
}

export function stackNameOf(stage: string, baseName = defaultStackName()): string {
  return `${baseName}-${stage}`;
}

function defaultStackName(): string {
  const cdkJson = JSON.parse(readFileSync(new URL('../../cdk.json', import.meta.url), 'utf8')) as { context?: { stackName?: string } };
  return cdkJson.context?.stackName ?? 'EnterpriseSite';
}

/** The three cdk invocations for a stage. */
export function deployCommands({ stage, context, yes }: DeployOptions): Command[] {
  const assembly = `cdk.out/stage-${stage}`;
  const contextArgs = context.flatMap((pair) => ['-c', pair]);
  const baseName = context.find((pair) => pair.startsWith('stackName='))?.slice('stackName='.length);
  const stack = stackNameOf(stage, baseName);
  return [
    { step: 'synth', args: ['synth', '--quiet', '-c', `stage=${stage}`, ...contextArgs, '--output', assembly] },
    { step: 'diff', args: ['diff', '--app', assembly, stack] },
    { step: 'deploy', args: ['deploy', '--app', assembly, stack, ...(yes ? ['--require-approval', 'never'] : [])] },
  ];
}

/** Runs the steps in order; answers the exit code of the first that fails, or 0. */
export async function deploy(options: DeployOptions, run: Runner, log: (line: string) => void = console.log): Promise<number> {
  for (const { step, args } of deployCommands(options)) {
    log(`deploy ${options.stage}: cdk ${args.join(' ')}`);
    const code = await run(args);
    if (code !== 0) {
      log(`deploy ${options.stage}: ${step} failed (exit code ${code}); nothing after it ran.`);
      return code;
    }
  }
  return 0;
}

/** The project's own pinned CDK CLI (a global one may not read what aws-cdk-lib writes). */
const cdkBin = fileURLToPath(new URL('../../node_modules/.bin/cdk', import.meta.url));

const spawnCdk: Runner = (args) =>
  new Promise((resolve) => {
    const child = spawn(cdkBin, args, { stdio: 'inherit' });
    child.on('error', (error) => {
      console.error(`Could not start ${cdkBin}: ${error.message}`);
      resolve(1);
    });
    child.on('exit', (code, signal) => resolve(code ?? (signal ? 1 : 0)));
  });

if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) {
  try {
    process.exitCode = await deploy(parseArgs(process.argv.slice(2)), spawnCdk);
  } catch (error) {
    if (!(error instanceof UsageError)) throw error;
    console.error(error.message);
    process.exitCode = 2;
  }
}
