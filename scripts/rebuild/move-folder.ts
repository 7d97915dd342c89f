import { cp, mkdir, rename, rm } from 'node:fs/promises';
import { dirname } from 'node:path';

/**
 * Moves the folder `from` to `to` (replacing whatever is there): one rename when both are on the
 * same file system, otherwise a copy onto `to`'s file system and the removal of `from`, since
 * rename(2) cannot cross file systems (EXDEV). A copy that fails is removed, so `to` is either
 * the whole folder or absent.
 */
export async function moveFolder(from: string, to: string): Promise<void> {
  await rm(to, { recursive: true, force: true });
  await mkdir(dirname(to), { recursive: true });
  try {
    await rename(from, to);
    return;
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EXDEV') throw error;
  }
  try {
    // Links are copied as links, as they were written: a build's own links point inside it.
    await cp(from, to, { recursive: true, verbatimSymlinks: true, errorOnExist: true, force: false });
  } catch (error) {
    await rm(to, { recursive: true, force: true });
    throw error;
  }
  await rm(from, { recursive: true, force: true });
}
