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

/** Dependency kinds that vanish when TypeScript compiles: `import type`, and imports used only as types. */
const TYPE_ONLY: ReadonlySet<string> = new Set(['type-only', 'pre-compilation-only']);

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
    const atRunTime = own.filter((dependency) => !dependency.dependencyTypes.some((kind) => TYPE_ONLY.has(kind)));
    runtime.set(module.source, [...new Set(atRunTime.map((dependency) => dependency.resolved))]);
  }
  return { runtime, withTypes };
}

/** The import graphs of the tree at `root`. */
export async function treeGraphs(root: string): Promise<TreeGraphs> {
  const tsConfig = join(root, 'tsconfig.json');
  const result = await cruise(
    ROOTS,
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
