import { readdir } from 'node:fs/promises';
import { join, relative, sep } from 'node:path';

/** Every file of a built site under `root`, as '/'-separated paths relative to it, in path order. */
export async function siteFiles(root: string): Promise<string[]> {
  const entries = await readdir(root, { recursive: true, withFileTypes: true });
  return entries
    .filter((entry) => entry.isFile())
    .map((entry) => relative(root, join(entry.parentPath, entry.name)).split(sep).join('/'))
    .sort();
}

/** The pages among them: HTML files (their precompressed copies are not pages). */
export function pagesOf(files: readonly string[]): number {
  return files.filter((file) => file.endsWith('.html')).length;
}
