import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../server/src/db/database.ts';
import { toPostgresPlaceholders } from '../../server/src/db/postgres-database.ts';
import { createTestDatabase } from './support/test-database.ts';

describe('database layer', () => {
  let db: Database;
  let drop: () => Promise<void>;
  beforeAll(async () => {
    ({ db, drop } = await createTestDatabase());
  });
  afterAll(() => drop());

  it('rewrites placeholders outside quoted text only', () => {
    expect(toPostgresPlaceholders("SELECT ? AS a, '?' AS b, ? AS c")).toBe("SELECT $1 AS a, '?' AS b, $2 AS c");
  });

  it('inserts with RETURNING and reads back the same values', async () => {
    const row = await db.get<{ id: number }>(
      'INSERT INTO categories (kind, identifier, title) VALUES (?, ?, ?) RETURNING id',
      ['genre', 'symphony', 'Symphony'],
    );
    expect(typeof row?.id).toBe('number');
    const back = await db.get<{ title: string; n: number }>(
      'SELECT title, CAST(count(*) OVER () AS INTEGER) AS n FROM categories WHERE id = ?',
      [row!.id],
    );
    expect(back).toEqual({ title: 'Symphony', n: 1 });
  });

  it('rolls a failed transaction back whole', async () => {
    await expect(
      db.transaction(async (tx) => {
        await tx.run('INSERT INTO categories (kind, identifier, title) VALUES (?, ?, ?)', [
          'genre',
          'concerto',
          'Concerto',
        ]);
        await tx.run('INSERT INTO categories (kind, identifier, title) VALUES (?, ?, ?)', [
          'genre',
          'concerto',
          'Again',
        ]);
      }),
    ).rejects.toThrow();
    expect(await db.get('SELECT id FROM categories WHERE identifier = ?', ['concerto'])).toBeUndefined();
  });

  it('serialises concurrent transactions', async () => {
    const insert = (n: number) =>
      db.transaction(async (tx) => {
        await tx.run('INSERT INTO categories (kind, identifier, title) VALUES (?, ?, ?)', [
          'nationality',
          `c${n}`,
          `C${n}`,
        ]);
        // Hands the event loop to the other transactions while this one is open.
        await new Promise<void>((resolve) => setImmediate(resolve));
        return n;
      });
    expect(await Promise.all([1, 2, 3, 4].map(insert))).toEqual([1, 2, 3, 4]);
    const { n } = (await db.get<{ n: number }>(
      "SELECT CAST(count(*) AS INTEGER) AS n FROM categories WHERE kind = 'nationality'",
    ))!;
    expect(n).toBe(4);
  });

  it('keeps a transaction that begins while another is open out of it: a rollback undoes only its own', async () => {
    const add = (tx: Database, identifier: string) =>
      tx.run('INSERT INTO categories (kind, identifier, title) VALUES (?, ?, ?)', ['genre', identifier, identifier]);
    const opened = Promise.withResolvers<undefined>();
    const failing = Promise.withResolvers<undefined>();
    const first = db.transaction(async (tx) => {
      await add(tx, 'rolled-back');
      opened.resolve(undefined);
      await failing.promise;
      throw new Error('Rolled back on purpose.');
    });
    await opened.promise;
    // Another caller (another request), not work inside the first transaction.
    const second = db.transaction((tx) => add(tx, 'committed'));
    failing.resolve(undefined);
    await expect(first).rejects.toThrow('Rolled back on purpose.');
    await second;
    const kept = await db.all<{ identifier: string }>(
      "SELECT identifier FROM categories WHERE identifier IN ('rolled-back', 'committed')",
    );
    expect(kept.map((row) => row.identifier)).toEqual(['committed']);
  });
});
