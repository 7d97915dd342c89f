import type { User } from '#lib/api/auth.ts';
import type { Database } from '../db/database.ts';
import { newTokenVersion } from './token-version.ts';

/** A row of the users table as the auth modules read it. */
export interface UserRow {
  id: number;
  email: string;
  password_hash: string | null;
  first_name: string;
  last_name: string;
  email_verified: number;
  signup_method: string;
  credentials_changed_at: string;
  /** Tokens carry it (claim `ver`); a new one voids every token issued before. */
  token_version: string;
}

/** What a new account starts with. */
export interface NewUser {
  email: string;
  passwordHash: string | null;
  firstName: string;
  lastName: string;
  emailVerified: boolean;
  /** 'email', or the id of the provider the account signed up through. */
  signupMethod: string;
}

const COLUMNS =
  'id, email, password_hash, first_name, last_name, email_verified, signup_method, credentials_changed_at, token_version';

/** Emails are kept lower-cased and trimmed, so one address is one account whatever its spelling. */
export function normaliseEmail(email: string): string {
  return email.trim().toLowerCase();
}

/** The user with this email, if any. */
export function findUserByEmail(db: Database, email: string): Promise<UserRow | undefined> {
  return db.get<UserRow>(`SELECT ${COLUMNS} FROM users WHERE email = ?`, [normaliseEmail(email)]);
}

/** The user with this id, if any. */
export function findUserById(db: Database, id: number): Promise<UserRow | undefined> {
  return db.get<UserRow>(`SELECT ${COLUMNS} FROM users WHERE id = ?`, [id]);
}

/**
 * Creates an account and answers its id, or null when the email is taken. The unique email
 * column decides: of concurrent registrations of one address exactly one inserts.
 */
export async function insertUser(tx: Database, user: NewUser, now: Date): Promise<number | null> {
  const at = now.toISOString();
  const row = await tx.get<{ id: number }>(
    `INSERT INTO users (email, password_hash, first_name, last_name, email_verified, signup_method, created_at, credentials_changed_at, token_version)
     VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?) ON CONFLICT (email) DO NOTHING RETURNING id`,
    [
      normaliseEmail(user.email),
      user.passwordHash,
      user.firstName,
      user.lastName,
      user.emailVerified ? 1 : 0,
      user.signupMethod,
      at,
      at,
      newTokenVersion(),
    ],
  );
  return row ? row.id : null;
}

/** Marks a user's email as confirmed. */
export async function markEmailVerified(tx: Database, userId: number): Promise<void> {
  await tx.run('UPDATE users SET email_verified = 1 WHERE id = ?', [userId]);
}

/** The user as every session answer carries it. */
export function toUserAnswer(row: UserRow): User {
  return {
    pk: row.id,
    email: row.email,
    first_name: row.first_name,
    last_name: row.last_name,
    email_verified: row.email_verified === 1,
  };
}
