import { posix } from 'node:path';
import ts from 'typescript';

/**
 * The site's shared code has one named entry: package.json's `imports` maps `#lib/<path>.ts` to
 * `src/lib/<path>.ts`, so the server, the build's scripts and the site name a rule module the same
 * way from anywhere, and a file that moves keeps its imports of the shared code.
 */
export const SHARED_ENTRY = '#lib/';
/** The folder the entry names, from the repository root. */
export const SHARED_FOLDER = 'src/lib/';

/** A relative module specifier in a file, where it stands, and the repository path it names. */
export interface RelativeImport {
  specifier: string;
  /** The specifier's offset in the file, inside its quotes. */
  start: number;
  /** The file it names, from the repository root, with `/` between folders. */
  target: string;
}

/**
 * The relative module specifiers of a file (`file`: its path from the repository root, with `/`):
 * static and dynamic imports, re-exports and import types; none from comments or strings
 * (TypeScript's own scanner finds them).
 */
export function relativeImports(file: string, text: string): RelativeImport[] {
  const found: RelativeImport[] = [];
  for (const { fileName, pos } of ts.preProcessFile(text, true, true).importedFiles) {
    if (!fileName.startsWith('./') && !fileName.startsWith('../')) continue;
    const start = text.indexOf(fileName, pos);
    const target = posix.join(posix.dirname(file), fileName);
    found.push({ specifier: fileName, start, target });
  }
  return found;
}

/** The relative imports of a file that reach into `folder` (from the repository root, ending in `/`). */
export function importsInto(file: string, text: string, folder: string): RelativeImport[] {
  return relativeImports(file, text).filter((found) => found.target.startsWith(folder));
}

/**
 * The file with every relative import of the shared code rewritten to the named entry
 * (`../../src/lib/api/contract.ts` → `#lib/api/contract.ts`). Files inside the shared folder keep
 * their relative imports of each other: the folder moves as one.
 */
export function withNamedEntry(file: string, text: string): string {
  if (file.startsWith(SHARED_FOLDER)) return text;
  let result = text;
  for (const found of importsInto(file, text, SHARED_FOLDER).reverse()) {
    const named = SHARED_ENTRY + found.target.slice(SHARED_FOLDER.length);
    result = result.slice(0, found.start) + named + result.slice(found.start + found.specifier.length);
  }
  return result;
}
