import { describe, expect, it } from 'vitest';
import {
  preloadDependencies,
  scriptChunkGroups,
  scriptChunkOf,
  scriptChunkRulesFingerprint,
  scriptOutputOptions,
  scriptPreloads,
  type ModuleFacts,
  type ModuleGraph,
} from '../../../src/integrations/script-chunks.ts';

const ROOT = '/site';
const src = (path: string) => `${ROOT}/src/${path}`;
const pkg = (path: string) => `${ROOT}/node_modules/${path}`;

/** A module graph from `importer -> imported` edges; `entries` are the build's entry modules. */
function graph(entries: string[], statics: [string, string][], dynamics: [string, string][] = []): ModuleGraph {
  const facts = new Map<string, { isEntry: boolean; importers: string[]; dynamicImporters: string[] }>();
  const of = (id: string) => {
    let found = facts.get(id);
    if (found === undefined) {
      found = { isEntry: entries.includes(id), importers: [], dynamicImporters: [] };
      facts.set(id, found);
    }
    return found;
  };
  for (const id of entries) of(id);
  for (const [importer, imported] of statics) {
    of(importer);
    of(imported).importers.push(importer);
  }
  for (const [importer, imported] of dynamics) {
    of(importer);
    of(imported).dynamicImporters.push(importer);
  }
  return { getModuleInfo: (id): ModuleFacts | null => facts.get(id) ?? null };
}

const layoutScript = src('layouts/BaseLayout.astro?astro&type=script&index=0&lang.ts');
const playerScript = src('islands/player/PersistentPlayer.astro?astro&type=script&index=0&lang.ts');
const userMenu = src('islands/UserMenu.tsx');
const accountPanel = src('islands/account/AccountPanel.tsx');
const searchPageScript = src('pages/search.astro?astro&type=script&index=0&lang.ts');
const videoPreviewScript = src('components/VideoPreview.astro?astro&type=script&index=0&lang.ts');
const searchTrigger = src('features/search/islands/search-trigger.ts');
const searchModal = src('features/search/islands/mount-search-modal.tsx');

const site = graph(
  [layoutScript, playerScript, userMenu, accountPanel, searchPageScript, videoPreviewScript],
  [
    [layoutScript, searchTrigger],
    [searchTrigger, src('features/search/lib/index-request.ts')],
    [searchModal, src('features/search/lib/search-modal-state.ts')],
    [playerScript, src('page-scripts/player-buttons.ts')],
    [src('page-scripts/player-buttons.ts'), src('lib/browser/early-clicks.ts')],
    [userMenu, src('stores/session.ts')],
    [userMenu, pkg('react/index.js')],
    [userMenu, src('lib/browser/early-clicks.ts')],
    [userMenu, src('islands/account/follow-outcome.ts')],
    [src('stores/session.ts'), pkg('nanostores/atom/index.js')],
    [accountPanel, src('lib/forms/field-rules.ts')],
    [accountPanel, src('stores/session.ts')],
    [searchPageScript, src('features/search/lib/normalize.ts')],
    [videoPreviewScript, src('islands/video/video-preview-loader.ts')],
    [src('islands/player/player-bar.ts'), src('stores/player/controls.ts')],
    [src('stores/player/controls.ts'), src('stores/session.ts')],
    // A cycle, which the walk must come out of.
    [src('stores/player/controls.ts'), src('stores/player/engine.ts')],
    [src('stores/player/engine.ts'), src('stores/player/controls.ts')],
  ],
  [
    [searchTrigger, searchModal],
    [src('page-scripts/player-buttons.ts'), src('islands/player/player-bar.ts')],
    [src('page-scripts/player-buttons.ts'), src('stores/player/actions.ts')],
    [src('islands/video/video-preview-loader.ts'), src('islands/video/mount-video-player.ts')],
  ],
);

