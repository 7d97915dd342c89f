/**
 * How the site's browser code is cut into files, so that a catalogue page makes few script requests
 * before interaction (the budget is tests/e2e/support/js-budgets.ts). Left to itself the bundler makes a
 * file of every set of modules that the same scripts share: 40 and more small files on every
 * page, each a round trip on a slow phone. These rules say, by package and folder (never by
 * file), which code every page runs, and put it in three files by when it runs:
 *
 * - `page`: what the layout's scripts import, at once or in steps, run once the page has loaded and painted
 *   (src/components/DeferredScripts.astro);
 * - `after-load`: what those scripts load after the page has loaded to draw something (the live banner, the player
 *   bar, the play offers), framework-free;
 * - `react`: React, the stores' binding to it and the rest of what the layout's islands run
 *   (hydrated after load).
 *
 * 'The layout's' means any entry outside the page-specific folders (`PAGE_SPECIFIC`: pages' and
 * components' own scripts, the islands of account, live, search and video pages). A dynamic import made by such an
 * entry's script itself imports in steps what runs at once, and counts as a static one; other dynamic imports
 * are followed only into islands and page scripts outside `ON_FIRST_USE`; one of a store or a rule
 * module, or of the search modal and the video player, happens when the visitor asks for something
 * and keeps its own file. Code only page-specific entries reach (account screens, the live pages,
 * the search page) is left to the bundler's default split, so no page downloads another's. Entry
 * modules stay in their own files: each is a request the page makes anyway.
 */

import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';

/** What the bundler tells about a module (Rolldown's `ModuleInfo`, the parts read here). */
export interface ModuleFacts {
  readonly isEntry: boolean;
  readonly importers: readonly string[];
  readonly dynamicImporters: readonly string[];
}

/** Looks a module up by its id (Rolldown's `ChunkingContext`). */
export interface ModuleGraph {
  getModuleInfo(moduleId: string): ModuleFacts | null;
}

/** A group of Rolldown's `output.codeSplitting.groups`, as far as these rules use it. */
export interface ChunkGroup {
  readonly name: (moduleId: string, graph: ModuleGraph) => string | null;
  readonly priority: number;
}

/** Entries that only some pages carry: pages' and components' own scripts, the islands of some pages. */
const PAGE_SPECIFIC =
  /\/src\/(?:pages|components|studio)\/|\/src\/islands\/(?:account|video)\/|\/src\/features\/(?:live|search)\/islands\//;

/** Code that loads when the visitor first asks for it: never part of what every page runs. */
const ON_FIRST_USE = /\/src\/islands\/video\/|\/src\/features\/search\/islands\/|\/node_modules\/video\.js\//;

/** The React runtime and the binding of the stores to it. */
const REACT = /\/node_modules\/(?:react|react-dom|scheduler|@nanostores\/react)\//;

function slashed(moduleId: string): string {
  return moduleId.replaceAll('\\', '/');
}

/** An entry that is a page's or component's `<script>` (run as the page loads), not an island. */
const SCRIPT_ENTRY = /\?astro&type=script\b/;

/**
 * What a script or island imports dynamically to draw after load (the player bar, the play
 * offers): islands and page scripts. A dynamic import of anything else (a store, a rule module)
 * happens when the visitor asks for something, like on-first-use code.
 */
const DRAWN_AFTER_LOAD = /\/src\/(?:features\/[^/]+\/)?(?:islands|page-scripts)\//;

/** Which way up the import graph a walk may go: static imports only, or dynamic ones of what draws after load too. */
type Reach = 'static' | 'after-load';

/** Which entries a walk is looking for: the layout's scripts, or its islands too. */
type Roots = 'scripts' | 'all';

/** Whether the module (`id`, slashed) is an entry outside `PAGE_SPECIFIC` of the kind `roots` asks for. */
function isRoot(id: string, facts: ModuleFacts, roots: Roots): boolean {
  return facts.isEntry && !PAGE_SPECIFIC.test(id) && (roots === 'all' || SCRIPT_ENTRY.test(id));
}

/**
 * The importers a walk up from a module follows: its static importers; with `drawnAfterLoad`, its dynamic ones
 * too; else those of its dynamic importers that are roots themselves. A root's script that imports its behaviours
 * in steps (the layout's, one task each) runs them right after load as if it imported them statically: they
 * belong to the same file.
 */
function importersOf(facts: ModuleFacts, graph: ModuleGraph, roots: Roots, drawnAfterLoad: boolean): string[] {
  if (drawnAfterLoad) return [...facts.importers, ...facts.dynamicImporters];
  const stepping = facts.dynamicImporters.filter((importer) => {
    const importerFacts = graph.getModuleInfo(importer);
    return importerFacts !== null && isRoot(slashed(importer), importerFacts, roots);
  });
  return [...facts.importers, ...stepping];
}

/**
 * Whether some entry outside `PAGE_SPECIFIC` (of the kind `roots` asks for) reaches the module
 * through the imports `reach` allows: a walk up its importers. `known` remembers answers within
 * one chunking pass.
 */
