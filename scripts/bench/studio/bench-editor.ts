import { randomBytes } from 'node:crypto';
import { hashPassword } from '../../../server/src/auth/passwords.ts';
import { newTokenVersion } from '../../../server/src/auth/token-version.ts';
import { systemClock } from '../../../server/src/clock.ts';
import { configFrom } from '../../../server/src/config.ts';
import { openDatabase } from '../../../server/src/db/open-database.ts';
import { newWebAuthnUserId } from '../../../server/src/studio/passkeys.ts';
import { signStudioToken } from '../../../server/src/studio/studio-token.ts';

/**
 * An editor's studio session for the bench, made without a browser: the staff row written as the
 * invitation's acceptance writes it, and a session token signed by the server's own function under
 * the configuration the API under measurement reads (`env`, the same SECRET_KEY). The guard then
 * checks it as it checks any session: signature, audience, the member's row and token version,
 * the role. The invitation, passkey and sign-in ceremony (tests/server/support/studio-requests.ts
 * drives it with a software authenticator) is not what this bench measures, and would bring the
 * tests' WebAuthn support into a script for no difference in what the record routes do.
 */
export async function benchEditorToken(env: Record<string, string>): Promise<string> {
  const config = configFrom({ ...process.env, ...env });
  const db = openDatabase(env['DATABASE_URL'] ?? '');
  try {
    const version = newTokenVersion();
    const row = await db.get<{ id: number }>(
      `INSERT INTO staff (email, name, password_hash, role, token_version, webauthn_user_id, created_at)
       VALUES (?, ?, ?, 'editor', ?, ?, ?) RETURNING id`,
      [
        'bench-editor@example.org',
        'Bench Editor',
        // A password nobody knows: the member signs in only through the token below.
        await hashPassword(randomBytes(24).toString('base64url')),
        version,
        newWebAuthnUserId(),
        systemClock.now().toISOString(),
      ],
    );
    if (row === undefined) throw new Error('The bench editor was not written.');
    return (await signStudioToken({ config, clock: systemClock }, row.id, version)).token;
  } finally {
    await db.close();
  }
}
