import { describe, expect, it } from 'vitest';
import { SqliteDatabase } from '../../../../server/src/db/sqlite-database.ts';

/**
 * SQLite has one connection here: a statement made outside a transaction while another request's
 * transaction is open must not run inside it, or that transaction's rollback undoes it.
 */
describe('the SQLite database', () => {
  it('keeps a write made beside a transaction that rolls back', async () => {
    const db = new SqliteDatabase(':memory:');
    await db.exec('CREATE TABLE t (name TEXT)');
    let inside: () => void = () => undefined;
    const opened = new Promise<void>((done) => {
      inside = done;
    });
    const failing = db.transaction(async (tx) => {
      await tx.run("INSERT INTO t (name) VALUES ('undone')");
      inside();
      // The transaction waits (as for a query's answer) while another request writes.
      await new Promise((done) => setTimeout(done, 20));
      throw new Error('rolled back');
    });
    await opened;
    const beside = db.run("INSERT INTO t (name) VALUES ('kept')");
    await expect(failing).rejects.toThrow('rolled back');
    await beside;
    expect(await db.all<{ name: string }>('SELECT name FROM t')).toEqual([{ name: 'kept' }]);
    await db.close();
  });

  it('lets a transaction read and write its own statements without waiting for itself', async () => {
    const db = new SqliteDatabase(':memory:');
    await db.exec('CREATE TABLE t (name TEXT)');
    const names = await db.transaction(async (tx) => {
      await tx.run("INSERT INTO t (name) VALUES ('a')");
      await db.transaction((inner) => inner.run("INSERT INTO t (name) VALUES ('b')"));
      return tx.all<{ name: string }>('SELECT name FROM t ORDER BY name');
    });
    expect(names).toEqual([{ name: 'a' }, { name: 'b' }]);
    await db.close();
  });
});