function reachedFromLayout(
  moduleId: string,
  graph: ModuleGraph,
  roots: Roots,
  reach: Reach,
  known: Map<string, boolean>,
): boolean {
  const key = `${roots} ${reach} ${moduleId}`;
  const remembered = known.get(key);
  if (remembered !== undefined) return remembered;
  const visited = new Set<string>([moduleId]);
  const waiting = [moduleId];
  let answer = false;
  for (let next = waiting.pop(); next !== undefined && !answer; next = waiting.pop()) {
    const facts = graph.getModuleInfo(next);
    if (facts === null) continue;
    const id = slashed(next);
    answer = isRoot(id, facts, roots) || known.get(`${roots} ${reach} ${next}`) === true;
    const drawnAfterLoad = reach === 'after-load' && DRAWN_AFTER_LOAD.test(id) && !ON_FIRST_USE.test(id);
    for (const importer of importersOf(facts, graph, roots, drawnAfterLoad)) {
      if (!visited.has(importer)) {
        visited.add(importer);
        waiting.push(importer);
      }
    }
  }
  known.set(key, answer);
  return answer;
}

/**
 * The files these rules make, the first taking a module any two of them would: a group takes what
 * its modules import too, so the files loaded earlier come first and never import the later ones.
 */
const CHUNKS = ['page', 'after-load', 'react'] as const;

/**
 * The file a module goes into, or null for the bundler's own split; entry modules stay in their
 * entry files:
 * - `page`: what the layout's scripts import, at once or in steps, which runs on every page once it has loaded
 *   and painted;
 * - `after-load`: what those scripts load after the page has loaded to draw something (the live banner, the player
 *   bar and what it imports), which needs no React;
 * - `react`: the React runtime, the stores' binding to it, and the rest of what the layout's
 *   islands run.
 */
export function scriptChunkOf(moduleId: string, graph: ModuleGraph, known = new Map<string, boolean>()): string | null {
  const id = slashed(moduleId);
  if (graph.getModuleInfo(moduleId)?.isEntry !== false) return null;
  if (REACT.test(id)) return 'react';
  if (reachedFromLayout(moduleId, graph, 'scripts', 'static', known)) return 'page';
  if (reachedFromLayout(moduleId, graph, 'scripts', 'after-load', known)) return 'after-load';
  if (reachedFromLayout(moduleId, graph, 'all', 'after-load', known)) return 'react';
  return null;
}

/** The groups for `output.codeSplitting` of the client build (astro.config.mjs). */
export function scriptChunkGroups(): ChunkGroup[] {
  // One memo per chunking pass: the graph does not change within it.
  let memo: { graph: ModuleGraph; known: Map<string, boolean> } | undefined;
  const chunkOf = (moduleId: string, graph: ModuleGraph): string | null => {
    if (memo?.graph !== graph) memo = { graph, known: new Map() };
    return scriptChunkOf(moduleId, graph, memo.known);
  };
  return CHUNKS.map((name, index) => ({
    name: (moduleId, graph) => (chunkOf(moduleId, graph) === name ? name : null),
    priority: 30 - index * 10,
  }));
}

/**
 * The client build's output options (astro.config.mjs): the groups above, and every module of a file
 * run only when something that imports it runs (`strictExecutionOrder`), rather than all of them when the
 * file is loaded. The `react` file holds the user menu's, flash region's and player bar's code (their
 * stores, zod and the contract's schemas) beside React's runtime: a page that hydrates only the live
 * banner, as every page does for a visitor without a session, queue or flash while a stream is near,
 * then runs none of it (docs/performance.md). The wrapping costs each file a few bytes per module.
 */
export function scriptOutputOptions(): { strictExecutionOrder: boolean; codeSplitting: { groups: ChunkGroup[] } } {
  return { strictExecutionOrder: true, codeSplitting: { groups: scriptChunkGroups() } };
}

/** The file of the `page` group, as the client build names it (`_astro/page.[hash].js`). */
const PAGE_FILE = new RegExp(`(?:^|/)${CHUNKS[0]}\\.[\\w-]+\\.js$`);

/**
 * Which files a dynamic import preloads (Vite's `build.modulePreload.resolveDependencies`, given the imported
 * file and what Vite would preload with it): none for an import of the `page` file, which the layout's script
 * imports statically, with its imports, before it imports the rest of it in steps. Vite would preload them again:
 * a `<link rel="modulepreload">` added to the head for each, which costs no request but invalidates the page's
 * style, paid for in a style recalculation by the next step that reads the layout (the client router's set-up
 * reads the scroll position). Every other import keeps its preloads.
 */
export function preloadDependencies(importedFile: string, dependencies: string[]): string[] {
  return PAGE_FILE.test(importedFile) ? [] : dependencies;
}

/** The parts of a Vite plugin `scriptPreloads` uses. */
interface EnvironmentConfigPlugin {
  readonly name: string;
  configEnvironment(
    environment: string,
  ): { build: { modulePreload: { resolveDependencies: typeof preloadDependencies } } } | undefined;
}

/**
 * A Vite plugin (astro.config.mjs) giving the client build the preload rule above. Astro builds the client
 * environment's `build` options itself, keeping of the project's only the output, minification and source
 * maps, so a `modulePreload` in the config's `environments.client` never arrives; a plugin's
 * `configEnvironment` hook is merged over Astro's options (Astro's own `polyfill: false` stays).
 */
export function scriptPreloads(): EnvironmentConfigPlugin {
  return {
    name: 'concert-library:script-preloads',
    configEnvironment: (environment) =>
      environment === 'client' ? { build: { modulePreload: { resolveDependencies: preloadDependencies } } } : undefined,
  };
}

/** A digest of these rules' source text: it changes whenever they do (astro.config.mjs, `define`). */
export function scriptChunkRulesFingerprint(): string {
  return createHash('sha256')
    .update(readFileSync(new URL(import.meta.url)))
    .digest('hex')
    .slice(0, 16);
}
