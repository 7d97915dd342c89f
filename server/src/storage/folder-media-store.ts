import { createReadStream } from 'node:fs';
import { mkdir, stat } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import { writeWholeFile } from '../media/whole-file.ts';
import type { MediaStore } from './media-store.ts';

/**
 * Media kept as files under `root` (MEDIA_ROOT), the key a path under it: what `npm start` and a
 * single machine use. A job makes a folder's files in place, so keeping them is nothing more.
 */
export function folderMediaStore(root: string): MediaStore {
  const pathOf = (key: string) => join(root, key);
  return {
    where: root,
    hasFolder: (folder) =>
      stat(pathOf(folder)).then(
        (found) => found.isDirectory(),
        () => false,
      ),
    async stat(key) {
      try {
        const stats = await stat(pathOf(key));
        return stats.isFile() ? { size: stats.size, modified: stats.mtime } : undefined;
      } catch (error) {
        const code = (error as NodeJS.ErrnoException).code;
        if (code === 'ENOENT' || code === 'ENOTDIR') return undefined;
        throw error;
      }
    },
    readRange: (key, start, end) => Promise.resolve(createReadStream(pathOf(key), { start, end })),
    async put(key, data) {
      await mkdir(dirname(pathOf(key)), { recursive: true });
      await writeWholeFile(pathOf(key), data);
    },
    workFolder: pathOf,
    keepMade: () => Promise.resolve(),
  };
}
