/** `npm run bench:web -- [--runs N] [--only /path[,/path…]]` */
export interface BenchOptions {
  /** Lighthouse runs per page and variant; the medians are reported. */
  runs: number;
  /** Measure these paths instead of the standard six. */
  only?: string[];
}

export function parseOptions(args: readonly string[]): BenchOptions {
  const options: BenchOptions = { runs: 3 };
  for (let i = 0; i < args.length; i += 1) {
    const arg = args[i] ?? '';
    const [name, inline] = arg.split(/=(.*)/s, 2);
    const value = () => inline ?? args[++i] ?? '';
    if (name === '--runs') {
      const text = value();
      const runs = Number(text);
      if (!Number.isInteger(runs) || runs < 1) throw new Error(`--runs takes a whole number of at least 1, not "${text}"`);
      options.runs = runs;
    } else if (name === '--only') {
      const paths = value()
        .split(',')
        .map((path) => path.trim())
        .filter(Boolean);
      const bad = paths.filter((path) => !path.startsWith('/'));
      if (paths.length === 0 || bad.length > 0) throw new Error('--only takes site paths starting with /, e.g. --only /news,/career');
      options.only = [...(options.only ?? []), ...paths];
    } else {
      throw new Error(`Unknown option ${arg} (options: --runs N, --only /path)`);
    }
  }
  return options;
}
