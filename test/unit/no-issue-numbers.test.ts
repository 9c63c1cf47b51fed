import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { repoRoot } from '../../infra/tools/api-docs';

/**
 * A reader of this repository has no tracker: code, tests and docs say what
 * the product does, never which ticket asked for it. Every tracked text file
 * of the app, its stack, its tests and its docs is checked, line by line.
 */
const checked = ['functions', 'web', 'infra', 'test', 'docs', 'README.md'];
const ticketReference = /\bissues? ?#?\d+/i;

function trackedFiles(): string[] {
  return execFileSync('git', ['ls-files', '-z', '--', ...checked], { cwd: repoRoot, encoding: 'utf8' })
    .split('\0')
    .filter(Boolean);
}

/** `file:line: text` for every line that names a ticket; binary files (a NUL byte) are skipped. */
function ticketLines(file: string): string[] {
  const text = readFileSync(join(repoRoot, file), 'utf8');
  if (text.includes('\0')) return [];
  return text.split('\n').flatMap((line, index) => (ticketReference.test(line) ? [`${file}:${index + 1}: ${line.trim()}`] : []));
}

describe('no ticket numbers', () => {
  it('finds the files it checks', () => {
    const files = trackedFiles();
    expect(files).toContain('README.md');
    expect(files.some((file) => file.startsWith('functions/core/'))).toBe(true);
  });

  it('recognises the ways a ticket gets named', () => {
    // The numbers are interpolated so that this file does not name a ticket itself.
    for (const text of [`// Issue ${13}: roles`, `(issue ${12})`, `see issues #${4}`, `issue#${7}`]) expect(text).toMatch(ticketReference);
    for (const text of ['result.issues[0].message', 'Every issue has an unsubscribe link.']) expect(text).not.toMatch(ticketReference);
  });

  it('leaves code, tests and docs to speak of the product, not of tickets', () => {
    expect(trackedFiles().flatMap(ticketLines)).toEqual([]);
  });
});
