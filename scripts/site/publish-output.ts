import { spawn } from 'node:child_process';
import { existsSync, readdirSync, renameSync, statSync } from 'node:fs';
import { basename, dirname, join } from 'node:path';

/**
 * Publishing a finished build. The staging folder takes the output's place in two renames; the
 * previous output is renamed aside ("retired") and deleted by a detached process, so publishing
 * never waits on deleting tens of thousands of files (on a busy disk, over ten seconds for the
 * scale catalogue's site).
 */

/** A retired output older than this was left by a remover that did not finish: it is removed again. */
const ABANDONED_AFTER_MS = 10 * 60 * 1000;

const RETIRED = '.retired-';

/** The retired outputs of `out` still on disk (being deleted, or abandoned). */
export function retiredOutputs(out: string): string[] {
  const prefix = `${basename(out)}${RETIRED}`;
  const parent = dirname(out);
  if (!existsSync(parent)) return [];
  return readdirSync(parent)
    .filter((name) => name.startsWith(prefix))
    .map((name) => join(parent, name));
}

/** Deletes `path` in a process of its own that outlives this one. */
function removeDetached(path: string): void {
  const remover = spawn(
    process.execPath,
    ['-e', 'require("node:fs").rmSync(process.argv[1], { recursive: true, force: true })', path],
    {
      detached: true,
      stdio: 'ignore',
    },
  );
  remover.unref();
}

/**
 * Makes `staging` the output at `out`: the previous output, if any, is retired and deleted in
 * the background, with any retired output an earlier remover abandoned. `remove` starts the
 * deletion of one path; tests pass one that records the paths, since a detached process sends
 * no signal when it is done.
 */
export function publishOutput(
  staging: string,
  out: string,
  now = Date.now(),
  remove: (path: string) => void = removeDetached,
): void {
  const abandoned = retiredOutputs(out).filter((path) => now - statSync(path).ctimeMs > ABANDONED_AFTER_MS);
  const retired = `${out}${RETIRED}${now}-${process.pid}`;
  if (existsSync(out)) renameSync(out, retired);
  renameSync(staging, out);
  for (const path of [...abandoned, retired]) if (existsSync(path)) remove(path);
}
