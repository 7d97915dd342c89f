import { posix } from 'node:path';
import ts from 'typescript';

/**
 * The site's shared code has one named entry: package.json's `imports` maps `#lib/<path>.ts` to
 * `src/lib/<path>.ts`, so the server, the build's scripts and the site name a rule module the same
 * way from anywhere, and a file that moves keeps its imports of the shared code. Each feature folder
 * (`src/features/<name>/`) has one too, `#<name>/<path>.ts` (and `.tsx`, `.astro` where its pages
 * import those), for the same reasons.
 */
export const SHARED_ENTRY = '#lib/';
/** The folder the entry names, from the repository root. */
export const SHARED_FOLDER = 'src/lib/';
/** The folder of the feature folders, from the repository root. */
export const FEATURES_FOLDER = 'src/features/';

/** The feature folder a repository path lies in (`src/features/live/`), or null. */
export function featureFolderOf(path: string): string | null {
  return /^src\/features\/[^/]+\//.exec(path)?.[0] ?? null;
}

/**
 * How `file` names `target` (both from the repository root): by the named entry of the shared code
 * or of a feature (`#lib/api/contract.ts`, `#live/lib/list.ts`) when the target lies in one and the
 * file outside it; null when a relative path is right (the file is in the same folder of shared
 * code or the same feature, or the target in neither).
 */
export function namedEntryOf(file: string, target: string): string | null {
  const feature = featureFolderOf(target);
  if (feature !== null) {
    if (file.startsWith(feature)) return null;
    return `#${feature.slice(FEATURES_FOLDER.length)}${target.slice(feature.length)}`;
  }
  if (!target.startsWith(SHARED_FOLDER) || file.startsWith(SHARED_FOLDER)) return null;
  return SHARED_ENTRY + target.slice(SHARED_FOLDER.length);
}

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
 * The file with every relative import of the shared code or of a feature, from outside it, rewritten
 * to its named entry (`../../src/lib/api/contract.ts` → `#lib/api/contract.ts`,
 * `../features/live/lib/list.ts` → `#live/lib/list.ts`). Files inside the shared folder, or inside a
 * feature, keep their relative imports of each other: the folder moves as one.
 */
export function withNamedEntry(file: string, text: string): string {
  let result = text;
  for (const found of relativeImports(file, text).reverse()) {
    const named = namedEntryOf(file, found.target);
    if (named === null) continue;
    result = result.slice(0, found.start) + named + result.slice(found.start + found.specifier.length);
  }
  return result;
}
