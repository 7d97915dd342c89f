import { z } from 'zod';
import type { ProviderLoginAnswer } from '#lib/api/auth.ts';
import type { AppContext } from '../context.ts';
import type { Database } from '../db/database.ts';
import { HttpError } from '../http/errors.ts';
import { ACCOUNT_MESSAGES, formError } from './account-messages.ts';
import type { ProviderIdentity } from './provider-identity.ts';
import { issueSession } from './sessions.ts';
import { insertUser } from './users.ts';

const UsableEmail = z.email().max(254);

/** The account linked to a provider identity, if any. */
async function linkedUser(tx: Database, identity: ProviderIdentity): Promise<number | undefined> {
  const row = await tx.get<{ user_id: number }>(
    'SELECT user_id FROM user_identities WHERE provider = ? AND subject = ?',
    [identity.provider, identity.subject],
  );
  return row?.user_id;
}

/** Creates the account of a first sign-in and links the identity; null when the email has an account. */
async function createLinkedUser(
  ctx: Pick<AppContext, 'clock'>,
  tx: Database,
  identity: ProviderIdentity,
): Promise<number | null> {
  if (identity.email === null || !UsableEmail.safeParse(identity.email).success)
    throw formError(ACCOUNT_MESSAGES.providerNoEmail);
  const userId = await insertUser(
    tx,
    {
      email: identity.email,
      passwordHash: null,
      firstName: identity.firstName,
      lastName: identity.lastName,
      emailVerified: identity.emailVerified,
      signupMethod: identity.provider,
    },
    ctx.clock.now(),
  );
  if (userId === null) return null;
  const link = await tx.get<{ id: number }>(
    'INSERT INTO user_identities (user_id, provider, subject) VALUES (?, ?, ?) ON CONFLICT (provider, subject) DO NOTHING RETURNING id',
    [userId, identity.provider, identity.subject],
  );
  // Only a concurrent first sign-in of the same identity with another email gets here: roll ours back.
  if (!link) throw new HttpError(409, { detail: ACCOUNT_MESSAGES.providerBusy });
  return userId;
}

/**
 * Signs in the account keyed by (provider, subject), creating it on first sign-in with
 * `signup_method` = the provider. Answers the session and whether the account is new. An
 * email that already has an account is never linked silently (that would hand the account to
 * whoever controls the identity): it answers 400 'already registered', and the client
 * suggests the password sign-in.
 */
export function signInWithIdentity(ctx: AppContext, identity: ProviderIdentity): Promise<ProviderLoginAnswer> {
  return ctx.db.transaction(async (tx) => {
    const existing = await linkedUser(tx, identity);
    if (existing !== undefined) return { new_user: false, ...(await issueSession(ctx, tx, existing)) };
    const created = await createLinkedUser(ctx, tx, identity);
    if (created !== null) return { new_user: true, ...(await issueSession(ctx, tx, created)) };
    // A concurrent first sign-in of this identity may have taken the email meanwhile: that account is this one.
    const raced = await linkedUser(tx, identity);
    if (raced === undefined) throw formError(ACCOUNT_MESSAGES.alreadyRegistered);
    return { new_user: false, ...(await issueSession(ctx, tx, raced)) };
  });
}
