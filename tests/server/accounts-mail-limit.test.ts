import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../server/src/db/database.ts';
import { openDatabase } from '../../server/src/db/open-database.ts';
import { SessionSchema } from '../../src/lib/api/auth.ts';
import { bearer, post, registerUser, send, signIn, SITE } from './support/account-requests.ts';
import { testDialect, testPostgresUrl } from './support/test-database.ts';
import { startTestServer, type TestServer } from './support/test-server.ts';

const MINUTE = 60_000;

describe('per-recipient mail limit: 5 mails of a kind per address per 15 minutes', () => {
  let server: TestServer;
  beforeAll(async () => {
    // Every request comes from one client address: lift that limit, so only the recipient's counts.
    server = await startTestServer({ env: { AUTH_RATE_LIMIT: '1000' } });
  });
  afterAll(() => server.close());

  /** The mails to `to` whose link starts with `{SITE}{path}`, once all queued work is done. */
  async function mails(to: string, path: string, on: TestServer = server): Promise<number> {
    await on.app.afterAnswer.drain();
    return (await on.outbox()).filter((mail) => mail.to === to && mail.link?.startsWith(`${SITE}${path}`)).length;
  }

  /** Sends `count` requests; answers their statuses and bodies, which must all be the same. */
  async function flood(path: string, form: Record<string, string>, count: number, on: TestServer = server) {
    const answers = [];
    for (let i = 0; i < count; i++) {
      const answer = await post(on, path, form);
      answers.push({ status: answer.status, body: answer.body });
    }
    return answers;
  }

  it.each([
    ['sign-in links', '/api/sesame_login/', '/magic/'],
    ['password resets', '/rest-auth/password/reset/', '/reset-password/'],
  ])('sends %s to one address 5 times in 15 minutes, answering every request alike', async (_kind, path, link) => {
    const victim = `victim-${link.replaceAll('/', '')}@example.com`;
    const bystander = `bystander-${link.replaceAll('/', '')}@example.com`;
    await registerUser(server, victim, 'fine-password', false);
    await registerUser(server, bystander, 'fine-password', false);
    const start = server.clock.now();

    const answers = await flood(path, { email: victim }, 8);
    expect(answers.map((a) => a.status)).toEqual(Array(8).fill(200));
    expect(new Set(answers.map((a) => JSON.stringify(a))).size).toBe(1);
    expect(await mails(victim, link)).toBe(5);

    // Another address is not affected, and the same answer comes for an address without an account.
    expect(await flood(path, { email: bystander }, 1)).toEqual([answers[0]]);
    expect(await mails(bystander, link)).toBe(1);
    expect(await flood(path, { email: 'nobody@example.com' }, 1)).toEqual([answers[0]]);

    // 15 minutes after the first mails, they flow again.
    server.clock.set(new Date(start.getTime() + 15 * MINUTE - 1000));
    await flood(path, { email: victim }, 1);
    expect(await mails(victim, link)).toBe(5);
    server.clock.set(new Date(start.getTime() + 15 * MINUTE + 1000));
    await flood(path, { email: victim }, 1);
    expect(await mails(victim, link)).toBe(6);
  });

  it('limits verification mails, which an attacker could ask for by registering, deleting and registering again', async () => {
    const victim = 'registered-again@example.com';
    const answers = [];
    for (let i = 0; i < 8; i++) {
      const form = { email: victim, password1: 'fine-password', password2: 'fine-password' };
      const answer = await post(server, '/rest-auth/registration/', form);
      answers.push({ status: answer.status, body: answer.body });
      const session = SessionSchema.parse(await signIn(server, victim, 'fine-password'));
      expect(
        (await send(server, 'DELETE', '/api/2/user_delete/', undefined, { headers: bearer(session.access) })).status,
      ).toBe(200);
    }
    expect(answers.map((a) => a.status)).toEqual(Array(8).fill(201));
    expect(new Set(answers.map((a) => JSON.stringify(a))).size).toBe(1);
    expect(await mails(victim, '/email-confirm/')).toBe(5);
  });

  it('counts across API instances, each with its own connections to the database, even at the same moment', async () => {
    const connection = await anotherConnection(server.db);
    const other = await startTestServer({ env: { AUTH_RATE_LIMIT: '1000' }, db: connection });
    try {
      other.clock.set(server.clock.now());
      const victim = 'two-instances@example.com';
      await registerUser(server, victim, 'fine-password', false);
      const answers = await Promise.all(
        Array.from({ length: 8 }, (_, i) =>
          post(i % 2 === 0 ? server : other, '/api/sesame_login/', { email: victim }),
        ),
      );
      expect(answers.map((a) => a.status)).toEqual(Array(8).fill(200));
      expect((await mails(victim, '/magic/')) + (await mails(victim, '/magic/', other))).toBe(5);
    } finally {
      await other.close();
      await connection.close();
    }
  });
});

/** A second connection (pool) to the database `db` is connected to, as another instance would have. */
async function anotherConnection(db: Database): Promise<Database> {
  if (testDialect === 'sqlite') {
    const main = await db.get<{ file: string }>("SELECT file FROM pragma_database_list WHERE name = 'main'");
    return openDatabase(main?.file ?? '');
  }
  const schema = await db.get<{ s: string }>('SELECT current_schema() AS s');
  return openDatabase(testPostgresUrl, { searchPath: schema?.s ?? '' });
}
