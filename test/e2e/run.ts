/**
 * Runs the Playwright suite in Debian's Chromium, installing it first where it
 * is missing (as CI does on a fresh machine); `npx playwright install` cannot
 * download browsers here.
 */
import { execFileSync, spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { chromiumPath } from '../../infra/tools/chromium';

const chromium = chromiumPath;

if (!existsSync(chromium)) {
  if (process.getuid?.() !== 0) {
    console.error(`Chromium is missing at ${chromium}. Install Debian's package (sudo apt-get install -y chromium) or set CHROME_PATH.`);
    process.exit(1);
  }
  console.log('Installing Chromium from Debian packages…');
  execFileSync('apt-get', ['update', '-qq'], { stdio: 'inherit' });
  execFileSync('apt-get', ['install', '-y', '-qq', 'chromium'], {
    stdio: 'inherit',
    env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' },
  });
}

const result = spawnSync('npx', ['playwright', 'test', ...process.argv.slice(2)], { stdio: 'inherit' });
process.exit(result.status ?? 1);
