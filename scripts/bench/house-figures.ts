import { spawnSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { pathAndSwitchesOrExit } from '../cli/path-argument.ts';
import { astroReachesOf, lineCount, type AstroReach, type ExportsOf } from './house/astro-reach.ts';
import { treeGraphs } from './house/import-graph.ts';
import { importLoops } from './house/import-loops.ts';

/**
 * `npm run bench:house -- [TREE] [--json]`: the house's figures for the checkout at TREE (this one
 * by default; an older commit in a detached worktree with node_modules linked in): the lines of
 * code outside Astro's public API, with the files counted and why, and the import loops of src/,
 * server/ and scripts/ at run time and with type-only imports. The rules are in
 * docs/performance.md, "The house before and after this round".
 */

/** The files the Astro rule reads: the site's, the server's and the scripts' code, the config and the patches. */
const SCANNED = /^(?:(?:src|server|scripts)\/.*\.(?:ts|tsx|mjs|js|astro)|astro\.config\.mjs|patches\/.*\.patch)$/;

/** This counter's own files name the markers it looks for. */
const COUNTER = /^scripts\/bench\/(?:house-figures\.ts|house\/)/;

const {
  path,
  switches: { json },
} = pathAndSwitchesOrExit('Usage: npm run bench:house -- [TREE] [--json]', '.', ['json']);
const root = resolve(path);

function trackedFiles(tree: string): string[] {
  const listed = spawnSync('git', ['-C', tree, 'ls-files', '-z'], { encoding: 'utf8' });
  if (listed.status !== 0) throw new Error(`git ls-files failed in ${tree}: ${listed.stderr}`);
  return listed.stdout.split('\0').filter((file) => SCANNED.test(file) && !COUNTER.test(file));
}

const exportsOf: ExportsOf = (name) => {
  const manifest = join(root, 'node_modules', name, 'package.json');
  if (!existsSync(manifest)) return undefined;
  const { exports } = JSON.parse(readFileSync(manifest, 'utf8')) as { exports?: unknown };
  if (exports === undefined) return undefined;
  return typeof exports === 'object' && exports !== null ? Object.keys(exports) : ['.'];
};

const reached: { path: string; lines: number; reasons: AstroReach[] }[] = [];
for (const file of trackedFiles(root)) {
  const text = readFileSync(join(root, file), 'utf8');
  const reasons = astroReachesOf(file, text, exportsOf);
  if (reasons.length > 0) reached.push({ path: file, lines: lineCount(text), reasons });
}
const graphs = await treeGraphs(root);
const figures = {
  tree: root,
  commit: spawnSync('git', ['-C', root, 'rev-parse', '--short', 'HEAD'], { encoding: 'utf8' }).stdout.trim(),
  outsideAstroApi: { lines: reached.reduce((sum, file) => sum + file.lines, 0), files: reached },
  importLoops: {
    runtime: importLoops(graphs.runtime),
    withTypeImports: importLoops(graphs.withTypes),
    modules: graphs.runtime.size,
  },
};

if (json) {
  console.log(JSON.stringify(figures, null, 2));
} else {
  const { outsideAstroApi, importLoops: loops } = figures;
  console.log(`${figures.tree} (${figures.commit})`);
  console.log(`Lines outside Astro's public API: ${outsideAstroApi.lines} in ${outsideAstroApi.files.length} files`);
  for (const file of outsideAstroApi.files) console.log(`  ${file.path}: ${file.lines} (${file.reasons.join('; ')})`);
  console.log(
    `Import loops among ${loops.modules} modules: ${loops.runtime.length} at run time, ${loops.withTypeImports.length} with type-only imports`,
  );
  for (const [name, list] of [
    ['run time', loops.runtime],
    ['with type-only imports', loops.withTypeImports],
  ] as const) {
    list.forEach((loop, index) => console.log(`  ${name} ${index + 1}: ${loop.join(' ⇄ ')}`));
  }
}
