import { spawnSync } from 'node:child_process';
import { existsSync, globSync, readFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { commentTexts } from '../../../scripts/docs/source-comments.ts';
import { sourceFiles } from '../../../scripts/docs/source-files.ts';
import { hashComments, hashCommentedFiles } from './support/hash-comments.ts';
import { pathExists } from './support/markdown-paths.ts';

/**
 * Every path a document or a comment names exists: a comment or a doc that cites a file sends the
 * next reader somewhere, and a renamed or removed file must take its citations along.
 */
const ROOT = resolve(import.meta.dirname, '../../..');
const read = (path: string): string => readFileSync(join(ROOT, path), 'utf8');

/** The top-level folders a path from the repository root starts with; generated ones (dist/, var/) are not among them. */
const ROOTS = new Set([
  '.ci',
  '.github',
  'bench',
  'deploy',
  'docs',
  'patches',
  'public',
  'scripts',
  'server',
  'src',
  'tests',
]);

/** Paths from the repository root (`src/lib/catalog/routes.ts`, `tests/server/accounts-*.test.ts`) and bare documents (`rules.md`). */
function namedPaths(text: string): string[] {
  const found = new Set<string>();
  for (const [token] of text.matchAll(/[\w.\-@+*[\]]+(?:\/[\w.\-@+*[\]]+)+\/?|(?<![\w./-])[\w-]+\.md\b/g)) {
    const path = token.replace(/^\[|[.,:;)\]]+$/g, '');
    if (path.includes('/') ? ROOTS.has(path.split('/')[0] ?? '') : path.endsWith('.md')) found.add(path);
  }
  return [...found];
}

/** Whether git keeps `path` out: a file the reader makes (the stack's secrets), named where it is to be made. */
const ignored = (path: string): boolean => spawnSync('git', ['check-ignore', '-q', path], { cwd: ROOT }).status === 0;

/** Whether a named path exists: from the root, or, for a bare document, at the root or in docs/. */
const exists = (path: string): boolean =>
  path.includes('/')
    ? pathExists(ROOT, path) || ignored(path)
    : existsSync(join(ROOT, path)) || existsSync(join(ROOT, 'docs', path));

const citations = [
  ...sourceFiles(ROOT).flatMap((file) => commentTexts(file, read(file)).map((text) => ({ file, text }))),
  ...hashCommentedFiles(ROOT).map((file) => ({ file, text: hashComments(read(file)).join('\n') })),
];

describe('paths named in comments, documents and configuration', () => {
  it('exist', () => {
    const missing = citations.flatMap(({ file, text }) =>
      namedPaths(text)
        .filter((path) => !exists(path))
        .map((path) => `${file}: ${path}`),
    );
    expect(missing).toEqual([]);
  });

  it('are found: a citation in a comment, a glob and a bare document', () => {
    expect(namedPaths('see src/lib/x.ts, tests/server/accounts-*.test.ts and (rules.md); not a/b or 1.5/2')).toEqual([
      'src/lib/x.ts',
      'tests/server/accounts-*.test.ts',
      'rules.md',
    ]);
    expect(exists('tests/server/accounts-*.test.ts')).toBe(true);
    expect(exists('src/lib/nothing-here.ts')).toBe(false);
    expect(exists('STYLE.md')).toBe(false);
  });
});

/** The documents whose links a reader follows. */
const documents = ['README.md', 'server/README-auth.md', ...globSync('docs/*.md', { cwd: ROOT })];

describe.each(documents)('the links of %s', (document) => {
  it('lead to files that exist', () => {
    const targets = [...read(document).matchAll(/\]\(([^)\s]+)\)/g)]
      .map((match) => (match[1] ?? '').replace(/#.*$/, ''))
      .filter((target) => target !== '' && !/^[a-z]+:/i.test(target));
    const missing = targets.filter((target) => !existsSync(join(ROOT, dirname(document), target)));
    expect(missing).toEqual([]);
  });
});
