import { spawn } from 'node:child_process';
import {
  existsSync,
  lstatSync,
  readdirSync,
  readlinkSync,
  renameSync,
  statSync,
  symlinkSync,
  unlinkSync,
} from 'node:fs';
import { basename, dirname, join, resolve } from 'node:path';

/**
 * Publishing a finished build, all at once. The output path (`dist/`) is a symbolic link to the build
 * it serves (`dist.build-{time}-{pid}/` beside it). A new build is renamed into a folder of its own,
 * a new link to it is made beside the output, and that link is renamed over the output: rename(2)
 * replaces a link in one step, so a reader (the web server, `npm start`) finds the old build or the
 * new one at every instant, never a gap or a mix. The build it replaced stays as the last good one
 * (a rollback is one `ln -sfn`); builds older than that are renamed aside ("retired") and deleted
 * by a detached process, so publishing never waits on deleting tens of thousands of files.
 *
 * An output that is still a plain folder (published before this scheme) is retired once, in two
 * renames; every publish after that is atomic.
 */

/** A retired output older than this was left by a remover that did not finish: it is removed again. */
const ABANDONED_AFTER_MS = 10 * 60 * 1000;

const RETIRED = '.retired-';
const BUILD = '.build-';
const LINK = '.link-';

/** The siblings of `out` whose names start with its name and `infix`, as full paths. */
function siblings(out: string, infix: string): string[] {
  const prefix = `${basename(out)}${infix}`;
  const parent = dirname(out);
  if (!existsSync(parent)) return [];
  return readdirSync(parent)
    .filter((name) => name.startsWith(prefix))
    .map((name) => join(parent, name));
}

/** The retired outputs of `out` still on disk (being deleted, or abandoned). */
export function retiredOutputs(out: string): string[] {
  return siblings(out, RETIRED);
}

/** The build folder the output link of `out` points at, or null when `out` is no link. */
export function publishedBuild(out: string): string | null {
  const info = lstatSync(out, { throwIfNoEntry: false });
  if (info?.isSymbolicLink() !== true) return null;
  return resolve(dirname(out), readlinkSync(out));
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
 * Makes `staging` the output at `out` in one atomic step (see above), keeps the build it replaces
 * as the last good one, and deletes in the background the builds before that and any retired
 * output an earlier remover abandoned. `remove` starts the deletion of one path; tests pass one that
 * records the paths, since a detached process sends no signal when it is done.
 */
export function publishOutput(
  staging: string,
  out: string,
  now = Date.now(),
  remove: (path: string) => void = removeDetached,
): void {
  const stamp = `${now}-${process.pid}`;
  const abandoned = retiredOutputs(out).filter((path) => now - statSync(path).ctimeMs > ABANDONED_AFTER_MS);
  const previous = publishedBuild(out);
  const build = `${out}${BUILD}${stamp}`;
  renameSync(staging, build);
  // A link left by a publish that stopped between making it and renaming it points at nothing kept.
  for (const stale of siblings(out, LINK)) unlinkSync(stale);
  const link = `${out}${LINK}${stamp}`;
  symlinkSync(basename(build), link);
  const retiring: string[] = [];
  const plainFolder = lstatSync(out, { throwIfNoEntry: false })?.isDirectory() === true;
  if (plainFolder) {
    const retired = `${out}${RETIRED}${stamp}`;
    renameSync(out, retired);
    retiring.push(retired);
  }
  renameSync(link, out);
  for (const older of siblings(out, BUILD)) {
    if (older === build || older === previous) continue;
    const retired = `${out}${RETIRED}${basename(older).slice(basename(out).length + BUILD.length)}`;
    renameSync(older, retired);
    retiring.push(retired);
  }
  for (const path of [...abandoned, ...retiring]) if (existsSync(path)) remove(path);
}
