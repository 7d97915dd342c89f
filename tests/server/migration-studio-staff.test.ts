import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../server/src/db/database.ts';
import { migrate } from '../../server/src/db/migrate.ts';
import { createTestDatabase } from './support/test-database.ts';

const BEFORE = '006_refresh_token_successors.sql';
const NOW = '2026-01-01T00:00:00.000Z';

describe('migration 007 on a database with listeners', () => {
  let db: Database;
  let drop: () => Promise<void>;

  beforeAll(async () => {
    ({ db, drop } = await createTestDatabase({ upTo: BEFORE }));
    await db.run('INSERT INTO users (email, created_at, credentials_changed_at) VALUES (?, ?, ?)', [
      'listener@example.com',
      NOW,
      NOW,
    ]);
    expect(await migrate(db, { upTo: '007_studio_staff.sql' })).toEqual(['007_studio_staff.sql']);
  });
  afterAll(() => drop());

  it('leaves the listeners as they were, and no one on the staff', async () => {
    expect(await db.all('SELECT email FROM users')).toEqual([{ email: 'listener@example.com' }]);
    expect(await db.all('SELECT id FROM staff')).toEqual([]);
  });

  it('refuses a role that does not exist', async () => {
    await expect(
      db.run(
        "INSERT INTO staff (email, name, password_hash, role, token_version, webauthn_user_id, created_at) VALUES ('a@example.org', 'A', 'h', 'owner', 'v', 'u', ?)",
        [NOW],
      ),
    ).rejects.toThrow();
  });

  it('makes the audit log append-only', async () => {
    await db.run(
      "INSERT INTO audit_log (at, staff_id, action, entity_type, record_id, changes) VALUES (?, NULL, 'invite', 'staff_invitation', '1', '{}')",
      [NOW],
    );
    await expect(db.run("UPDATE audit_log SET record_id = '2'")).rejects.toThrow(/append-only/);
    await expect(db.run('DELETE FROM audit_log')).rejects.toThrow(/append-only/);
    if (db.dialect === 'postgres') await expect(db.exec('TRUNCATE audit_log')).rejects.toThrow(/append-only/);
    expect(await db.all('SELECT record_id FROM audit_log')).toEqual([{ record_id: '1' }]);
  });
});
