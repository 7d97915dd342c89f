import { existsSync } from 'node:fs';
import { mkdir } from 'node:fs/promises';
import { dirname } from 'node:path';
import { backup, DatabaseSync } from 'node:sqlite';
import { BackupError } from './backup-error.ts';

/**
 * Copies the SQLite database at `source` to `target` with SQLite's online backup API, which a
 * running API does not have to stop for: the copy is one consistent snapshot, taken page by page
 * while writers go on (WAL mode), and complete (unlike copying the file, which misses the WAL).
 */
export async function backupSqlite(source: string, target: string): Promise<void> {
  if (!existsSync(source)) throw new BackupError(`No SQLite database at ${source}.`);
  await mkdir(dirname(target), { recursive: true });
  const db = new DatabaseSync(source, { readOnly: true });
  try {
    await backup(db, target);
  } finally {
    db.close();
  }
}

/**
 * Puts the backup at `file` back into the database at `target`, again through the backup API:
 * every page of `target` is replaced in one step under SQLite's own locks, so an instance that
 * has the database open reads either the old or the restored data, never a torn file.
 */
export async function restoreSqlite(file: string, target: string): Promise<void> {
  const source = openBackup(file);
  try {
    await mkdir(dirname(target), { recursive: true });
    await backup(source, target);
  } finally {
    source.close();
  }
}

/** Opens a backup read-only, refusing a file that is missing or not a sound SQLite database. */
function openBackup(file: string): DatabaseSync {
  if (!existsSync(file)) throw new BackupError(`No backup at ${file}.`);
  let db: DatabaseSync | undefined;
  try {
    db = new DatabaseSync(file, { readOnly: true });
    const row = db.prepare('PRAGMA quick_check').get() as { quick_check?: string } | undefined;
    if (row?.quick_check !== 'ok') throw new Error(row?.quick_check ?? 'no answer to quick_check');
    return db;
  } catch (error) {
    db?.close();
    throw new BackupError(`${file} is not a sound SQLite database: ${(error as Error).message}`, { cause: error });
  }
}
