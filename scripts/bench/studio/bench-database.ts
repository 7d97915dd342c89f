import { randomBytes } from 'node:crypto';
import { join } from 'node:path';
import postgres from 'postgres';
import { testPostgresUrl } from '../../../tests/server/support/test-database.ts';

/** The database the API under measurement runs on, and how to remove it afterwards. */
export interface BenchDatabase {
  dialect: 'sqlite' | 'postgres';
  url: string;
  drop: () => Promise<void>;
}

/** A SQLite file in the bench's scratch folder (removed with the folder). */
export function sqliteDatabase(folder: string): BenchDatabase {
  return { dialect: 'sqlite', url: join(folder, 'scale.sqlite'), drop: () => Promise.resolve() };
}

/**
 * A database of its own on the PostgreSQL server the server tests use (TEST_POSTGRES_URL), dropped
 * afterwards: the API and the catalogue import read only DATABASE_URL, so a schema of the test
 * kind (a search path) would not reach them.
 */
export async function postgresDatabase(): Promise<BenchDatabase> {
  const name = `cl_bench_studio_${randomBytes(6).toString('hex')}`;
  const admin = postgres(testPostgresUrl, { max: 1, onnotice: () => undefined });
  await admin.unsafe(`CREATE DATABASE ${name}`);
  const url = new URL(testPostgresUrl);
  url.pathname = `/${name}`;
  return {
    dialect: 'postgres',
    url: url.toString(),
    drop: async () => {
      await admin.unsafe(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await admin.end();
    },
  };
}
