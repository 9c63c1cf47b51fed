/**
 * Runs Biome's native binary for this machine. The project depends on Biome's
 * Linux binaries directly (optional, one per CPU, npm installs the matching
 * one) instead of on @biomejs/biome: that package lists a binary for every
 * platform, the build machines' registry serves only the Linux ones, and
 * `npm ci` refuses a lock file without them.
 */
import { spawnSync } from 'node:child_process';
import { createRequire } from 'node:module';

const binaryPackage = `@biomejs/cli-${process.platform}-${process.arch}`;

function binaryPath(): string | null {
  try {
    return createRequire(import.meta.url).resolve(`${binaryPackage}/biome`);
  } catch {
    return null;
  }
}

const binary = binaryPath();
if (!binary) {
  console.error(
    `Biome has no binary installed for ${process.platform}-${process.arch}: run \`npm install --no-save ${binaryPackage}@2.6.8\`.`,
  );
  process.exit(1);
}
const run = spawnSync(binary, process.argv.slice(2), { stdio: 'inherit' });
process.exit(run.status ?? 1);
