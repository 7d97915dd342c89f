import { describe, expect, it } from 'vitest';
import {
  astroReachesOf,
  isPrivateAstroImport,
  lineCount,
  type ExportsOf,
} from '../../../../scripts/bench/house/astro-reach.ts';

const exportsOf: ExportsOf = (name) =>
  name === 'astro' ? ['.', './app', './config', './zod', './runtime/*', './virtual-modules/*'] : undefined;

describe("the rule for code outside Astro's public API", () => {
  it('calls private the paths under dist/, src/ or virtual-modules/, and those the exports do not list', () => {
    expect(isPrivateAstroImport('astro/dist/core/build/index.js', exportsOf)).toBe(true);
    expect(isPrivateAstroImport('astro/virtual-modules/prefetch.js', exportsOf)).toBe(true);
    expect(isPrivateAstroImport('astro/core/render', exportsOf)).toBe(true);
    expect(isPrivateAstroImport('@astrojs/react/dist/server.js', exportsOf)).toBe(true);
    expect(isPrivateAstroImport('astro', exportsOf)).toBe(false);
    expect(isPrivateAstroImport('astro/app', exportsOf)).toBe(false);
    expect(isPrivateAstroImport('astro/runtime/server/index.js', exportsOf)).toBe(false);
    expect(isPrivateAstroImport('astro-loaders/feed', exportsOf)).toBe(false);
    // An @astrojs package that is not installed has no exports to hold a subpath to.
    expect(isPrivateAstroImport('@astrojs/react/server', exportsOf)).toBe(false);
  });

  it('counts a private import, also dynamic or as a type', () => {
    const reasons = (text: string) => astroReachesOf('src/a.ts', text, exportsOf);
    expect(reasons("import { x } from 'astro/dist/core/x.js';\n")).toEqual(['private import']);
    expect(reasons("const x = await import('astro/dist/core/x.js');\n")).toEqual(['private import']);
    expect(reasons("type X = import('astro/dist/core/x.js').X;\n")).toEqual(['private import']);
    expect(reasons("import { defineConfig } from 'astro/config';\n")).toEqual([]);
  });

  it('counts `as never` only in a module that imports Astro, and only in code', () => {
    const cast = 'export const y = render(app as never);\n';
    expect(astroReachesOf('src/a.ts', `import { render } from 'astro/app';\n${cast}`, exportsOf)).toEqual([
      '`as never` in a module that imports Astro',
    ]);
    expect(
      astroReachesOf('src/a.ts', `import type { AstroIntegration } from 'astro';\n${cast}`, exportsOf),
    ).toHaveLength(1);
    expect(astroReachesOf('server/a.ts', `import { z } from 'astro/zod';\n${cast}`, exportsOf)).toEqual([]);
    expect(astroReachesOf('src/a.ts', "import 'astro';\n// it is never as never as this\n", exportsOf)).toEqual([]);
  });

  it("counts code that names Astro's cache layout, not a comment that does", () => {
    const reasons = (text: string) => astroReachesOf('scripts/a.ts', text, exportsOf);
    expect(reasons("const store = join(cacheDir, 'data-store.json');\n")).toEqual(["Astro's private cache layout"]);
    expect(reasons("const copy = join(this.#cacheDir, 'dist', path);\n")).toEqual(["Astro's private cache layout"]);
    expect(reasons("const dir = new URL('./.astro/.prerender/', root);\n")).toEqual(["Astro's private cache layout"]);
    expect(reasons("// Astro keeps data-store.json in cacheDir\nconst out = join(outDir, 'dist');\n")).toEqual([]);
  });

  it('counts patches and the copies of Astro code whole, and reads only the frontmatter of an .astro file', () => {
    expect(astroReachesOf('patches/astro+7.0.0.patch', 'diff --git …\n', exportsOf)).toEqual([
      'patch of an installed package',
    ]);
    expect(astroReachesOf('src/page-scripts/client-router.ts', 'export {};\n', exportsOf)).toEqual([
      'copy of Astro code',
    ]);
    const page = "---\nimport { x } from 'astro/dist/x.js';\n---\n<p>import 'astro/dist/y.js'</p>\n";
    expect(astroReachesOf('src/pages/a.astro', page, exportsOf)).toEqual(['private import']);
    expect(astroReachesOf('src/pages/b.astro', "<p>import 'astro/dist/y.js'</p>\n", exportsOf)).toEqual([]);
  });

  it('counts lines as wc -l does, and a last line without a newline too', () => {
    expect(lineCount('')).toBe(0);
    expect(lineCount('a\nb\n')).toBe(2);
    expect(lineCount('a\nb')).toBe(2);
  });
});
