import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { post, registerUser, type Answer } from './support/account-requests.ts';
import { RecordingDatabase } from './support/recording-database.ts';
import { createTestDatabase } from './support/test-database.ts';
import { startTestServer, type TestServer } from './support/test-server.ts';

/**
 * The routes that mail someone, and the statements each may run before its answer. Whatever runs
 * before the answer runs alike for every email, so the answer's timing cannot tell whether an
 * email has an account; everything else (writing a token, the mail, and on the sign-in link's route
 * looking the email up) waits until the answer is out. How long the answers take is measured by `npm run bench:auth-timing`, not here:
 * a time bound proves nothing when it passes and fails on a slow machine.
 */
const ROUTES = [
  // Answers before it even looks the email up.
  { path: '/api/sesame_login/', before: [] },
  // Must look the email up first, for the one answer that reveals an account (412 for a provider's):
  // one indexed read, whatever it finds.
  { path: '/rest-auth/password/reset/', before: [expect.stringMatching(/^SELECT .* FROM users WHERE email = \?$/)] },
];

/** An answer, the statements run from the request to it, and how much work it left held. */
interface Handled {
  answer: Pick<Answer, 'status' | 'body'>;
  statements: string[];
  held: number;
}

describe('what the answers of the routes that mail someone wait for', () => {
  let server: TestServer;
  let db: RecordingDatabase;
  let drop: () => Promise<void>;
  // The work left after each answer is held (never started) until the test releases it, so
  // whatever ran before an answer arrived is what the answer waited for.
  const held: Array<() => void> = [];
  const release = async () => {
    for (const start of held.splice(0)) start();
    await server.app.afterAnswer.drain();
  };

  beforeAll(async () => {
    const created = await createTestDatabase();
    db = new RecordingDatabase(created.db);
    drop = created.drop;
    server = await startTestServer({
      env: { AUTH_RATE_LIMIT: '1000', MAIL_RECIPIENT_LIMIT: '1000' },
      app: { scheduleAfterAnswer: (start) => held.push(start) },
      db,
    });
    await registerUser(server, 'known@example.com', 'fine-password', false);
    await release();
  });
  // A test that fails before it releases its work leaves none for the next one to count.
  afterEach(release);
  afterAll(async () => {
    await server.close();
    await drop();
  });

  /** Posts `email` to `path` while the work after answers is held: an answer that waited for it would never come. */
  async function handle(path: string, email: string): Promise<Handled> {
    db.takeStatements();
    const heldBefore = held.length;
    const { status, body } = await post(server, path, { email });
    return { answer: { status, body }, statements: db.takeStatements(), held: held.length - heldBefore };
  }

  it.each(ROUTES)(
    '$path answers known and unknown emails alike, before any work of theirs',
    async ({ path, before }) => {
      const mailed = (await server.outbox()).length;
      const known = await handle(path, 'known@example.com');
      const unknown = await handle(path, 'nobody@example.com');

      expect(known.answer.status).toBe(200);
      expect(unknown.answer).toEqual(known.answer);
      // The same statements, parameters aside, ran for both before their answers, and only those the route needs.
      expect(known.statements).toEqual(unknown.statements);
      expect(known.statements).toEqual(before);
      // The known email's mail was still to be sent when its answer came: the answer did not wait for it.
      expect(known.held).toBe(1);
      expect(await server.outbox()).toHaveLength(mailed);

      // The work was done all the same, once released: the known email got its mail, nobody else one.
      await release();
      expect((await server.outbox()).slice(mailed).map((mail) => mail.to)).toEqual(['known@example.com']);
    },
  );
});
