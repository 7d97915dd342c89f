import { randomBytes } from 'node:crypto';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import postgres from 'postgres';
import { describe, expect, it } from 'vitest';
import type { Database } from '../../server/src/db/database.ts';
import { migrate } from '../../server/src/db/migrate.ts';
import { openDatabase } from '../../server/src/db/open-database.ts';
import { testDialect, testPostgresUrl } from './support/test-database.ts';

/** `count` connections to one empty database, as separately started instances have; and its removal. */
async function emptyDatabase(count: number): Promise<{ connections: Database[]; drop: () => Promise<void> }> {
  if (testDialect === 'sqlite') {
    const path = join(mkdtempSync(join(tmpdir(), 'cl-migrate-')), 'empty.sqlite');
    const connections = Array.from({ length: count }, () => openDatabase(path));
    const drop = async () => {
      await Promise.all(connections.map((db) => db.close()));
    };
    return { connections, drop };
  }
  const schema = `t_${randomBytes(6).toString('hex')}`;
  const admin = postgres(testPostgresUrl, { max: 1, onnotice: () => undefined });
  await admin.unsafe(`CREATE SCHEMA ${schema}`);
  const connections = Array.from({ length: count }, () => openDatabase(testPostgresUrl, { searchPath: schema }));
  return {
    connections,
    drop: async () => {
      await Promise.all(connections.map((db) => db.close()));
      await admin.unsafe(`DROP SCHEMA ${schema} CASCADE`);
      await admin.end();
    },
  };
}

/**
 * Several instances share a database only on PostgreSQL (compose.yaml and prod:local start two
 * at once); SQLite serves one instance, whose synchronous connections in one process would only
 * wait on each other, so there they migrate one after another.
 */
async function migrateAll(connections: Database[]): Promise<string[][]> {
  if (testDialect === 'postgres') return Promise.all(connections.map((db) => migrate(db)));
  const applied: string[][] = [];
  for (const db of connections) applied.push(await migrate(db));
  return applied;
}

describe('instances starting together on an empty database', () => {
  it('migrate it once between them, none failing', async () => {
    const { connections, drop } = await emptyDatabase(4);
    try {
      const applied = await migrateAll(connections);
      expect(applied.filter((files) => files.length > 0)).toHaveLength(1);
      const versions = await connections[0]!.all<{ version: string }>('SELECT version FROM schema_migrations');
      expect(versions.map((row) => row.version).sort()).toEqual(applied.flat().sort());
    } finally {
      await drop();
    }
  });
});
