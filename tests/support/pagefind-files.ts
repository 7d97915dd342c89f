import { readFileSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import * as pagefind from 'pagefind';
import { FULL_TEXT_EXCLUDED_SELECTORS } from '../../src/features/search/lib/full-text-exclusions.ts';
import { indexedElements } from '../../src/features/search/lib/full-text-page.ts';
import { filesUnder } from '../build/support/tree-hash.ts';

/** A page as it is handed to Pagefind: the path it is indexed under and its markup. */
export interface PagefindPage {
  path: string;
  html: string;
}

/**
 * What the full-text index was given of `page` before its markup was trimmed to the attributes
 * Pagefind reads: the marked elements whole, in a document of the page's language; null when the
 * elements cannot be read to their end.
 */
export function untrimmedIndexedHtml(page: string): string | null {
  const elements = indexedElements(page);
  if (elements === null) return null;
  const lang = /<html lang="([^"]+)"/.exec(page)?.[1] ?? 'en';
  return `<!doctype html><html lang="${lang}"><body>${elements.join('')}</body></html>`;
}

/**
 * The files of the Pagefind index written from `pages`, added one after another in the order
 * given (Pagefind names its word indexes by their content, which follows the order pages came
 * in), leaving out what the site's index leaves out: by path, their bytes.
 */
export async function pagefindFiles(pages: readonly PagefindPage[]): Promise<Map<string, Buffer>> {
  const { index, errors } = await pagefind.createIndex({ excludeSelectors: [...FULL_TEXT_EXCLUDED_SELECTORS] });
  if (index === undefined) throw new Error(`Pagefind did not start: ${errors.join('; ')}`);
  const out = await mkdtemp(join(tmpdir(), 'pagefind-files-'));
  try {
    for (const page of pages) {
      const added = await index.addHTMLFile({ sourcePath: page.path, content: page.html });
      if (added.errors.length > 0) throw new Error(`Pagefind did not index ${page.path}: ${added.errors.join('; ')}`);
    }
    const written = await index.writeFiles({ outputPath: out });
    if (written.errors.length > 0) throw new Error(`Pagefind did not write: ${written.errors.join('; ')}`);
    return new Map(filesUnder(out).map((file) => [file, readFileSync(join(out, file))]));
  } finally {
    await index.deleteIndex();
    await rm(out, { recursive: true, force: true });
  }
}

/** The files of `actual` missing from `expected` or different from it, and those missing from `actual`. */
export function differingFiles(expected: Map<string, Buffer>, actual: Map<string, Buffer>): string[] {
  const differing = [...expected].filter(([file, bytes]) => !actual.get(file)?.equals(bytes)).map(([file]) => file);
  return [...differing, ...[...actual.keys()].filter((file) => !expected.has(file))];
}
