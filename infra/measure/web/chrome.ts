/**
 * Headless Chromium for Lighthouse, one fresh browser (and profile) per run
 * so no cache or storage carries over. Each browser runs in its own process
 * group; `killAllChrome` ends every one still alive, and runs on process exit
 * too, so no browser outlives the bench, even after a crash or Ctrl-C.
 */
import { type ChildProcess, spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { chromiumFlags, chromiumPath } from '../../tools/chromium';

export interface Chrome {
  /** The DevTools port Lighthouse connects to. */
  port: number;
  kill(): void;
}

const flags = ['--headless=new', ...chromiumFlags, '--remote-debugging-port=0', 'about:blank'];

const live = new Set<() => void>();
let stopped = false;
process.on('exit', killAllChrome);

/** Ends every browser still alive, and refuses to launch more (the bench is stopping). */
export function killAllChrome(): void {
  stopped = true;
  for (const kill of [...live]) kill();
}

/** True once the bench has begun stopping (a failed run is then not worth retrying). */
export const chromeStopped = () => stopped;

export async function launchChrome(): Promise<Chrome> {
  if (stopped) throw new Error('The bench is stopping: no more browsers');
  const profile = mkdtempSync(join(tmpdir(), 'bench-chrome-'));
  const child = spawn(chromiumPath, [...flags, `--user-data-dir=${profile}`], { detached: true, stdio: ['ignore', 'ignore', 'pipe'] });
  const kill = () => {
    live.delete(kill);
    stopGroup(child);
    rmSync(profile, { recursive: true, force: true });
  };
  live.add(kill);
  try {
    return { port: await devToolsPort(child), kill };
  } catch (error) {
    kill();
    throw error;
  }
}

/** Chromium prints "DevTools listening on ws://127.0.0.1:PORT/…" once it accepts connections. */
function devToolsPort(child: ChildProcess): Promise<number> {
  return new Promise((resolve, reject) => {
    let output = '';
    const timer = setTimeout(() => fail(new Error(`Chromium did not start within 30 s:\n${output}`)), 30_000);
    const fail = (error: Error) => {
      clearTimeout(timer);
      reject(error);
    };
    child.once('error', (error) => fail(new Error(`Cannot start ${chromiumPath} (set CHROME_PATH): ${error.message}`)));
    child.once('exit', (code) => fail(new Error(`Chromium exited (${code}) before listening:\n${output}`)));
    child.stderr?.on('data', (chunk: Buffer) => {
      output += chunk.toString();
      const match = /DevTools listening on ws:\/\/[^:]+:(\d+)\//.exec(output);
      if (match) {
        clearTimeout(timer);
        child.stderr?.removeAllListeners('data');
        child.stderr?.resume();
        resolve(Number(match[1]));
      }
    });
  });
}

/** Ends the browser and its helper processes (renderers, zygotes) together. */
function stopGroup(child: ChildProcess): void {
  if (child.pid === undefined) return;
  try {
    process.kill(-child.pid, 'SIGKILL');
  } catch {
    // Already gone.
  }
}