describe('scriptChunkOf', () => {
  it('leaves entry modules in their own files', () => {
    for (const entry of [layoutScript, userMenu, accountPanel]) expect(scriptChunkOf(entry, site)).toBeNull();
  });

  it('puts the React runtime in react, wherever it is used', () => {
    expect(scriptChunkOf(pkg('react/index.js'), site)).toBe('react');
  });

  it("puts what the layout's scripts import in page, through any folder", () => {
    expect(scriptChunkOf(searchTrigger, site)).toBe('page');
    expect(scriptChunkOf(src('features/search/lib/index-request.ts'), site)).toBe('page');
    // Also imported by an island: it runs as the page loads anyway.
    expect(scriptChunkOf(src('lib/browser/early-clicks.ts'), site)).toBe('page');
  });

  it("puts what the layout's script imports in steps, and its imports, in page, even code otherwise loaded on first use", () => {
    const shareScript = src('page-scripts/share.ts');
    const stepped = graph(
      [layoutScript, searchPageScript],
      [
        [shareScript, src('lib/browser/share-links.ts')],
        [searchPageScript, src('features/search/lib/normalize.ts')],
      ],
      [
        [layoutScript, shareScript],
        [layoutScript, searchTrigger],
        [searchTrigger, searchModal],
        // A page's own script importing in steps is no layout's.
        [searchPageScript, src('page-scripts/read-more.ts')],
      ],
    );
    expect(scriptChunkOf(shareScript, stepped)).toBe('page');
    expect(scriptChunkOf(src('lib/browser/share-links.ts'), stepped)).toBe('page');
    expect(scriptChunkOf(searchTrigger, stepped)).toBe('page');
    expect(scriptChunkOf(src('page-scripts/read-more.ts'), stepped)).toBeNull();
    // What a stepped module imports dynamically itself is not imported in steps.
    expect(scriptChunkOf(searchModal, stepped)).toBeNull();
  });

  it('puts what the scripts load after load to draw (the player bar) and its imports in after-load', () => {
    expect(scriptChunkOf(src('islands/player/player-bar.ts'), site)).toBe('after-load');
    expect(scriptChunkOf(src('stores/player/engine.ts'), site)).toBe('after-load');
    // Shared with an island: the bar needs it without React, so after-load takes it.
    expect(scriptChunkOf(src('stores/session.ts'), site)).toBe('after-load');
  });

  it("puts the rest of what the layout's islands run beside React", () => {
    // Under an account screens' folder, but the user menu imports it.
    expect(scriptChunkOf(src('islands/account/follow-outcome.ts'), site)).toBe('react');
  });

  it("puts a feature's drawing that the layout's steps load when needed (the live banner) in after-load, with its stores", () => {
    const loader = src('features/live/page-scripts/live-banner-loader.ts');
    const drawing = src('features/live/page-scripts/live-banner.ts');
    const list = src('features/live/islands/LiveStreamList.tsx');
    const live = graph(
      [layoutScript, list],
      [
        [drawing, src('features/live/stores/live-streams.ts')],
        [list, src('features/live/islands/use-live-streams.ts')],
        [src('features/live/islands/use-live-streams.ts'), src('features/live/stores/live-streams.ts')],
        [list, src('features/live/lib/list-page-only.ts')],
      ],
      [
        [layoutScript, loader],
        [loader, drawing],
      ],
    );
    expect(scriptChunkOf(loader, live)).toBe('page');
    expect(scriptChunkOf(drawing, live)).toBe('after-load');
    expect(scriptChunkOf(src('features/live/stores/live-streams.ts'), live)).toBe('after-load');
    // The live pages' islands are theirs alone.
    expect(scriptChunkOf(src('features/live/lib/list-page-only.ts'), live)).toBeNull();
    expect(scriptChunkOf(src('features/live/islands/use-live-streams.ts'), live)).toBeNull();
  });

  it('leaves a dynamic import of a store, made when the visitor asks, to its own file', () => {
    expect(scriptChunkOf(src('stores/player/actions.ts'), site)).toBeNull();
  });

  it('leaves code that loads on first use, and what only it imports, to its own files', () => {
    expect(scriptChunkOf(searchModal, site)).toBeNull();
    expect(scriptChunkOf(src('features/search/lib/search-modal-state.ts'), site)).toBeNull();
    expect(scriptChunkOf(src('islands/video/mount-video-player.ts'), site)).toBeNull();
  });

  it("leaves what only some pages' scripts and islands import to the bundler's split", () => {
    expect(scriptChunkOf(src('lib/forms/field-rules.ts'), site)).toBeNull();
    expect(scriptChunkOf(src('features/search/lib/normalize.ts'), site)).toBeNull();
    expect(scriptChunkOf(src('islands/video/video-preview-loader.ts'), site)).toBeNull();
  });

  it('reads Windows paths as well', () => {
    const windows = graph(
      ['C:\\site\\src\\layouts\\BaseLayout.astro?astro&type=script&index=0&lang.ts'],
      [['C:\\site\\src\\layouts\\BaseLayout.astro?astro&type=script&index=0&lang.ts', 'C:\\site\\src\\lib\\a.ts']],
    );
    expect(scriptChunkOf('C:\\site\\src\\lib\\a.ts', windows)).toBe('page');
  });
});

