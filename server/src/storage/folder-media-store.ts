import { createReadStream } from 'node:fs';
import { mkdir, readdir, rm, stat } from 'node:fs/promises';
import { dirname, join, relative, sep } from 'node:path';
import { writeWholeFile } from '../media/whole-file.ts';
import { isHiddenKey, type MediaStore, type StoredMediaFile } from './media-store.ts';

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
    async list(prefix) {
      const found: StoredMediaFile[] = [];
      const entries = await readdir(pathOf(prefix), { recursive: true, withFileTypes: true }).catch(
        (error: unknown) => {
          if ((error as NodeJS.ErrnoException).code === 'ENOENT') return [];
          throw error;
        },
      );
      for (const entry of entries) {
        const path = join(entry.parentPath, entry.name);
        const key = relative(root, path).split(sep).join('/');
        if (!entry.isFile() || isHiddenKey(key)) continue;
        const stats = await stat(path).catch(() => undefined);
        if (stats) found.push({ key, modified: stats.mtime });
      }
      return found;
    },
    remove: (key) => rm(pathOf(key), { force: true }),
    workFolder: pathOf,
    keepMade: () => Promise.resolve(),
  };
}
