import { execFile } from 'node:child_process';
import { existsSync } from 'node:fs';
import { mkdir } from 'node:fs/promises';
import { dirname } from 'node:path';
import { promisify } from 'node:util';
import { BackupError } from './backup-error.ts';

const run = promisify(execFile);

/**
 * A DATABASE_URL as libpq's tools take it: the API's driver reads `?search_path=` (a schema), which
 * libpq refuses, so it becomes pg_dump's `--schema` and is removed from the URL.
 */
function libpqTarget(databaseUrl: string): { url: string; schema: string | undefined } {
  const url = new URL(databaseUrl);
  const schema = url.searchParams.get('search_path') ?? undefined;
  url.searchParams.delete('search_path');
  return { url: url.toString(), schema };
}

/** Runs a PostgreSQL client tool; a failure becomes a BackupError with the tool's own message. */
async function runTool(tool: string, args: string[]): Promise<void> {
  try {
    await run(tool, args, { maxBuffer: 16 * 1024 * 1024 });
  } catch (error) {
    const { code, stderr } = error as NodeJS.ErrnoException & { stderr?: string };
    if (code === 'ENOENT')
      throw new BackupError(`${tool} is not installed: apt-get install postgresql-client.`, { cause: error });
    throw new BackupError(`${tool} failed: ${(stderr ?? String(error)).trim()}`, { cause: error });
  }
}

/**
 * Dumps the database (or the URL's search_path schema) with pg_dump in its custom format:
 * compressed, one consistent snapshot taken while the API keeps serving, restored by pg_restore.
 */
export async function backupPostgres(databaseUrl: string, target: string): Promise<void> {
  const { url, schema } = libpqTarget(databaseUrl);
  await mkdir(dirname(target), { recursive: true });
  await runTool('pg_dump', [
    '--format=custom',
    '--no-owner',
    `--file=${target}`,
    ...(schema ? [`--schema=${schema}`] : []),
    url,
  ]);
}

/**
 * Restores a pg_dump file into the database: every object in the dump is dropped and created
 * again from it, in one transaction (all of it or, on an error, none of it). Owners and grants
 * are not restored, so a dump moves between servers with other roles.
 */
export async function restorePostgres(file: string, databaseUrl: string): Promise<void> {
  if (!existsSync(file)) throw new BackupError(`No backup at ${file}.`);
  const { url } = libpqTarget(databaseUrl);
  await runTool('pg_restore', [
    '--clean',
    '--if-exists',
    '--no-owner',
    '--no-privileges',
    '--single-transaction',
    '--exit-on-error',
    `--dbname=${url}`,
    file,
  ]);
}
