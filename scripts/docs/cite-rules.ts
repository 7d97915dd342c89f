import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { citeRules, specCitations } from './rules-citations.ts';
import { commentRanges } from './source-comments.ts';
import { sourceFiles } from './source-files.ts';

/**
 * Rewrites, in comments only, every citation of the spec by section into one of docs/rules.md
 * (`spec section 9` → `rules §9`), so comments point at something inside the repository. Run it
 * after merging code written with the old citations (`npx node scripts/docs/cite-rules.ts`);
 * tests/unit/docs/rules-doc.test.ts fails until then.
 */
function rewrite(file: string, text: string): string {
  let result = '';
  let done = 0;
  for (const range of commentRanges(file, text)) {
    result += text.slice(done, range.start) + citeRules(text.slice(range.start, range.end));
    done = range.end;
  }
  return result + text.slice(done);
}

const root = join(import.meta.dirname, '..', '..');
let changed = 0;
for (const file of sourceFiles(root)) {
  const path = join(root, file);
  const text = readFileSync(path, 'utf8');
  const cited = specCitations(text).length;
  if (cited === 0) continue;
  const next = rewrite(file, text);
  if (next !== text) {
    writeFileSync(path, next);
    changed += 1;
  }
  const left = specCitations(next);
  if (left.length > 0) console.warn(`${file}: outside comments, left as is: ${left.join('; ')}`);
}
console.log(`Rewrote citations in ${String(changed)} files.`);
