import { existsSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import oneContentSyncAtATime from '../../../src/integrations/one-content-sync-at-a-time.ts';

let project: string;

beforeEach(async () => {
  project = await mkdtemp(join(tmpdir(), 'content-sync-project-'));
});
afterEach(async () => {
  await rm(project, { recursive: true, force: true });
});

const pause = (ms: number) => new Promise((done) => setTimeout(done, ms));

/** One Astro process's view of the integration: its set-up (where the content is synced after) and its pages' start. */
function astroProcess(command: 'build' | 'sync' | 'dev') {
  const { hooks } = oneContentSyncAtATime();
  const logger = { warn: () => undefined };
  return {
    setUp: () =>
      hooks['astro:config:setup']?.({ command, config: { root: pathToFileURL(`${project}/`) }, logger } as never),
    pagesStart: () => hooks['astro:build:start']?.({} as never),
  };
}

describe('one content sync at a time', () => {
  it('holds a second build at its set-up until the first reaches its pages', async () => {
    const first = astroProcess('build');
    const second = astroProcess('build');
    await first.setUp();
    let secondSetUp = false;
    const waiting = Promise.resolve(second.setUp()).then(() => {
      secondSetUp = true;
    });
    await pause(400);
    expect(secondSetUp).toBe(false);
    await first.pagesStart();
    await waiting;
    expect(secondSetUp).toBe(true);
    await second.pagesStart();
    expect(existsSync(join(project, '.astro', 'content-sync.lock'))).toBe(false);
  });

  it('holds a sync while a build syncs', async () => {
    const build = astroProcess('build');
    await build.setUp();
    let synced = false;
    const sync = Promise.resolve(astroProcess('sync').setUp()).then(() => {
      synced = true;
    });
    await pause(300);
    expect(synced).toBe(false);
    await build.pagesStart();
    await sync;
    expect(synced).toBe(true);
  });

  it('takes no lock for the dev server', async () => {
    const build = astroProcess('build');
    await build.setUp();
    await astroProcess('dev').setUp();
    await build.pagesStart();
  });
});

describe('the Astro the lock leans on', () => {
  it("still writes the content layer's module lists into the project's .astro/ through one fixed temporary name", () => {
    const astro = dirname(createRequire(import.meta.url).resolve('astro/package.json'));
    const content = (file: string) => readFileSync(join(astro, 'dist', 'content', file), 'utf8');
    // Should either change (the lists under `cacheDir`, or a temporary name of each writer's own), builds with
    // caches of their own may no longer race there, and the lock may be needed no more.
    expect(content('content-layer.js')).toContain('new URL(ASSET_IMPORTS_FILE, this.#settings.dotAstroDir)');
    expect(content('mutable-data-store.js')).toContain('`${filePath}.tmp`');
  });
});
