import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../server/src/db/database.ts';
import { migrate } from '../../server/src/db/migrate.ts';
import { createTestDatabase } from './support/test-database.ts';

const BEFORE = '005_mail_recipient_quota.sql';
const NOW = '2026-01-01T00:00:00.000Z';

describe('migration 006 on a database with refresh tokens', () => {
  let db: Database;
  let drop: () => Promise<void>;

  beforeAll(async () => {
    ({ db, drop } = await createTestDatabase({ upTo: BEFORE }));
    const user = await db.get<{ id: number }>(
      'INSERT INTO users (email, created_at, credentials_changed_at) VALUES (?, ?, ?) RETURNING id',
      ['a@example.com', NOW, NOW],
    );
    await db.run(
      'INSERT INTO refresh_tokens (user_id, family, token_hash, created_at, expires_at, used_at) VALUES (?, ?, ?, ?, ?, ?)',
      [Number(user?.id), 'family', 'digest', NOW, NOW, NOW],
    );
    expect(await migrate(db, { upTo: '006_refresh_token_successors.sql' })).toEqual([
      '006_refresh_token_successors.sql',
    ]);
  });
  afterAll(() => drop());

  it('keeps every refresh token, with no successor recorded for those rotated before it', async () => {
    const rows = await db.all('SELECT token_hash, used_at, successor_sealed FROM refresh_tokens');
    expect(rows).toEqual([{ token_hash: 'digest', used_at: NOW, successor_sealed: null }]);
  });
});
