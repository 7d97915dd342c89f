import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signOutEverywhere } from '../../server/src/auth/credentials.ts';
import type { Database } from '../../server/src/db/database.ts';
import { SessionSchema, type Session } from '../../src/lib/api/auth.ts';
import { post, registerUser, signIn, type Answer } from './support/account-requests.ts';
import { HeldDatabase } from './support/held-database.ts';
import { startTestServer, testSecretKey, type TestServer } from './support/test-server.ts';

const EMAIL = 'listener@example.com';
const PASSWORD = 'fine-password';
/** Set explicitly, so that the tests below say what they test whatever the default becomes. */
const GRACE_SECONDS = 60;
const ENV = { AUTH_RATE_LIMIT: '1000', REFRESH_RETRY_GRACE_SECONDS: String(GRACE_SECONDS) };
/** How long the site's client waits for a refresh before it gives up and tries again later. */
const CLIENT_TIMEOUT_MS = 15_000;
/** Long enough for the access token to need refreshing again (it lives 15 minutes). */
const ACCESS_LIFE_MS = 15 * 60_000;

const refresh = (server: TestServer, token: string): Promise<Answer> =>
  post(server, '/api/token/refresh/', { refresh: token });

/** A refresh that must succeed: its session. */
async function refreshed(server: TestServer, token: string): Promise<Session> {
  const answer = await refresh(server, token);
  expect(answer.status, JSON.stringify(answer.body)).toBe(200);
  return SessionSchema.parse(answer.body);
}

/** Resolves once a PostgreSQL session of this test waits for a row lock held by another: the race is on. */
async function waitForRowLockWaiter(db: Database): Promise<void> {
  const sql = `SELECT CAST(count(*) AS INTEGER) AS n FROM pg_stat_activity
    WHERE datname = current_database() AND query LIKE 'UPDATE refresh_tokens SET used_at = $1%'
    AND cardinality(pg_blocking_pids(pid)) > 0`;
  while (((await db.get<{ n: number }>(sql))?.n ?? 0) === 0) await new Promise((resolve) => setTimeout(resolve, 20));
}

/** Refreshes the family twice more, an access token's life apart: the visitor stays signed in. */
async function familyKeepsRefreshing(server: TestServer, session: Session): Promise<void> {
  server.clock.advance(ACCESS_LIFE_MS);
  const next = await refreshed(server, session.refresh);
  server.clock.advance(ACCESS_LIFE_MS);
  await refreshed(server, next.refresh);
}

describe('a refresh token presented again by the same client (a retry)', () => {
  let server: TestServer;
  const signedIn = async () => SessionSchema.parse(await signIn(server, EMAIL, PASSWORD));

  beforeAll(async () => {
    server = await startTestServer({ env: ENV });
    await registerUser(server, EMAIL, PASSWORD, false);
  });
  afterAll(() => server.close());

  it('answers the same successor when the retry comes after the late original, and the family lives on', async () => {
    const first = await signedIn();
    // The original request, processed late: its answer went to a client that had given up.
    const lost = await refreshed(server, first.refresh);
    server.clock.advance(CLIENT_TIMEOUT_MS);
    const retry = await refreshed(server, first.refresh);
    expect(retry.refresh).toBe(lost.refresh);
    expect(retry.refreshExpires).toBe(lost.refreshExpires);
    await familyKeepsRefreshing(server, retry);
  });

  it('answers the successor within the grace window, and past it revokes the whole family', async () => {
    const first = await signedIn();
    const other = await signedIn();
    const second = await refreshed(server, first.refresh);
    server.clock.advance((GRACE_SECONDS - 1) * 1000);
    expect((await refreshed(server, first.refresh)).refresh).toBe(second.refresh);
    // The window runs from the first use, not from the last retry.
    server.clock.advance(2000);
    expect((await refresh(server, first.refresh)).status).toBe(401);
    expect((await refresh(server, second.refresh)).status).toBe(401);
    // Another sign-in is another family, untouched.
    expect((await refresh(server, other.refresh)).status).toBe(200);
  });

  it('grants the window only to the just-rotated token: an older one revokes the family within it', async () => {
    const first = await signedIn();
    const second = await refreshed(server, first.refresh);
    server.clock.advance(1000);
    const third = await refreshed(server, second.refresh);
    server.clock.advance(1000);
    expect((await refreshed(server, second.refresh)).refresh).toBe(third.refresh);
    expect((await refresh(server, first.refresh)).status).toBe(401);
    expect((await refresh(server, third.refresh)).status).toBe(401);
  });

  it('revokes the family on a replay of a token used before successors were recorded', async () => {
    const first = await signedIn();
    const second = await refreshed(server, first.refresh);
    await server.db.run('UPDATE refresh_tokens SET successor_sealed = NULL');
    expect((await refresh(server, first.refresh)).status).toBe(401);
    expect((await refresh(server, second.refresh)).status).toBe(401);
  });

  it('answers nothing within the window once the user was signed out everywhere', async () => {
    const first = await signedIn();
    await refreshed(server, first.refresh);
    await server.db.transaction((tx) => signOutEverywhere(tx, first.user.pk, server.clock.now()));
    expect((await refresh(server, first.refresh)).status).toBe(401);
  });

  it('keeps only digests and sealed successors: no refresh token is stored as sent', async () => {
    const first = await signedIn();
    const second = await refreshed(server, first.refresh);
    const rows = await server.db.all<Record<string, unknown>>('SELECT * FROM refresh_tokens');
    const stored = JSON.stringify(rows);
    for (const token of [first.refresh, second.refresh]) {
      expect(stored).not.toContain(token);
      // Nor any of its three parts (the JWT's header is the same for every token, so it is left out).
      for (const part of token.split('.').slice(1)) expect(stored).not.toContain(part);
    }
  });
});

