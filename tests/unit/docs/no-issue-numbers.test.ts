import { globSync, readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { commentTexts } from '../../../scripts/docs/source-comments.ts';
import { sourceFiles } from '../../../scripts/docs/source-files.ts';
import { hashComments, hashCommentedFiles } from './support/hash-comments.ts';
import { testTitles } from './support/test-titles.ts';

/**
 * Comments, test titles and documents say why, not where a change came from: an issue number sends
 * the reader to a tracker they may not have, and the reason is lost when the issue is closed or
 * renumbered. Figures and history belong in docs/, told in words there too: the aim itself, not the
 * issue that set it.
 */
const ROOT = resolve(import.meta.dirname, '../../..');
const read = (path: string): string => readFileSync(join(ROOT, path), 'utf8');

/** A tracker's number: the word issue or issues, then digits, perhaps after a space or a `#`. */
const ISSUE_NUMBER = /\bissues? ?#?\d+/i;

/** Every line of `texts` that names an issue, as `file: line`. */
const citingLines = (file: string, texts: readonly string[]): string[] =>
  texts
    .flatMap((text) => text.split('\n'))
    .filter((line) => ISSUE_NUMBER.test(line))
    .map((line) => `${file}: ${line.trim()}`);

const sources = sourceFiles(ROOT);
/** The README and everything under docs/, read whole: all of a document is prose. */
const documents = ['README.md', ...globSync('docs/**/*.md', { cwd: ROOT })].sort();

describe('issue numbers', () => {
  it('are in no comment of the tree', () => {
    const found = [
      ...sources.flatMap((file) => citingLines(file, commentTexts(file, read(file)))),
      ...hashCommentedFiles(ROOT).flatMap((file) => citingLines(file, hashComments(read(file)))),
    ];
    expect(found).toEqual([]);
  });

  it('are in no document', () => {
    expect(documents.length).toBeGreaterThan(5);
    expect(documents.flatMap((file) => citingLines(file, [read(file)]))).toEqual([]);
  });

  it('are in no test title', () => {
    const tests = sources.filter((file) => file.startsWith('tests/') && /\.tsx?$/.test(file));
    expect(tests.length).toBeGreaterThan(100);
    expect(tests.flatMap((file) => citingLines(file, testTitles(file, read(file))))).toEqual([]);
  });
});

describe('the issue-number check', () => {
  it('finds a number in a script, style or hash comment and in a title, and not elsewhere', () => {
    const source = [
      "const label = 'issue 14';",
      '/** Kept where the visitor left it (Issue #9, item 2). */',
      "describe('resume (issues 12 and 13)', () => {",
      "  it(`plays ${'x'} from the start (issue 4)`, () => {});",
      "  it('tells the issue 5 apart', () => {});",
      '});',
      '// no tracker here: tissue 3 and issuer 4',
    ].join('\n');
    expect(citingLines('a.ts', commentTexts('a.ts', source))).toEqual([
      'a.ts: /** Kept where the visitor left it (Issue #9, item 2). */',
    ]);
    expect(citingLines('a.ts', testTitles('a.ts', source))).toEqual([
      'a.ts: resume (issues 12 and 13)',
      'a.ts: plays … from the start (issue 4)',
      'a.ts: tells the issue 5 apart',
    ]);
    expect(
      citingLines('a.css', commentTexts('a.css', "a::after { content: 'issue 2'; } /* Issue 13: no shift */")),
    ).toEqual(['a.css: /* Issue 13: no shift */']);
    expect(citingLines('a.yml', hashComments('run: x # bounded at 300 KB (issue 12)\n# plain'))).toEqual([
      'a.yml: bounded at 300 KB (issue 12)',
    ]);
  });
});
