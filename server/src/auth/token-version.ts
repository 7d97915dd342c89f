import { randomBytes } from 'node:crypto';
import type { Database } from '../db/database.ts';

/**
 * A new value for `users.token_version`: 128 random bits in hex. Random rather than counted, so
 * that two accounts never share a version, not even one that got a deleted account's id: a
 * counter would start again at the same value and let the old account's tokens through.
 */
export function newTokenVersion(): string {
  return randomBytes(16).toString('hex');
}

/** Gives a user a new token version, which voids every access and refresh token issued before. */
export async function bumpTokenVersion(tx: Database, userId: number): Promise<void> {
  await tx.run('UPDATE users SET token_version = ? WHERE id = ?', [newTokenVersion(), userId]);
}