describe('a refresh retried on another API instance while the first one stalls', () => {
  let stalled: TestServer;
  let healthy: TestServer;
  let held: HeldDatabase;
  const signedIn = async () => SessionSchema.parse(await signIn(healthy, EMAIL, PASSWORD));

  beforeAll(async () => {
    // Instances of one deployment: one database, one secret, clocks that agree.
    const env = { ...ENV, SECRET_KEY: testSecretKey() };
    healthy = await startTestServer({ env });
    held = new HeldDatabase(healthy.db);
    stalled = await startTestServer({ env, db: held, clock: healthy.clock });
    await registerUser(healthy, EMAIL, PASSWORD, false);
  });
  afterAll(async () => {
    await stalled.close();
    await healthy.close();
  });

  it('answers the stalled original, processed after the retry, with the retry’s successor', async () => {
    const first = await signedIn();
    const hold = held.holdNextTransaction();
    const original = refresh(stalled, first.refresh);
    await hold.reached;
    // The client gives up on the stalled instance and retries; the proxy sends it to the other.
    healthy.clock.advance(CLIENT_TIMEOUT_MS);
    const retry = await refreshed(healthy, first.refresh);
    // The stalled instance resumes and processes the request it had queued.
    healthy.clock.advance(5000);
    hold.release();
    const late = await original;
    expect(late.status, JSON.stringify(late.body)).toBe(200);
    expect(SessionSchema.parse(late.body).refresh).toBe(retry.refresh);
    await familyKeepsRefreshing(healthy, retry);
  });

  it('answers a retry that races the rotation, its row still locked, with the same successor', async () => {
    const first = await signedIn();
    // The rotation has claimed the token and stalls before it commits.
    const hold = held.holdAfter('UPDATE refresh_tokens SET used_at = ?');
    const original = refresh(stalled, first.refresh);
    await hold.reached;
    const retry = refresh(healthy, first.refresh);
    // On PostgreSQL the retry's claim waits for the stalled row; on SQLite its transaction waits in the queue.
    if (healthy.db.dialect === 'postgres') await waitForRowLockWaiter(healthy.db);
    hold.release();
    const answers = [await original, await retry];
    for (const answer of answers) expect(answer.status, JSON.stringify(answer.body)).toBe(200);
    const [one, two] = answers.map((answer) => SessionSchema.parse(answer.body));
    expect(two?.refresh).toBe(one?.refresh);
    await familyKeepsRefreshing(healthy, SessionSchema.parse(one));
  });
});
