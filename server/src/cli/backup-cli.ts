import { resolve } from 'node:path';
import { BackupError } from '../backup/backup-error.ts';
import { backupPostgres, restorePostgres } from '../backup/postgres-backup.ts';
import { backupSqlite, restoreSqlite } from '../backup/sqlite-backup.ts';
import { databaseUrlFrom } from '../config.ts';

const USAGE = `Usage:
  npm run backup [-- FILE]    copy the database while the API runs (SQLite: online backup; PostgreSQL: pg_dump)
                              default FILE: var/backups/concert-library-{UTC time}.sqlite or .pgdump
  npm run restore -- FILE     put a backup back into the database (stop the API instances first)
The database is the one DATABASE_URL names, as for the API.`;

const isPostgres = (url: string) => /^postgres(ql)?:\/\//.test(url);

/** The SQLite file a DATABASE_URL names (a path or a `sqlite:` URL). */
const sqlitePath = (url: string) =>
  resolve(url.startsWith('sqlite:') ? url.slice('sqlite:'.length).replace(/^\/\/(?=\/)/, '') : url);

/** `var/backups/concert-library-20260101T120000Z.sqlite` (or `.pgdump`). */
function defaultBackupFile(url: string): string {
  const stamp = new Date()
    .toISOString()
    .replace(/[-:]/g, '')
    .replace(/\.\d+Z$/, 'Z');
  return resolve('var/backups', `concert-library-${stamp}.${isPostgres(url) ? 'pgdump' : 'sqlite'}`);
}

async function main(command: string | undefined, file: string | undefined): Promise<void> {
  const url = databaseUrlFrom();
  if (command === 'backup') {
    const target = resolve(file ?? defaultBackupFile(url));
    await (isPostgres(url) ? backupPostgres(url, target) : backupSqlite(sqlitePath(url), target));
    console.log(`Backed up the database to ${target}.`);
  } else if (command === 'restore' && file !== undefined) {
    await (isPostgres(url) ? restorePostgres(resolve(file), url) : restoreSqlite(resolve(file), sqlitePath(url)));
    console.log(`Restored the database from ${resolve(file)}.`);
  } else {
    console.error(USAGE);
    process.exit(2);
  }
}

main(process.argv[2], process.argv[3]).catch((error: unknown) => {
  // What the operator has to fix comes in one line; anything else with its stack.
  if (error instanceof BackupError) console.error(`${process.argv[2] ?? 'backup'} failed: ${error.message}`);
  else console.error(error);
  process.exit(1);
});
