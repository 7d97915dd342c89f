import { randomBytes } from 'node:crypto';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import postgres from 'postgres';
import type { Database, Dialect } from '../../../server/src/db/database.ts';
import { migrate } from '../../../server/src/db/migrate.ts';
import { openDatabase } from '../../../server/src/db/open-database.ts';

/** Which database the server suites run on: the vitest project sets TEST_DATABASE. */
export const testDialect = process.env['TEST_DATABASE'] === 'postgres' ? 'postgres' : 'sqlite';

/** The PostgreSQL database the postgres project uses (trust auth on the machines). */
export const testPostgresUrl = process.env['TEST_POSTGRES_URL'] ?? 'postgres://postgres@127.0.0.1:5432/test';

/**
 * A fresh, migrated database for one test file: a temporary SQLite file, or a schema of its
 * own in PostgreSQL that is dropped on close. `upTo` stops after that migration (to test the
 * ones after it on data); `dialect` overrides the project's (a benchmark measures both).
 */
export async function createTestDatabase(
  options: { upTo?: string; dialect?: Dialect } = {},
): Promise<{ db: Database; url: string; drop: () => Promise<void> }> {
  if ((options.dialect ?? testDialect) === 'sqlite') {
    const path = join(mkdtempSync(join(tmpdir(), 'cl-db-')), 'test.sqlite');
    const db = openDatabase(path);
    await migrate(db, options);
    return { db, url: path, drop: () => db.close() };
  }
  const schema = `t_${randomBytes(6).toString('hex')}`;
  const admin = postgres(testPostgresUrl, { max: 1, onnotice: () => undefined });
  await admin.unsafe(`CREATE SCHEMA ${schema}`);
  const db = openDatabase(testPostgresUrl, { searchPath: schema });
  await migrate(db, options);
  return {
    db,
    url: testPostgresUrl,
    drop: async () => {
      await db.close();
      await admin.unsafe(`DROP SCHEMA ${schema} CASCADE`);
      await admin.end();
    },
  };
}

/** Drops a PostgreSQL schema a test made beside its database (pg-boss's, say). */
export async function dropSchema(schema: string): Promise<void> {
  const admin = postgres(testPostgresUrl, { max: 1, onnotice: () => undefined });
  await admin.unsafe(`DROP SCHEMA IF EXISTS ${schema} CASCADE`);
  await admin.end();
}
