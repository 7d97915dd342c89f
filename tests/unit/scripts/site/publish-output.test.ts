import { existsSync, lstatSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { once } from 'node:events';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Worker } from 'node:worker_threads';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { publishOutput, publishedBuild, retiredOutputs } from '../../../../scripts/site/publish-output.ts';

const folders: string[] = [];
afterEach(() => {
  for (const folder of folders.splice(0)) rmSync(folder, { recursive: true, force: true });
});

function workspace(): string {
  const root = mkdtempSync(join(tmpdir(), 'publish-output-'));
  folders.push(root);
  return root;
}

/** A built site at `dir` whose index page says `text`. */
function site(dir: string, text: string): void {
  mkdirSync(join(dir, 'composition/horn-concerto'), { recursive: true });
  writeFileSync(join(dir, 'index.html'), text);
  writeFileSync(join(dir, 'composition/horn-concerto/index.html'), text);
}

/** Waits until the detached remover has deleted `path` (up to 5 s). */
const gone = (path: string) => vi.waitFor(() => expect(existsSync(path)).toBe(false), { timeout: 5000, interval: 50 });

/** A remover that records what it was asked to delete, in place of the detached process. */
function recordingRemover(): { removed: string[]; remove: (path: string) => void } {
  const removed: string[] = [];
  return { removed, remove: (path) => removed.push(path) };
}

const page = (out: string) => readFileSync(join(out, 'composition/horn-concerto/index.html'), 'utf8');

describe('publishOutput', () => {
  it('makes the staging folder the output, behind a link, when there was none', () => {
    const root = workspace();
    const out = join(root, 'dist');
    site(join(root, 'dist.next'), 'first');
    publishOutput(join(root, 'dist.next'), out, 1000);
    expect(readFileSync(join(out, 'index.html'), 'utf8')).toBe('first');
    expect(lstatSync(out).isSymbolicLink()).toBe(true);
    expect(publishedBuild(out)).toBe(join(root, `dist.build-1000-${process.pid}`));
    expect(existsSync(join(root, 'dist.next'))).toBe(false);
    expect(retiredOutputs(out)).toEqual([]);
  });

  it('switches to the new build in one rename, keeping the one it replaced as the last good build', () => {
    const root = workspace();
    const out = join(root, 'dist');
    const remover = recordingRemover();
    site(join(root, 'dist.next'), 'one');
    publishOutput(join(root, 'dist.next'), out, 1000, remover.remove);
    site(join(root, 'dist.next'), 'two');
    publishOutput(join(root, 'dist.next'), out, 2000, remover.remove);
    expect(page(out)).toBe('two');
    expect(page(join(root, `dist.build-1000-${process.pid}`))).toBe('one');
    expect(remover.removed).toEqual([]);

    site(join(root, 'dist.next'), 'three');
    publishOutput(join(root, 'dist.next'), out, 3000, remover.remove);
    expect(page(out)).toBe('three');
    expect(page(join(root, `dist.build-2000-${process.pid}`))).toBe('two');
    // The build before the last good one is retired and deleted in the background.
    expect(remover.removed).toEqual([join(root, `dist.retired-1000-${process.pid}`)]);
    expect(existsSync(join(root, `dist.build-1000-${process.pid}`))).toBe(false);
  });

  it('never leaves the output missing while it switches: a reader in another thread always finds a whole site', async () => {
    const root = workspace();
    const out = join(root, 'dist');
    site(join(root, 'dist.next'), 'v0');
    publishOutput(join(root, 'dist.next'), out, 1);
    // The reader reads the page in a tight loop on a thread of its own until told to stop, as a web
    // server does: it finds the build the output names, then reads the page in it. A reader held up
    // (a loaded machine) while two more builds are published finds the build it found retired, as a
    // request would that took longer than two publishes; the output itself missing, or a build
    // without its page, is a miss.
    const stopBuffer = new SharedArrayBuffer(4);
    const stopFlag = new Int32Array(stopBuffer);
    const reader = new Worker(
      `const { parentPort, workerData } = require('node:worker_threads');
       const { existsSync, readFileSync, readlinkSync } = require('node:fs');
       const { dirname, join, resolve } = require('node:path');
       const stop = new Int32Array(workerData.stop);
       let reads = 0, misses = 0;
       while (Atomics.load(stop, 0) === 0) {
         reads++;
         let build;
         try { build = resolve(dirname(workerData.out), readlinkSync(workerData.out)); } catch { misses++; continue; }
         try { if (!/^v\\d+$/.test(readFileSync(join(build, workerData.page), 'utf8'))) misses++; }
         catch { if (existsSync(build)) misses++; }
       }
       parentPort.postMessage({ reads, misses });`,
      { eval: true, workerData: { out, page: 'composition/horn-concerto/index.html', stop: stopBuffer } },
    );
    const result = once(reader, 'message');
    for (let version = 1; version <= 150; version += 1) {
      site(join(root, 'dist.next'), `v${version}`);
      publishOutput(join(root, 'dist.next'), out, 1 + version, () => undefined);
    }
    Atomics.store(stopFlag, 0, 1);
    const [{ reads, misses }] = (await result) as [{ reads: number; misses: number }];
    expect(reads).toBeGreaterThan(150);
    expect(misses).toBe(0);
    expect(page(out)).toBe('v150');
  }, 60_000);

  it('retires an output that is still a plain folder and deletes it in the background', async () => {
    const root = workspace();
    const out = join(root, 'dist');
    site(out, 'old');
    site(join(root, 'dist.next'), 'new');
    publishOutput(join(root, 'dist.next'), out);
    expect(page(out)).toBe('new');
    expect(lstatSync(out).isSymbolicLink()).toBe(true);
    const [retired, ...more] = retiredOutputs(out);
    expect(more).toEqual([]);
    expect(retired).toBeDefined();
    if (retired !== undefined) await gone(retired);
    expect(retiredOutputs(out)).toEqual([]);
  });

  it('removes a retired output whose remover gave up, and leaves one still being removed', () => {
    const root = workspace();
    const out = join(root, 'dist');
    const abandoned = `${out}.retired-1000-1`;
    site(abandoned, 'abandoned');
    site(join(root, 'dist.next'), 'new');
    // Published eleven minutes later: the retired output has been there too long.
    const first = recordingRemover();
    publishOutput(join(root, 'dist.next'), out, Date.now() + 11 * 60 * 1000, first.remove);
    expect(first.removed).toEqual([abandoned]);

    const recent = `${out}.retired-2000-2`;
    site(recent, 'being removed');
    site(join(root, 'dist.next'), 'newer');
    const second = recordingRemover();
    publishOutput(join(root, 'dist.next'), out, Date.now(), second.remove);
    expect(second.removed).toEqual([]);
    expect(readFileSync(join(out, 'index.html'), 'utf8')).toBe('newer');
  });

  it('leaves other folders beside the output alone', () => {
    const root = workspace();
    site(join(root, 'dist-archive'), 'keep');
    site(join(root, 'dist'), 'old');
    site(join(root, 'dist.next'), 'new');
    const remover = recordingRemover();
    const now = Date.now();
    publishOutput(join(root, 'dist.next'), join(root, 'dist'), now, remover.remove);
    expect(remover.removed).toEqual([join(root, `dist.retired-${now}-${process.pid}`)]);
    expect(readFileSync(join(root, 'dist-archive/index.html'), 'utf8')).toBe('keep');
  });
});
