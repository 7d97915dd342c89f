import { mkdir, mkdtemp, readdir, rename, rm } from 'node:fs/promises';
import { basename, dirname, join } from 'node:path';

/**
 * Makes files in a fresh hidden folder beside `destination` and, only when `make` succeeds, moves each
 * into `destination` (created when missing), the names in `last` after the others: a playlist appears
 * only once every file it names is in place. On failure or abort the staging folder is removed, so
 * nothing half-made is left behind; files already in `destination` are replaced only by finished ones.
 * Each move is a rename within one file system, so a reader never sees a file half-written.
 */
export async function writeIntoFolder<T>(
  destination: string,
  make: (staging: string) => Promise<T>,
  last: readonly string[] = [],
): Promise<T> {
  await mkdir(dirname(destination), { recursive: true });
  // Hidden, so the media route (which serves no hidden names) never serves a staging folder.
  const staging = await mkdtemp(join(dirname(destination), `.${basename(destination)}.staging-`));
  try {
    const result = await make(staging);
    await mkdir(destination, { recursive: true });
    const names = await readdir(staging);
    const ordered = [...names.filter((name) => !last.includes(name)), ...last.filter((name) => names.includes(name))];
    for (const name of ordered) await rename(join(staging, name), join(destination, name));
    return result;
  } finally {
    await rm(staging, { recursive: true, force: true });
  }
}

/**
 * Removes the staging folders an earlier run into `destination` left behind: a process killed outright
 * (a power cut, SIGKILL, a machine lost) runs no `finally`. Call it only where no other run writes into
 * `destination` at the same time, as at the start of a job's attempt, which is the only one of its job.
 */
export async function removeLeftStaging(destination: string): Promise<void> {
  const prefix = `.${basename(destination)}.staging-`;
  const beside = await readdir(dirname(destination)).catch(() => []);
  await Promise.all(
    beside
      .filter((name) => name.startsWith(prefix))
      .map((name) => rm(join(dirname(destination), name), { recursive: true, force: true })),
  );
}
