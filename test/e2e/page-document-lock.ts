/**
 * A page kept as one document (the home, About and success-stories pages): the test
 * that edits it and the tests that read its figures take turns, through a
 * lock per document every worker of a run shares. A lock left by a run that
 * was killed is taken over after five minutes.
 */
import { mkdirSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

const staleAfterMs = 5 * 60_000;

export async function withPageDocument<T>(name: 'home' | 'about' | 'success-stories', work: () => Promise<T>): Promise<T> {
  const lock = join(tmpdir(), `${name}-document-${process.env.E2E_PORT ?? 'e2e'}.lock`);
  for (;;) {
    try {
      mkdirSync(lock);
      break;
    } catch {
      const age = Date.now() - (statSync(lock, { throwIfNoEntry: false })?.mtimeMs ?? Date.now());
      if (age > staleAfterMs) rmSync(lock, { recursive: true, force: true });
      else await new Promise((resolve) => setTimeout(resolve, 250));
    }
  }
  try {
    return await work();
  } finally {
    rmSync(lock, { recursive: true, force: true });
  }
}

export const withAboutPage = <T>(work: () => Promise<T>) => withPageDocument('about', work);
export const withSuccessStories = <T>(work: () => Promise<T>) => withPageDocument('success-stories', work);
export const withHomePage = <T>(work: () => Promise<T>) => withPageDocument('home', work);
