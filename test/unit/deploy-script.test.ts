/** `npm run deploy -- --stage NAME`: its arguments, and the cdk commands it runs, with a runner that records instead of calling AWS. */
import { describe, expect, it } from 'vitest';
import { deploy, deployCommands, parseArgs, UsageError } from '../../infra/tools/deploy';

describe('deploy arguments', () => {
  it('requires a stage, with a clear error', () => {
    expect(() => parseArgs([])).toThrow(UsageError);
    expect(() => parseArgs([])).toThrow(/--stage is required/);
    expect(() => parseArgs(['--stage'])).toThrow(/--stage needs a value/);
    expect(() => parseArgs(['--stage', '--yes'])).toThrow(/--stage needs a value/);
  });

  it('accepts --stage NAME and --stage=NAME, context pairs and --yes', () => {
    expect(parseArgs(['--stage', 'prod'])).toEqual({ stage: 'prod', context: [], yes: false });
    expect(parseArgs(['--stage=staging', '-c', 'alarmEmail=ops@example.com', '--context=domainName=www.example.com', '--yes'])).toEqual({
      stage: 'staging',
      context: ['alarmEmail=ops@example.com', 'domainName=www.example.com'],
      yes: true,
    });
  });

  it('refuses stages that cannot be part of a stack name, unknown arguments, and a stage set twice', () => {
    for (const stage of ['1st', 'pre_prod', 'a b', 'Prod', 'x'.repeat(21)])
      expect(() => parseArgs(['--stage', stage]), stage).toThrow(/not valid/);
    expect(() => parseArgs(['--stage', 'prod', '--force'])).toThrow(/Unknown argument --force/);
    expect(() => parseArgs(['--stage', 'prod', '-c', 'stage=other'])).toThrow(/not -c stage=/);
  });
});

describe('deploy commands', () => {
  it('synthesizes the stage into its own assembly, then diffs and deploys that assembly', () => {
    expect(deployCommands(parseArgs(['--stage', 'prod', '-c', 'alarmEmail=ops@example.com'])).map(({ args }) => args)).toEqual([
      ['synth', '--quiet', '-c', 'stage=prod', '-c', 'alarmEmail=ops@example.com', '--output', 'cdk.out/stage-prod'],
      ['diff', '--app', 'cdk.out/stage-prod', 'EnterpriseSite-prod'],
      ['deploy', '--app', 'cdk.out/stage-prod', 'EnterpriseSite-prod'],
    ]);
    const ci = deployCommands(parseArgs(['--stage', 'staging', '-c', 'stackName=Corp', '--yes']));
    expect(ci[2]!.args).toEqual(['deploy', '--app', 'cdk.out/stage-staging', 'Corp-staging', '--require-approval', 'never']);
  });

  it('runs synth, diff and deploy in order, and stops at the first that fails', async () => {
    const ran: string[] = [];
    const lines: string[] = [];
    const runner = (exitCodes: Record<string, number>) => async (args: string[]) => {
      ran.push(args[0] ?? '');
      return exitCodes[args[0] ?? ''] ?? 0;
    };
    const ok = await deploy(parseArgs(['--stage', 'prod']), runner({}), (line) => lines.push(line));
    expect(ok).toBe(0);
    expect(ran).toEqual(['synth', 'diff', 'deploy']);

    ran.length = 0;
    const failed = await deploy(parseArgs(['--stage', 'prod']), runner({ diff: 3 }), (line) => lines.push(line));
    expect(failed).toBe(3);
    expect(ran).toEqual(['synth', 'diff']);
    expect(lines.at(-1)).toBe('deploy prod: diff failed (exit code 3); nothing after it ran.');
  });
});
