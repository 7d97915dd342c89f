import { existsSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { oneOutsideBuildAtATime } from '../../../../scripts/site/outside-build-lock.ts';

let project: string;
let outside: string;

beforeEach(async () => {
  project = await mkdtemp(join(tmpdir(), 'outside-build-project-'));
  outside = await mkdtemp(join(tmpdir(), 'outside-build-out-'));
});
afterEach(async () => {
  await rm(project, { recursive: true, force: true });
  await rm(outside, { recursive: true, force: true });
});

const pause = (ms: number) => new Promise((done) => setTimeout(done, ms));

/** A build that notes when it starts and ends. */
function noting(events: string[], name: string, ms: number) {
  return async () => {
    events.push(`${name} start`);
    await pause(ms);
    events.push(`${name} end`);
    return name;
  };
}

describe('oneOutsideBuildAtATime', () => {
  it('runs two builds into folders outside the project one after the other', async () => {
    const events: string[] = [];
    const [a, b] = await Promise.all([
      oneOutsideBuildAtATime(join(outside, 'a'), noting(events, 'a', 300), project),
      oneOutsideBuildAtATime(join(outside, 'b'), noting(events, 'b', 50), project),
    ]);
    expect([a, b]).toEqual(['a', 'b']);
    // Whichever went first ended before the other started.
    expect(events[1]).toBe(`${events[0]?.split(' ')[0]} end`);
    expect(existsSync(join(project, '.astro', 'outside-build.lock'))).toBe(false);
  });

  it('runs a build into the project at once, while an outside build holds the lock', async () => {
    const events: string[] = [];
    const held = oneOutsideBuildAtATime(join(outside, 'a'), noting(events, 'outside', 400), project);
    await pause(100);
    await oneOutsideBuildAtATime(join(project, 'dist'), noting(events, 'inside', 10), project);
    expect(events).toEqual(['outside start', 'inside start', 'inside end']);
    await held;
  });

  it('lets the next build in after one that failed', async () => {
    await expect(
      oneOutsideBuildAtATime(join(outside, 'a'), () => Promise.reject(new Error('astro build failed')), project),
    ).rejects.toThrow('astro build failed');
    expect(await oneOutsideBuildAtATime(join(outside, 'b'), () => Promise.resolve('next'), project)).toBe('next');
  });
});

describe('the Astro the lock leans on', () => {
  it("still puts the server bundle of a build outside the project under the project's .astro/", () => {
    const astro = dirname(createRequire(import.meta.url).resolve('astro/package.json'));
    const common = readFileSync(join(astro, 'dist', 'core', 'build', 'common.js'), 'utf8');
    // Should this change, the builds outside the project may no longer share a folder, or share another.
    expect(common).toContain('const FALLBACK_OUT_DIR_NAME = "./.astro/";');
  });
});
