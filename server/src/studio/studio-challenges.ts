import type { Database } from '../db/database.ts';

/** What a stored challenge is for, and whom. */
export interface NewChallenge {
  purpose: 'registration' | 'authentication';
  staffId?: number;
  invitationId?: number;
  /** Registration: what the finish step needs of the start step (name, password hash). */
  pending?: string;
  expires: Date;
}

/** Stores a challenge, sweeping expired ones so the table stays small. */
export async function storeChallenge(db: Database, challenge: string, at: Date, details: NewChallenge): Promise<void> {
  await db.run('DELETE FROM studio_challenges WHERE expires_at <= ?', [at.toISOString()]);
  await db.run(
    `INSERT INTO studio_challenges (challenge, purpose, staff_id, invitation_id, pending, created_at, expires_at)
     VALUES (?, ?, ?, ?, ?, ?, ?)`,
    [
      challenge,
      details.purpose,
      details.staffId ?? null,
      details.invitationId ?? null,
      details.pending ?? null,
      at.toISOString(),
      details.expires.toISOString(),
    ],
  );
}

/**
 * Uses a challenge up: one DELETE that removes it only while unexpired and for this purpose and
 * subject, answering what the start step stored. Two answers to one challenge cannot both pass.
 */
export async function takeChallenge(
  db: Database,
  challenge: string,
  at: Date,
  match: { purpose: NewChallenge['purpose']; staffId?: number; invitationId?: number },
): Promise<{ pending: string | null } | null> {
  const subject = match.staffId === undefined ? 'invitation_id' : 'staff_id';
  const row = await db.get<{ pending: string | null }>(
    `DELETE FROM studio_challenges WHERE challenge = ? AND purpose = ? AND ${subject} = ? AND expires_at > ? RETURNING pending`,
    [challenge, match.purpose, match.staffId ?? match.invitationId ?? null, at.toISOString()],
  );
  return row ?? null;
}
