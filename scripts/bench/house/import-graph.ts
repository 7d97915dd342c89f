import { join } from 'node:path';
import { cruise, type IModule } from 'dependency-cruiser';
import extractTSConfig from 'dependency-cruiser/config-utl/extract-ts-config';
import type { ImportGraph } from './import-loops.ts';

/**
 * The import graph of a tree's own code (src/, server/, scripts/), as dependency-cruiser resolves
 * it with the tree's tsconfig.json and package.json (so `#lib/…` imports lead to src/lib). Its
 * parsers read TypeScript and JavaScript, not `.astro` files: an import inside one is not seen.
 */

const ROOTS = ['src', 'server', 'scripts'];

/**
 * The dependency kind that vanishes when TypeScript compiles: `import type`. Under `verbatimModuleSyntax`
 * (tsconfig.json) TypeScript removes no other import, so dependency-cruiser's `pre-compilation-only`
 * (its guess at imports used only as types) is not one: it labels so every relative import of a `.ts` or
 * `.tsx` file, which would leave those out of the graph at run time.
 */
const TYPE_ONLY = 'type-only';

/** The graph at run time, and the one with type-only imports too. */
export interface TreeGraphs {
  readonly runtime: ImportGraph;
  readonly withTypes: ImportGraph;
}

/** Each module's imports within the roots, at run time and with type-only imports. */
export function graphsOf(modules: readonly IModule[]): TreeGraphs {
  const inRoots = (path: string) => ROOTS.some((root) => path.startsWith(`${root}/`));
  const runtime = new Map<string, string[]>();
  const withTypes = new Map<string, string[]>();
  for (const module of modules.filter((each) => inRoots(each.source))) {
    const own = module.dependencies.filter((dependency) => inRoots(dependency.resolved));
    withTypes.set(module.source, [...new Set(own.map((dependency) => dependency.resolved))]);
    const atRunTime = own.filter((dependency) => !dependency.dependencyTypes.includes(TYPE_ONLY));
    runtime.set(module.source, [...new Set(atRunTime.map((dependency) => dependency.resolved))]);
  }
  return { runtime, withTypes };
}

/** The import graphs of the tree at `root`: all of it, or what the modules `from` (paths under it) reach. */
export async function treeGraphs(root: string, from: readonly string[] = ROOTS): Promise<TreeGraphs> {
  const tsConfig = join(root, 'tsconfig.json');
  const result = await cruise(
    [...from],
    {
      baseDir: root,
      tsPreCompilationDeps: 'specify',
      tsConfig: { fileName: tsConfig },
      doNotFollow: { path: 'node_modules' },
      exclude: { path: '^server/media/' },
    },
    undefined,
    { tsConfig: extractTSConfig(tsConfig) },
  );
  if (typeof result.output === 'string') throw new Error('dependency-cruiser answered text, not a cruise result');
  return graphsOf(result.output.modules);
}
