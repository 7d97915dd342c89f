import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { formattedCatalogueDoc } from './catalogue-doc.ts';

/**
 * Rewrites the generated field tables of docs/catalogue-format.md (between its markers) from the
 * entity descriptions: `npm run docs:catalogue` after changing a field.
 * tests/unit/docs/catalogue-format-doc.test.ts fails until then.
 */
const path = join(import.meta.dirname, '..', '..', 'docs', 'catalogue-format.md');
const before = readFileSync(path, 'utf8');
const after = await formattedCatalogueDoc(before);
if (after === before) console.log('docs/catalogue-format.md is up to date.');
else {
  writeFileSync(path, after);
  console.log('Rewrote the field tables of docs/catalogue-format.md.');
}
