import { SessionSchema, type Session } from '../../../../src/lib/api/auth.ts';

/**
 * A signed-in session whose access token expires at 12:05:00 and whose refresh token expires
 * at 12:00:00 a week later (UTC), checked against the contract schema.
 */
export function session(overrides: Partial<Session> = {}): Session {
  return SessionSchema.parse({
    token: 'access-1',
    access: 'access-1',
    refresh: 'refresh-1',
    expires: '2026-11-21T12:05:00Z',
    refreshExpires: '2026-11-28T12:00:00Z',
    user: { pk: 7, email: 'ada@example.org', first_name: 'Ada', last_name: 'Lovelace', email_verified: true },
    ...overrides,
  });
}
