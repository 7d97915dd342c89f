import { randomUUID } from 'node:crypto';
import { renameSync, rmSync, writeFileSync } from 'node:fs';

/**
 * Writes `text` to `file` whole: under a name of its own beside it, then renamed over it (atomic
 * on one file system). A reader finds the old file or the new one, never half of one, and builds
 * or threads writing the same file at once (the tests build in parallel over one cache) leave one
 * writer's whole file. The build's own records and the pull's detail files are written so.
 */
export function writeWholeFile(file: string, text: string): void {
  const partial = `${file}.${randomUUID()}.partial`;
  try {
    writeFileSync(partial, text);
    renameSync(partial, file);
  } catch (error) {
    rmSync(partial, { force: true });
    throw error;
  }
}
