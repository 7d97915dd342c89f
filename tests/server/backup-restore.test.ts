import { execFile } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtempSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { promisify } from 'node:util';
import postgres from 'postgres';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../server/src/db/database.ts';
import { migrate } from '../../server/src/db/migrate.ts';
import { openDatabase } from '../../server/src/db/open-database.ts';
import { post, registerUser, signIn } from './support/account-requests.ts';
import { testDialect, testPostgresUrl } from './support/test-database.ts';
import { startTestServer, type TestServer } from './support/test-server.ts';

const run = promisify(execFile);
const CLI = resolve('server/src/cli/backup-cli.ts');

/**
 * A database of this file's own, whole (pg_dump and pg_restore work on databases): a SQLite file,
 * or a PostgreSQL database created on the test server and dropped at the end.
 */
async function ownDatabase(): Promise<{ db: Database; url: string; drop: () => Promise<void> }> {
  if (testDialect === 'sqlite') {
    const url = join(mkdtempSync(join(tmpdir(), 'cl-backup-db-')), 'live.sqlite');
    const db = openDatabase(url);
    await migrate(db);
    return { db, url, drop: () => db.close() };
  }
  const name = `cl_backup_${randomBytes(6).toString('hex')}`;
  const admin = postgres(testPostgresUrl, { max: 1, onnotice: () => undefined });
  await admin.unsafe(`CREATE DATABASE ${name}`);
  const url = new URL(testPostgresUrl);
  url.pathname = `/${name}`;
  const db = openDatabase(url.toString());
  await migrate(db);
  return {
    db,
    url: url.toString(),
    drop: async () => {
      await db.close();
      await admin.unsafe(`DROP DATABASE ${name} WITH (FORCE)`);
      await admin.end();
    },
  };
}

/** `npm run backup|restore -- FILE` as the operator runs it, on DATABASE_URL. */
const cli = (databaseUrl: string, ...args: string[]) =>
  run(process.execPath, [CLI, ...args], { env: { PATH: process.env['PATH'] ?? '', DATABASE_URL: databaseUrl } });

const emails = async (db: Database) =>
  (await db.all<{ email: string }>('SELECT email FROM users ORDER BY email')).map((row) => row.email);

describe(`npm run backup and npm run restore (${testDialect})`, { timeout: 60_000 }, () => {
  let database: Awaited<ReturnType<typeof ownDatabase>> | undefined;
  let server: TestServer | undefined;
  const backupFile = join(mkdtempSync(join(tmpdir(), 'cl-backup-')), `backup.${testDialect}`);

  beforeAll(async () => {
    database = await ownDatabase();
    // The live API: it keeps the database open and serves from it throughout.
    server = await startTestServer({ db: database.db });
  });
  afterAll(async () => {
    await server?.close();
    await database?.drop();
  });

  it('backs up the live database, and a restore brings back what changed since', async () => {
    const live = server!;
    await registerUser(live, 'kept@example.com', 'a-long-kept-password');
    const backup = await cli(database!.url, 'backup', backupFile);
    expect(backup.stdout).toContain(`Backed up the database to ${backupFile}.`);
    expect(statSync(backupFile).size).toBeGreaterThan(0);

    // After the backup: one account deleted, another registered, while the API serves.
    const session = (await signIn(live, 'kept@example.com', 'a-long-kept-password')) as { access: string };
    const deleted = await fetch(`${live.url}/api/2/user_delete/`, {
      method: 'DELETE',
      headers: { authorization: `Bearer ${session.access}` },
    });
    expect(deleted.status).toBe(200);
    await registerUser(live, 'later@example.com', 'a-long-later-password');
    expect(await emails(live.db)).toEqual(['later@example.com']);

    const restore = await cli(database!.url, 'restore', backupFile);
    expect(restore.stdout).toContain(`Restored the database from ${backupFile}.`);

    // The data is back, read through a new connection and through the running API.
    const fresh = openDatabase(database!.url);
    try {
      expect(await emails(fresh)).toEqual(['kept@example.com']);
    } finally {
      await fresh.close();
    }
    await expect(signIn(live, 'kept@example.com', 'a-long-kept-password')).resolves.toBeDefined();
    expect(
      (await post(live, '/api/token/', { email: 'later@example.com', password: 'a-long-later-password' })).status,
    ).toBe(400);
  });

  it('refuses a restore from a missing or damaged file in one line, leaving the database as it was', async () => {
    const missing = await cli(database!.url, 'restore', join(tmpdir(), 'no-such-backup')).catch(
      (error: unknown) => error,
    );
    expect(missing).toMatchObject({
      code: 1,
      stderr: expect.stringMatching(/^restore failed: No backup at /) as unknown,
    });
    const damaged = join(mkdtempSync(join(tmpdir(), 'cl-backup-bad-')), 'damaged');
    writeFileSync(damaged, 'not a backup at all');
    const refused = await cli(database!.url, 'restore', damaged).catch((error: unknown) => error);
    expect(refused).toMatchObject({ code: 1, stderr: expect.stringMatching(/^restore failed: /) as unknown });
    expect(await emails(server!.db)).toEqual(['kept@example.com']);
  });
});