describe('scriptChunkGroups', () => {
  it('is one group per file, page before after-load before react, each taking only its own modules', () => {
    const groups = scriptChunkGroups();
    expect(groups.map((group) => group.priority)).toEqual([30, 20, 10]);
    const names = (id: string) => groups.map((group) => group.name(id, site));
    expect(names(searchTrigger)).toEqual(['page', null, null]);
    expect(names(src('stores/session.ts'))).toEqual([null, 'after-load', null]);
    expect(names(pkg('react/index.js'))).toEqual([null, null, 'react']);
    expect(names(searchModal)).toEqual([null, null, null]);
  });

  it('are the output options, with each module run only when something importing it runs', () => {
    const options = scriptOutputOptions();
    expect(options.strictExecutionOrder).toBe(true);
    expect(options.codeSplitting.groups.map((group) => group.priority)).toEqual([30, 20, 10]);
  });

  it('has a fingerprint of the rules for the incremental build to notice a change', () => {
    expect(scriptChunkRulesFingerprint()).toMatch(/^[0-9a-f]{16}$/);
  });
});

describe('preloadDependencies', () => {
  const deps = ['_astro/after-load.Ab1_-x.js', '_astro/rolldown-runtime.CNOWq4Kh.js'];

  it("preloads nothing for an import of the page file, which the layout's script has loaded", () => {
    expect(preloadDependencies('_astro/page.bjnnHiS2.js', ['_astro/page.bjnnHiS2.js', deps[1]!])).toEqual([]);
    expect(preloadDependencies('_astro/page.a-b_c.js', ['_astro/page.a-b_c.js'])).toEqual([]);
  });

  it('keeps the preloads of every other import', () => {
    expect(preloadDependencies('_astro/after-load.Ab1_-x.js', deps)).toEqual(deps);
    expect(preloadDependencies('_astro/homepage.X1.js', ['_astro/homepage.X1.js', deps[1]!])).toHaveLength(2);
    expect(preloadDependencies('_astro/page-scripts.X1.js', ['_astro/page-scripts.X1.js', deps[1]!])).toHaveLength(2);
  });

  it("is given to the client build alone, by a plugin's environment hook", () => {
    const plugin = scriptPreloads();
    expect(plugin.configEnvironment('client')).toEqual({
      build: { modulePreload: { resolveDependencies: preloadDependencies } },
    });
    expect(plugin.configEnvironment('ssr')).toBeUndefined();
    expect(plugin.configEnvironment('prerender')).toBeUndefined();
  });
});
