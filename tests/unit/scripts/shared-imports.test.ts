import { globSync, readdirSync, readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import {
  featureFolderOf,
  FEATURES_FOLDER,
  importsInto,
  relativeImports,
  SHARED_ENTRY,
  SHARED_FOLDER,
  withNamedEntry,
} from '../../../scripts/imports/shared-imports.ts';

const ROOT = resolve(import.meta.dirname, '../../..');
const read = (path: string): string => readFileSync(join(ROOT, path), 'utf8');
const codeIn = (folder: string): string[] => globSync(`${folder}/**/*.{ts,tsx,mjs,astro}`, { cwd: ROOT });

/** `file: specifier` for each relative import of the files under `folder` that reaches into `into`. */
function reaches(folder: string, into: string): string[] {
  return codeIn(folder).flatMap((file) =>
    importsInto(file, read(file), into).map(({ specifier }) => `${file}: ${specifier}`),
  );
}

/** `file: specifier` for each relative import of the files under `folder` that reaches into another feature folder than the file's own. */
function reachesIntoFeatures(folder: string): string[] {
  return codeIn(folder).flatMap((file) =>
    importsInto(file, read(file), FEATURES_FOLDER)
      .filter(({ target }) => featureFolderOf(target) !== featureFolderOf(file))
      .map(({ specifier }) => `${file}: ${specifier}`),
  );
}

describe('the shared code’s named entry', () => {
  it('is the one package.json maps to src/lib, with one for each feature folder', () => {
    const { imports } = JSON.parse(read('package.json')) as { imports: Record<string, string> };
    const features = readdirSync(join(ROOT, FEATURES_FOLDER), { withFileTypes: true })
      .filter((entry) => entry.isDirectory())
      .map((entry) => entry.name);
    expect(features).toEqual(expect.arrayContaining(['live', 'search']));
    expect(imports[`${SHARED_ENTRY}*.ts`]).toBe(`./${SHARED_FOLDER}*.ts`);
    for (const name of features) expect(imports[`#${name}/*.ts`]).toBe(`./${FEATURES_FOLDER}${name}/*.ts`);
    // Beside `.ts`, a feature may name the kinds of file its pages import (islands), each mapped into its own folder.
    const featureEntry = new RegExp(`^#(${features.join('|')})/\\*\\.(ts|tsx|astro)$`);
    const others = Object.entries(imports).filter(([key]) => key !== `${SHARED_ENTRY}*.ts`);
    for (const [key, value] of others) {
      const [, name, extension] = featureEntry.exec(key) ?? [];
      expect(value, key).toBe(`./${FEATURES_FOLDER}${name ?? '?'}/*.${extension ?? '?'}`);
    }
  });

  it('is how the server reaches the site’s code: no server file imports from src/ by a relative path', () => {
    expect(codeIn('server').length).toBeGreaterThan(100);
    expect(reaches('server', 'src/')).toEqual([]);
  });

  it('is how the scripts reach the shared code', () => {
    expect(reaches('scripts', SHARED_FOLDER)).toEqual([]);
  });

  it('is how the site reaches the shared code, outside the shared folder itself', () => {
    const outside = reaches('src', SHARED_FOLDER).filter((found) => !found.startsWith(SHARED_FOLDER));
    expect(outside).toEqual([]);
  });

  it('is how the server, the scripts and the site reach a feature folder from outside it', () => {
    expect(['server', 'scripts', 'src'].flatMap(reachesIntoFeatures)).toEqual([]);
  });
});

describe('relativeImports', () => {
  it('finds imports, re-exports, dynamic imports and import types, not comments or strings', () => {
    const text = [
      "import { a } from '../../src/lib/api/contract.ts';",
      'import type { B } from "./b.ts";',
      "export { c } from '../c.ts';",
      "const d = await import('../../src/lib/d.ts');",
      "type E = typeof import('../e.ts');",
      "// import { f } from '../../src/lib/f.ts';",
      'const g = "from \'../../src/lib/g.ts\'";',
      "import { h } from 'zod';",
    ].join('\n');
    expect(relativeImports('server/src/x.ts', text).map((found) => found.target)).toEqual([
      'src/lib/api/contract.ts',
      'server/src/b.ts',
      'server/c.ts',
      'src/lib/d.ts',
      'server/e.ts',
    ]);
  });
});

describe('withNamedEntry', () => {
  it('rewrites what reaches into src/lib, and nothing else', () => {
    const text = [
      "import { a } from '../../src/lib/api/contract.ts';",
      "import { b } from '../../src/config/site.ts';",
      "import { c } from './c.ts';",
      "const d = await import('../../src/lib/search/search.ts');",
    ].join('\n');
    expect(withNamedEntry('server/src/x.ts', text)).toBe(
      [
        "import { a } from '#lib/api/contract.ts';",
        "import { b } from '../../src/config/site.ts';",
        "import { c } from './c.ts';",
        "const d = await import('#lib/search/search.ts');",
      ].join('\n'),
    );
  });

  it('rewrites what reaches into a feature folder from outside it, not from inside', () => {
    const text = "import { a } from '../features/live/lib/list.ts';";
    expect(withNamedEntry('src/islands/x.ts', text)).toBe("import { a } from '#live/lib/list.ts';");
    expect(withNamedEntry('src/lib/seo/x.ts', "import { a } from '../../features/live/lib/list.ts';")).toBe(
      "import { a } from '#live/lib/list.ts';",
    );
    expect(withNamedEntry('src/features/search/islands/x.ts', "import { a } from '../../live/stores/x.ts';")).toBe(
      "import { a } from '#live/stores/x.ts';",
    );
    const inside = "import { a } from '../lib/list.ts';\nimport { b } from '../../../lib/api/contract.ts';";
    expect(withNamedEntry('src/features/live/islands/x.tsx', inside)).toBe(
      "import { a } from '../lib/list.ts';\nimport { b } from '#lib/api/contract.ts';",
    );
  });

  it('leaves the shared code’s own imports of itself relative', () => {
    const text = "import { a } from '../api/contract.ts';";
    expect(withNamedEntry('src/lib/catalog/x.ts', text)).toBe(text);
    expect(withNamedEntry('src/islands/x.ts', "import { a } from '../lib/api/contract.ts';")).toBe(
      "import { a } from '#lib/api/contract.ts';",
    );
  });
});
