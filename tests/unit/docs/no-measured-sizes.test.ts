import { readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { commentTexts } from '../../../scripts/docs/source-comments.ts';
import { sourceFiles } from '../../../scripts/docs/source-files.ts';

/**
 * A comment says why in words ("the largest answer is several megabytes"); a measured size goes
 * stale as the code and the catalogue change, so it lives in docs/performance.md with its date and
 * command. Documents are not held to this: they are where the figures go.
 */
const ROOT = resolve(import.meta.dirname, '../../..');
const read = (path: string): string => readFileSync(join(ROOT, path), 'utf8');

/** A size: a number and a byte unit, upper-case as bytes are written (`kb/s`, a bit rate, is not one). */
const SIZE = /\b\d+(?:[.,]\d+)? ?(?:KB|MB|GB|KiB|MiB|GiB)\b/g;

/** Sizes that are rules or settings rather than measurements, each with why it may stand in a comment. */
const RULES: Readonly<Record<string, string>> = {
  '300 KB': "the bound on every built page's HTML (scripts/site/largest-page.ts)",
  '300 MB': "the API's memory aim at the scale catalogue (server/src/node-flags.ts)",
  '8 MB': "the API's young-generation setting, `--max-semi-space-size=8` (server/src/node-flags.ts)",
  '2 MB': 'a young-generation setting tried against it (server/src/node-flags.ts)',
  '19 MiB': "OWASP's argon2id memory parameter (server/src/auth/passwords.ts)",
  '8 KB': "Node's shared Buffer pool, `Buffer.poolSize` (server/src/catalog/catalog-cache.ts)",
  '50 MB': "the sitemap protocol's largest file (src/lib/seo/sitemap-split.ts)",
  '4 MB': "the kernel's largest socket send buffer, a setting (tests/build/bucket-site-stalls.test.ts)",
  '50 GB': 'the largest master the studio takes, a rule (src/lib/studio/masters.ts)',
};

/** Every size in `texts` that is not a rule, as `file: size`. */
const measuredSizes = (file: string, texts: readonly string[]): string[] =>
  texts
    .flatMap((text) => [...text.matchAll(SIZE)].map(([size]) => size))
    .filter((size) => !(size in RULES))
    .map((size) => `${file}: ${size}`);

describe('measured sizes', () => {
  it('are in no comment of the tree', () => {
    const scripts = sourceFiles(ROOT).filter((file) => !file.endsWith('.md'));
    expect(scripts.length).toBeGreaterThan(100);
    expect(scripts.flatMap((file) => measuredSizes(file, commentTexts(file, read(file))))).toEqual([]);
  });
});

describe('the measured-size check', () => {
  it('finds a size in a comment, not a rule, a bit rate or a size in code', () => {
    const source = [
      "const label = '66 KB';",
      '/** React (≈66 KB) comes after load; every page is bounded at 300 KB. */',
      '// The answer is 9.7 MB (448 KB with brotli), streamed at 96 kb/s.',
      'const limit = 300 * 1024;',
    ].join('\n');
    expect(measuredSizes('a.ts', commentTexts('a.ts', source))).toEqual([
      'a.ts: 66 KB',
      'a.ts: 9.7 MB',
      'a.ts: 448 KB',
    ]);
    expect(measuredSizes('a.css', commentTexts('a.css', '/* 1.6 GB resident */ a { width: 2px; }'))).toEqual([
      'a.css: 1.6 GB',
    ]);
  });
});
