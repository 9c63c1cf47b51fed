import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { dirname, join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';
import { repoRoot } from '../../infra/tools/api-docs';

/**
 * Every relative link in README.md and docs/ reaches a file (and, with a
 * #fragment, a heading of it), and every repo path the docs name in code
 * spans exists: docs that point at moved or deleted code fail here.
 */

const markdownFiles = [
  'README.md',
  ...readdirSync(join(repoRoot, 'docs'), { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile() && entry.name.endsWith('.md'))
    .map((entry) => relative(repoRoot, join(entry.parentPath, entry.name))),
].sort();

const read = (file: string) => readFileSync(join(repoRoot, file), 'utf8');
/** Fenced code blocks are examples, not links. */
const prose = (text: string) => text.replace(/^```[\s\S]*?^```/gm, '');

/** GitHub's heading anchors: lower case, punctuation dropped, spaces as hyphens. */
function anchors(file: string): Set<string> {
  const found = new Set<string>();
  for (const [, heading = ''] of prose(read(file)).matchAll(/^#{1,6}\s+(.+)$/gm)) {
    found.add(
      heading
        .toLowerCase()
        .replace(/`/g, '')
        .replace(/[^\p{L}\p{N}\s_-]/gu, '')
        .replace(/\s/g, '-'),
    );
  }
  return found;
}

/** Repo paths in code spans (`functions/core/db/keys.ts`); patterns with placeholders or globs are left out. */
const repoPath = /^(?:functions|infra|web|test|docs)\/[\w./-]+$/;

describe.each(markdownFiles)('%s', (file) => {
  const text = prose(read(file));

  it('links only to files and headings that exist', () => {
    const broken: string[] = [];
    for (const [, target = ''] of text.matchAll(/\]\(([^)\s]+)\)/g)) {
      if (/^[a-z]+:/i.test(target)) continue;
      const [path = '', fragment] = target.split('#');
      const resolved = path ? relative(repoRoot, join(repoRoot, dirname(file), path)) : file;
      if (!existsSync(join(repoRoot, resolved))) broken.push(target);
      else if (fragment && resolved.endsWith('.md') && !anchors(resolved).has(fragment)) broken.push(target);
    }
    expect(broken).toEqual([]);
  });

  it('names only repo paths that exist', () => {
    const missing = [...text.matchAll(/`([^`\s]+)`/g)]
      .map(([, span = '']) => span)
      .filter((span) => repoPath.test(span) && !existsSync(join(repoRoot, span)));
    expect(missing).toEqual([]);
  });
});
