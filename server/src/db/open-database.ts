import type { Database } from './database.ts';
import { PostgresDatabase } from './postgres-database.ts';
import { SqliteDatabase } from './sqlite-database.ts';

/**
 * Opens the database that `DATABASE_URL` names: `postgres://…` or `postgresql://…`,
 * a `sqlite:` URL, or a plain file path (SQLite).
 */
export function openDatabase(url: string, options: { searchPath?: string } = {}): Database {
  if (/^postgres(ql)?:\/\//.test(url)) return PostgresDatabase.connect(url, options);
  const path = url.startsWith('sqlite:') ? url.slice('sqlite:'.length).replace(/^\/\/(?=\/)/, '') : url;
  return new SqliteDatabase(path || ':memory:');
}
