import { globSync, readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import {
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

describe('the shared code’s named entry', () => {
  it('is the one package.json maps to src/lib', () => {
    const { imports } = JSON.parse(read('package.json')) as { imports: Record<string, string> };
    expect(imports).toEqual({
      [`${SHARED_ENTRY}*.ts`]: `./${SHARED_FOLDER}*.ts`,
      '#search/*.ts': './src/features/search/*.ts',
      '#live/*.ts': './src/features/live/*.ts',
      '#live/*.tsx': './src/features/live/*.tsx',
      '#live/*.astro': './src/features/live/*.astro',
    });
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

  it('leaves the shared code’s own imports of itself relative', () => {
    const text = "import { a } from '../api/contract.ts';";
    expect(withNamedEntry('src/lib/catalog/x.ts', text)).toBe(text);
    expect(withNamedEntry('src/islands/x.ts', "import { a } from '../lib/api/contract.ts';")).toBe(
      "import { a } from '#lib/api/contract.ts';",
    );
  });
});
