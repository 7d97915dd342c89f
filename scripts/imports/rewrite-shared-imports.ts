import { globSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { withNamedEntry } from './shared-imports.ts';

/**
 * Rewrites relative imports of the shared code (`src/lib/`) and of the feature folders
 * (`src/features/<name>/`), from outside them, to their named entries (`#lib/…`, `#<name>/…`) in the
 * files under the folders given, by default server/, scripts/ and src/ (`npx node
 * scripts/imports/rewrite-shared-imports.ts [folder…]`). Run it after merging code that reaches
 * into them by a relative path; tests/unit/scripts/shared-imports.test.ts fails until then.
 */
const root = join(import.meta.dirname, '..', '..');
const folders = process.argv.length > 2 ? process.argv.slice(2) : ['server', 'scripts', 'src'];
let changed = 0;
for (const folder of folders) {
  for (const file of globSync(`${folder.replace(/\/+$/, '')}/**/*.{ts,tsx,mjs,astro}`, { cwd: root })) {
    const path = join(root, file);
    const text = readFileSync(path, 'utf8');
    const next = withNamedEntry(file, text);
    if (next === text) continue;
    writeFileSync(path, next);
    changed += 1;
  }
}
console.log(`Rewrote the shared code's imports in ${String(changed)} files.`);
