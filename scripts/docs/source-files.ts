import { readdirSync } from 'node:fs';
import { join, relative } from 'node:path';
import { COMMENTED_EXTENSIONS } from './source-comments.ts';

/** The folders whose files may cite the rules; generated and binary folders are left out. */
const SOURCE_ROOTS = ['src', 'server', 'scripts', 'tests'];
/**
 * Never read: dependencies, build output, the demo media, and this folder, whose comments show the
 * citation forms as examples.
 */
const SKIPPED = new Set(['node_modules', 'dist', 'server/media', 'scripts/docs']);

function walk(root: string, folder: string, found: string[]): void {
  for (const entry of readdirSync(join(root, folder), { withFileTypes: true })) {
    const path = folder === '' ? entry.name : `${folder}/${entry.name}`;
    if (SKIPPED.has(entry.name) || SKIPPED.has(path)) continue;
    if (entry.isDirectory()) walk(root, path, found);
    else if (COMMENTED_EXTENSIONS.some((extension) => entry.name.endsWith(extension))) found.push(path);
  }
}

/**
 * The repository's commented files, relative to `root`: everything under src/, server/, scripts/
 * and tests/, and the root's own modules and README.
 */
export function sourceFiles(root: string): string[] {
  const found: string[] = [];
  for (const folder of SOURCE_ROOTS) walk(root, folder, found);
  for (const entry of readdirSync(root, { withFileTypes: true })) {
    if (entry.isFile() && COMMENTED_EXTENSIONS.some((extension) => entry.name.endsWith(extension))) {
      found.push(relative(root, join(root, entry.name)));
    }
  }
  return found.sort();
}
