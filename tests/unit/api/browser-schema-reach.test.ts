import { resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { treeGraphs } from '../../../scripts/bench/house/import-graph.ts';

/** Every module `entry` imports at run time, itself included, statically or dynamically. */
function reachedFrom(graph: ReadonlyMap<string, readonly string[]>, entry: string): Set<string> {
  const reached = new Set<string>();
  const waiting = [entry];
  for (let next = waiting.pop(); next !== undefined; next = waiting.pop()) {
    if (reached.has(next)) continue;
    reached.add(next);
    waiting.push(...(graph.get(next) ?? []));
  }
  return reached;
}

/**
 * The session store (read by every island that asks whether the visitor is signed in) and the video
 * player validate with a few schemas of the contract; the rest of it (the catalogue's shared schemas
 * in common.ts, the images') is zod set-up on the page's main thread that they never use.
 */
const BROWSER_ENTRIES = ['src/stores/session.ts', 'src/islands/video/mount-video-player.ts'];
const CATALOGUE_SCHEMAS = ['src/lib/api/common.ts', 'src/lib/api/common-image.ts', 'src/lib/api/contract.ts'];

describe("the contract's schemas the browser's session and player set up", () => {
  it('leave out the catalogue’s shared schemas', { timeout: 60_000 }, async () => {
    const { runtime } = await treeGraphs(resolve(import.meta.dirname, '../../..'), BROWSER_ENTRIES);
    for (const entry of BROWSER_ENTRIES) {
      const reached = reachedFrom(runtime, entry);
      expect(reached.size, `${entry} reaches its own imports`).toBeGreaterThan(5);
      expect(
        CATALOGUE_SCHEMAS.filter((module) => reached.has(module)),
        entry,
      ).toEqual([]);
    }
  });
});
