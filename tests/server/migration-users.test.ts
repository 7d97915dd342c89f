import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../server/src/db/database.ts';
import { migrate } from '../../server/src/db/migrate.ts';
import { createTestDatabase } from './support/test-database.ts';

const BEFORE = '003_catalog_foreign_key_indexes.sql';
const NOW = '2026-01-01T00:00:00.000Z';

/** The count of a table's rows that belong to a user. */
async function rowsOf(db: Database, table: string, userId: number): Promise<number | undefined> {
  const row = await db.get<{ n: number }>(`SELECT CAST(count(*) AS INTEGER) AS n FROM ${table} WHERE user_id = ?`, [
    userId,
  ]);
  return row?.n;
}

async function insertAccount(db: Database, email: string): Promise<number> {
  const row = await db.get<{ id: number }>(
    'INSERT INTO users (email, created_at, credentials_changed_at) VALUES (?, ?, ?) RETURNING id',
    [email, NOW, NOW],
  );
  const id = Number(row?.id);
  await db.run('INSERT INTO user_identities (user_id, provider, subject) VALUES (?, ?, ?)', [id, 'apple', email]);
  await db.run(
    "INSERT INTO one_time_tokens (user_id, purpose, token_hash, created_at, expires_at) VALUES (?, 'magic', ?, ?, ?)",
    [id, `otp-${email}`, NOW, NOW],
  );
  await db.run(
    'INSERT INTO refresh_tokens (user_id, family, token_hash, created_at, expires_at) VALUES (?, ?, ?, ?, ?)',
    [id, `family-${email}`, `refresh-${email}`, NOW, NOW],
  );
  return id;
}

describe('migration 004 on a database with accounts', () => {
  let db: Database;
  let drop: () => Promise<void>;
  let ids: number[] = [];

  beforeAll(async () => {
    ({ db, drop } = await createTestDatabase({ upTo: BEFORE }));
    ids = [await insertAccount(db, 'a@example.com'), await insertAccount(db, 'b@example.com')];
    expect(await migrate(db)).toContain('004_users_never_reuse_ids.sql');
  });
  afterAll(() => drop());

  it('keeps every account with its id and everything that refers to it, and gives each a version of its own', async () => {
    // The drivers differ: an id may come back as a number or as the string of a bigint.
    const users = await db.all<{ id: number | string; email: string; token_version: string }>(
      'SELECT id, email, token_version FROM users ORDER BY id',
    );
    expect(users.map((u) => [Number(u.id), u.email])).toEqual([
      [ids[0], 'a@example.com'],
      [ids[1], 'b@example.com'],
    ]);
    for (const user of users) expect(user.token_version).toMatch(/^[0-9a-f]{32}$/);
    expect(users[0]?.token_version).not.toBe(users[1]?.token_version);
    for (const table of ['user_identities', 'one_time_tokens', 'refresh_tokens']) {
      expect(await rowsOf(db, table, ids[0] ?? 0), table).toBe(1);
    }
  });

  it('still deletes what refers to a deleted account (the foreign keys survived the rebuild)', async () => {
    await db.run('DELETE FROM users WHERE id = ?', [ids[0] ?? 0]);
    for (const table of ['user_identities', 'one_time_tokens', 'refresh_tokens']) {
      expect(await rowsOf(db, table, ids[0] ?? 0), table).toBe(0);
    }
    await expect(
      db.run('INSERT INTO user_identities (user_id, provider, subject) VALUES (?, ?, ?)', [999_999, 'apple', 'orphan']),
    ).rejects.toThrow();
  });

  it('never gives an id out again, not even the highest one after its account is gone', async () => {
    const highest = await insertAccount(db, 'c@example.com');
    await db.run('DELETE FROM users WHERE id = ?', [highest]);
    const next = await insertAccount(db, 'd@example.com');
    expect(next).toBeGreaterThan(highest);
  });
});
